package homebot.audio.wake;

import java.util.List;

/**
 * YAML {@code audio.remote_wake}: a Wyoming wake-word server (openWakeWord, microWakeWord...) instead of the
 * local detector. Off while {@code uri} is empty; the local detector stays the fallback when a speech model is
 * installed.
 *
 * @param uri {@code tcp://host:10400}
 * @param names wake words to ask the server for (empty = its default)
 * @param connectTimeoutMs how long to wait for the server to accept a connection
 * @param retryAfterMs after a failure the remote is tried again after this long
 */
public record RemoteWakeConfig(String uri, List<String> names, int connectTimeoutMs, int retryAfterMs) {
    public RemoteWakeConfig {
        uri = uri == null ? "" : uri.strip();
        names = names == null ? List.of() : List.copyOf(names);
        if (connectTimeoutMs < 100 || retryAfterMs < 0) {
            throw new IllegalArgumentException("audio.remote_wake: connect_timeout_ms >= 100, retry_after_ms >= 0");
        }
    }

    public static RemoteWakeConfig defaults() {
        return new RemoteWakeConfig("", List.of(), 2_000, 30_000);
    }

    public boolean enabled() {
        return !uri.isEmpty();
    }
}
