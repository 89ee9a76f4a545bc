package homebot.control;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Map;

/** Where the control socket lives. */
public final class RuntimeDirs {
    public static final String SOCKET_NAME = "homebot.sock";
    /** The packaged unit's RuntimeDirectory=homebot; systemd creates it at start and removes it at stop. */
    public static final Path SERVICE_DIR = Path.of("/run/homebot");

    private RuntimeDirs() {}

    /**
     * {@code $RUNTIME_DIRECTORY} (systemd's RuntimeDirectory=, first entry), else {@code $XDG_RUNTIME_DIR/homebot},
     * else {@code <workspace>/run}.
     */
    public static Path runtimeDir(Map<String, String> env, Path workspace) {
        String systemd = env.get("RUNTIME_DIRECTORY");
        if (systemd != null && !systemd.isBlank()) {
            return Path.of(systemd.split(":")[0]);
        }
        String xdg = env.get("XDG_RUNTIME_DIR");
        if (xdg != null && !xdg.isBlank()) {
            return Path.of(xdg, "homebot");
        }
        return workspace.resolve("run");
    }

    public static Path socket(Map<String, String> env, Path workspace) {
        return runtimeDir(env, workspace).resolve(SOCKET_NAME);
    }

    /** Where {@code homebot status}/{@code say} look for the daemon: {@link #clientSocket(Map, Path, Path)} with {@link #SERVICE_DIR}. */
    public static Path clientSocket(Map<String, String> env, Path workspace) {
        return clientSocket(env, workspace, SERVICE_DIR);
    }

    /**
     * The socket a client should connect to. An admin's shell has no {@code $RUNTIME_DIRECTORY} and its own
     * workspace, so {@link #socket} alone would never find the system service. Order: {@code $RUNTIME_DIRECTORY};
     * a daemon the user runs in {@code $XDG_RUNTIME_DIR/homebot}; the system service ({@code serviceDir}, present
     * while the service runs: chosen even when this user may not enter it, so the error says "permission denied"
     * instead of "not running"); a daemon in {@code <workspace>/run}; else where this user's daemon would be.
     */
    public static Path clientSocket(Map<String, String> env, Path workspace, Path serviceDir) {
        String systemd = env.get("RUNTIME_DIRECTORY");
        if (systemd != null && !systemd.isBlank()) {
            return socket(env, workspace);
        }
        String xdg = env.get("XDG_RUNTIME_DIR");
        if (xdg != null && !xdg.isBlank()) {
            Path own = Path.of(xdg, "homebot", SOCKET_NAME);
            if (Files.exists(own, LinkOption.NOFOLLOW_LINKS)) {
                return own;
            }
        }
        if (Files.isDirectory(serviceDir)) {
            return serviceDir.resolve(SOCKET_NAME);
        }
        Path inWorkspace = workspace.resolve("run").resolve(SOCKET_NAME);
        if (Files.exists(inWorkspace, LinkOption.NOFOLLOW_LINKS)) {
            return inWorkspace;
        }
        return socket(env, workspace);
    }
}
