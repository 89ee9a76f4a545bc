package homebot.llm;

import homebot.audio.Secret;

/**
 * How to reach an OpenAI-compatible chat completions server.
 *
 * @param baseUrl          e.g. {@code https://api.deepseek.com/v1}, {@code http://localhost:11434/v1}; blank = no LLM
 * @param model            model name sent with every request (omitted when blank: llama.cpp serves one model)
 * @param apiKey           bearer token; unset sends no Authorization header (Ollama, llama.cpp)
 * @param connectTimeoutMs TCP/TLS connect timeout
 * @param readTimeoutMs    longest silence between two streamed chunks (per-read idle timeout)
 * @param totalTimeoutMs   budget for one request including retries and back-off waits
 * @param maxRetries       retries after the first attempt (429, 5xx, connect failures, before any token)
 * @param retryBaseDelayMs first back-off delay; doubles each retry, with jitter
 * @param retryMaxDelayMs  cap of one back-off delay
 * @param temperature      sampling temperature, or null to leave it to the server
 */
public record LlmConfig(
        String baseUrl,
        String model,
        Secret apiKey,
        long connectTimeoutMs,
        long readTimeoutMs,
        long totalTimeoutMs,
        int maxRetries,
        long retryBaseDelayMs,
        long retryMaxDelayMs,
        Double temperature) {

    public LlmConfig {
        baseUrl = baseUrl == null ? "" : baseUrl.strip();
        model = model == null ? "" : model.strip();
        apiKey = apiKey == null ? Secret.none() : apiKey;
        requirePositive(connectTimeoutMs, "connectTimeoutMs");
        requirePositive(readTimeoutMs, "readTimeoutMs");
        requirePositive(totalTimeoutMs, "totalTimeoutMs");
        requirePositive(retryBaseDelayMs, "retryBaseDelayMs");
        requirePositive(retryMaxDelayMs, "retryMaxDelayMs");
        if (maxRetries < 0) {
            throw new IllegalArgumentException("maxRetries must be >= 0, was " + maxRetries);
        }
    }

    public static LlmConfig defaults() {
        return new LlmConfig("", "", Secret.none(), 3_000, 60_000, 120_000, 2, 500, 8_000, null);
    }

    /** Defaults pointing at {@code baseUrl}; tests and the CLI start from here. */
    public static LlmConfig of(String baseUrl, String model, Secret apiKey) {
        LlmConfig d = defaults();
        return new LlmConfig(baseUrl, model, apiKey, d.connectTimeoutMs, d.readTimeoutMs, d.totalTimeoutMs,
                d.maxRetries, d.retryBaseDelayMs, d.retryMaxDelayMs, d.temperature);
    }

    public LlmConfig withTimeouts(long connectMs, long readMs, long totalMs) {
        return new LlmConfig(baseUrl, model, apiKey, connectMs, readMs, totalMs, maxRetries, retryBaseDelayMs,
                retryMaxDelayMs, temperature);
    }

    public LlmConfig withRetries(int retries, long baseDelayMs, long maxDelayMs) {
        return new LlmConfig(baseUrl, model, apiKey, connectTimeoutMs, readTimeoutMs, totalTimeoutMs, retries,
                baseDelayMs, maxDelayMs, temperature);
    }

    /** An LLM is configured when a base URL is set; without one the daemon runs on local intents only. */
    public boolean configured() {
        return !baseUrl.isEmpty();
    }

    /** {@code {base}/chat/completions}, tolerating a trailing slash on the base URL. */
    public String completionsUrl() {
        String base = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
        return base + "/chat/completions";
    }

    private static void requirePositive(long v, String name) {
        if (v <= 0) {
            throw new IllegalArgumentException(name + " must be > 0, was " + v);
        }
    }
}
