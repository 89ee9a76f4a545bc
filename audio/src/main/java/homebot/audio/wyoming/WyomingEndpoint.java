package homebot.audio.wyoming;

import java.net.URI;

/** Where a Wyoming server listens: {@code tcp://host:port}. */
public record WyomingEndpoint(String host, int port) {
    public WyomingEndpoint {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("a Wyoming uri needs a host");
        }
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("a Wyoming uri needs a port in 1..65535: " + port);
        }
    }

    /** @throws IllegalArgumentException naming the expected form */
    public static WyomingEndpoint parse(String uri) {
        if (uri == null || uri.isBlank()) {
            throw new IllegalArgumentException("no Wyoming uri: expected tcp://host:port");
        }
        URI u;
        try {
            u = URI.create(uri.strip());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("bad Wyoming uri '" + uri + "': expected tcp://host:port", e);
        }
        if (!"tcp".equals(u.getScheme()) || u.getHost() == null || u.getPort() < 0) {
            throw new IllegalArgumentException("bad Wyoming uri '" + uri + "': expected tcp://host:port");
        }
        return new WyomingEndpoint(u.getHost(), u.getPort());
    }

    @Override
    public String toString() {
        return "tcp://" + host + ":" + port;
    }
}
