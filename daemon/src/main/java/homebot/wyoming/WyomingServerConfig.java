package homebot.wyoming;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;

/**
 * YAML {@code wyoming_server}: homebot as a Wyoming {@code handle} service (a conversation agent for Home
 * Assistant's voice pipelines). Off by default; bound to loopback unless {@code host} says otherwise, and then
 * only the clients in {@code allow} may talk to it.
 *
 * @param enabled        open the listener
 * @param host           address to bind: {@code 127.0.0.1} (default), or the LAN address Home Assistant reaches
 * @param port           TCP port (Home Assistant's Wyoming integration asks for it)
 * @param allow          client addresses or CIDR blocks ({@code 192.168.1.10}, {@code 192.168.1.0/24}); required
 *                       when {@code host} is not loopback; loopback clients are always allowed
 * @param maxConnections connections served at once; more are closed at once
 * @param idleTimeoutMs  a connection silent this long is closed
 */
public record WyomingServerConfig(boolean enabled, String host, int port, List<String> allow, int maxConnections,
        int idleTimeoutMs) {
    public WyomingServerConfig {
        host = host == null || host.isBlank() ? "127.0.0.1" : host.strip();
        allow = allow == null ? List.of() : List.copyOf(allow);
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("wyoming_server.port must be in 1..65535: " + port);
        }
        if (maxConnections < 1 || maxConnections > 1000) {
            throw new IllegalArgumentException("wyoming_server.max_connections must be in 1..1000: " + maxConnections);
        }
        if (idleTimeoutMs < 1000) {
            throw new IllegalArgumentException("wyoming_server.idle_timeout_ms must be >= 1000: " + idleTimeoutMs);
        }
        allow.forEach(AllowList::parseEntry); // a typo is a config error now, not a refused client later
        if (enabled && !loopback(host) && allow.isEmpty()) {
            throw new IllegalArgumentException("wyoming_server.allow must list the client addresses (e.g. Home "
                    + "Assistant's) when wyoming_server.host is not loopback: " + host);
        }
    }

    public static WyomingServerConfig defaults() {
        return new WyomingServerConfig(false, "127.0.0.1", 10800, List.of(), 16, 300_000);
    }

    static boolean loopback(String host) {
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
