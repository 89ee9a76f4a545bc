package homebot.control;

import java.nio.file.Path;
import java.util.Map;

/**
 * The control socket's settings (YAML section {@code control}).
 *
 * @param socket        socket path; empty: {@code <runtime dir>/homebot.sock} (see {@link RuntimeDirs})
 * @param workers       requests answered at once (a connected client that sends nothing takes no worker); up to
 *                      64 more requests wait, beyond that they get {@code server-busy}
 * @param maxLineBytes  longest request line; longer ones get {@code line-too-long} and the connection closes
 * @param sayTimeoutMs  how long a {@code say} waits for its turn to finish
 * @param idleTimeoutMs a connection that sends no complete request for this long is closed, so idle clients
 *                      cannot hold every worker
 */
public record ControlConfig(String socket, int workers, int maxLineBytes, long sayTimeoutMs, long idleTimeoutMs) {
    public static ControlConfig defaults() {
        return new ControlConfig("", 4, 64 * 1024, 180_000, 30_000);
    }

    public ControlConfig {
        if (workers < 1 || maxLineBytes < 64 || sayTimeoutMs < 1 || idleTimeoutMs < 1) {
            throw new IllegalArgumentException("control: workers >= 1, max_line_bytes >= 64, timeouts > 0");
        }
    }

    public Path socketPath(Map<String, String> env, Path workspace) {
        return socket == null || socket.isBlank() ? RuntimeDirs.socket(env, workspace) : Path.of(socket);
    }

    /** Where a client ({@code homebot status}, {@code say}) connects: the configured path, else {@link RuntimeDirs#clientSocket}. */
    public Path clientSocketPath(Map<String, String> env, Path workspace) {
        return socket == null || socket.isBlank() ? RuntimeDirs.clientSocket(env, workspace) : Path.of(socket);
    }
}
