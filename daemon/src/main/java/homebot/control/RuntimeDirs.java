package homebot.control;

import java.nio.file.Path;
import java.util.Map;

/** Where the control socket lives. */
public final class RuntimeDirs {
    public static final String SOCKET_NAME = "homebot.sock";

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
}
