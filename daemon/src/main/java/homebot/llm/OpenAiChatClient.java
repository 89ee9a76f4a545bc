package homebot.llm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.DoubleSupplier;
import okhttp3.Call;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.ResponseBody;
import okhttp3.sse.EventSource;
import okhttp3.sse.EventSourceListener;
import okhttp3.sse.EventSources;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@link LlmClient} for OpenAI-compatible servers (OpenAI, DeepSeek, Ollama, llama.cpp): one streamed
 * {@code POST {base}/chat/completions}, read with OkHttp's SSE reader on the calling thread so text deltas reach
 * the caller in order without a hand-over between threads.
 *
 * <p>Retries (429, 5xx, connect failures) happen only before the first token: once text was spoken, a retry
 * would speak it twice. The whole request, waits included, stays within {@link LlmConfig#totalTimeoutMs()}.
 */
public final class OpenAiChatClient implements LlmClient {
    private static final Logger LOG = LoggerFactory.getLogger(OpenAiChatClient.class);
    private static final MediaType JSON = MediaType.get("application/json; charset=utf-8");
    private static final int ERROR_BODY_LIMIT = 4096;

    private final LlmConfig config;
    private final OkHttpClient http;
    private final Sleeper sleeper;
    private final Clock clock;
    private final ObjectMapper mapper = new ObjectMapper();
    private final RequestEncoder encoder = new RequestEncoder(mapper);
    private final RetryPolicy retry;

    public OpenAiChatClient(LlmConfig config) {
        this(config, new OkHttpClient(), Sleeper.REAL, Clock.systemUTC(), () -> ThreadLocalRandom.current().nextDouble());
    }

    /** @param base shared client (connection pool, dispatcher); timeouts are set from {@code config} */
    public OpenAiChatClient(LlmConfig config, OkHttpClient base, Sleeper sleeper, Clock clock, DoubleSupplier random) {
        if (!config.configured()) {
            throw new IllegalArgumentException("no LLM base URL configured");
        }
        if (okhttp3.HttpUrl.parse(config.completionsUrl()) == null) {
            throw new IllegalArgumentException("LLM base URL is not an http(s) URL: " + config.baseUrl());
        }
        this.config = config;
        this.http = base.newBuilder()
                .connectTimeout(config.connectTimeoutMs(), TimeUnit.MILLISECONDS)
                .readTimeout(config.readTimeoutMs(), TimeUnit.MILLISECONDS)
                .writeTimeout(config.readTimeoutMs(), TimeUnit.MILLISECONDS)
                .build();
        this.sleeper = sleeper;
        this.clock = clock;
        this.retry = new RetryPolicy(config.retryBaseDelayMs(), config.retryMaxDelayMs(), random, clock);
    }

    @Override
    public LlmResponse complete(LlmRequest request, Consumer<String> onText) throws LlmException {
        try {
            return completeWithRetries(request, onText);
        } catch (LlmException e) {
            // last line of defence: quoted server text or stream fragments may echo the key
            String clean = config.apiKey().redact(e.detail());
            throw clean.equals(e.detail()) ? e : new LlmException(e.code(), clean, e.httpStatus());
        }
    }

    private LlmResponse completeWithRetries(LlmRequest request, Consumer<String> onText) throws LlmException {
        String body = encoder.encode(request, config.model(), config.temperature());
        long deadline = clock.millis() + config.totalTimeoutMs();
        for (int attempt = 0; ; attempt++) {
            try {
                return attempt(body, onText, deadline);
            } catch (Retryable r) {
                LlmException e = r.failure;
                Duration wait = retry.delay(attempt, r.retryAfter);
                if (attempt >= config.maxRetries() || clock.millis() + wait.toMillis() >= deadline) {
                    LOG.warn("llm request failed after {} attempt(s): {}", attempt + 1,
                            config.apiKey().redact(e.getMessage()));
                    throw e;
                }
                LOG.warn("llm attempt {} failed ({}), retrying in {} ms", attempt + 1, e.code(), wait.toMillis());
                try {
                    sleeper.sleep(wait);
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                    throw new LlmException(LlmException.TIMEOUT, "interrupted while waiting to retry");
                }
            }
        }
    }

    private LlmResponse attempt(String body, Consumer<String> onText, long deadline) throws LlmException, Retryable {
        long remaining = deadline - clock.millis();
        if (remaining <= 0) {
            throw new LlmException(LlmException.TIMEOUT, "no answer within " + config.totalTimeoutMs() + " ms");
        }
        Request.Builder rb = new Request.Builder()
                .url(config.completionsUrl())
                .header("Accept", "text/event-stream")
                .post(RequestBody.create(body, JSON));
        if (config.apiKey().isSet()) {
            rb.header("Authorization", "Bearer " + config.apiKey().reveal());
        }
        Call call = http.newCall(rb.build());
        call.timeout().timeout(remaining, TimeUnit.MILLISECONDS);
        Response response;
        try {
            response = call.execute();
        } catch (IOException e) {
            throw raise(beforeResponse(e, deadline));
        }
        if (!response.isSuccessful()) {
            throw raise(httpFailure(response));
        }
        return stream(ensureEventStream(response), onText, deadline);
    }

    private LlmResponse stream(Response response, Consumer<String> onText, long deadline) throws LlmException {
        StreamAssembler assembler = new StreamAssembler(mapper, onText);
        Listener listener = new Listener(assembler);
        EventSources.processResponse(response, listener); // closes the response
        if (listener.callbackError != null) {
            throw listener.callbackError; // the reply sink failed: not an LLM problem
        }
        if (listener.failure != null) {
            throw listener.failure;
        }
        if (listener.ioFailure != null && !assembler.complete()) {
            throw duringStream(listener.ioFailure, deadline);
        }
        if (!assembler.complete()) {
            throw new LlmException(LlmException.TRUNCATED_STREAM, "the stream ended without [DONE] or a finish reason");
        }
        return assembler.response();
    }

    private static LlmException raise(Exception e) throws Retryable {
        if (e instanceof Retryable r) {
            throw r;
        }
        return (LlmException) e;
    }

    private LlmException duringStream(Throwable t, long deadline) {
        if (t instanceof SocketTimeoutException) {
            return new LlmException(LlmException.TIMEOUT, "no data from the LLM for " + config.readTimeoutMs() + " ms");
        }
        if (t instanceof InterruptedIOException || clock.millis() >= deadline) {
            return new LlmException(LlmException.TIMEOUT, "no complete answer within " + config.totalTimeoutMs() + " ms");
        }
        return new LlmException(LlmException.TRUNCATED_STREAM, "the stream broke off: " + safe(t));
    }

    private Exception beforeResponse(IOException e, long deadline) {
        boolean connectTimeout = e instanceof SocketTimeoutException && String.valueOf(e.getMessage()).contains("connect");
        if (e instanceof ConnectException || e instanceof UnknownHostException || e instanceof NoRouteToHostException
                || connectTimeout) {
            return new Retryable(new LlmException(LlmException.UNREACHABLE,
                    "cannot connect to " + hostOf() + ": " + safe(e)), null);
        }
        if (e instanceof InterruptedIOException || clock.millis() >= deadline) {
            return new LlmException(LlmException.TIMEOUT, "no answer from " + hostOf() + " in time: " + safe(e));
        }
        return new Retryable(new LlmException(LlmException.UNREACHABLE,
                "connection to " + hostOf() + " failed: " + safe(e)), null);
    }

    private Exception httpFailure(Response response) {
        int status = response.code();
        String retryAfter = response.header("Retry-After");
        String message = serverMessage(response);
        response.close();
        String quoted = message.isEmpty() ? "" : ": \"" + message + "\"";
        if (status == 429) {
            return new Retryable(new LlmException(LlmException.RATE_LIMITED, "HTTP 429" + quoted, status), retryAfter);
        }
        if (status >= 500) {
            return new Retryable(new LlmException(LlmException.SERVER_ERROR, "HTTP " + status + quoted, status), retryAfter);
        }
        return new LlmException(LlmException.REJECTED, "HTTP " + status + quoted, status);
    }

    /** The server's own error message ({@code {"error":{"message":...}}} or plain text), redacted and short. */
    private String serverMessage(Response response) {
        String raw;
        try (ResponseBody b = response.body()) {
            okio.BufferedSource source = b.source();
            source.request(ERROR_BODY_LIMIT); // false when the body is shorter: then all of it is buffered
            raw = source.getBuffer().readUtf8(Math.min(ERROR_BODY_LIMIT, source.getBuffer().size()));
        } catch (IOException | RuntimeException e) {
            return "";
        }
        String msg = raw.strip();
        try {
            JsonNode n = mapper.readTree(msg);
            if (n != null && n.has("error")) {
                JsonNode err = n.get("error");
                msg = err.isObject() ? err.path("message").asText(err.toString()) : err.asText();
            } else if (n != null && n.has("message")) {
                msg = n.get("message").asText();
            }
        } catch (IOException notJson) {
            // plain-text error bodies are quoted as they are
        }
        msg = config.apiKey().redact(msg).replaceAll("\\s+", " ");
        return msg.length() > 300 ? msg.substring(0, 300) + "…" : msg;
    }

    /** Some servers label the stream {@code text/plain} or nothing; OkHttp's reader insists on event-stream. */
    private static Response ensureEventStream(Response response) {
        MediaType type = response.body().contentType();
        if (type != null && type.type().equals("text") && type.subtype().equals("event-stream")) {
            return response;
        }
        ResponseBody relabelled = ResponseBody.create(response.body().source(), MediaType.get("text/event-stream"), -1);
        return response.newBuilder().body(relabelled).build();
    }

    private String hostOf() {
        try {
            okhttp3.HttpUrl url = okhttp3.HttpUrl.get(config.completionsUrl());
            return url.host() + ":" + url.port();
        } catch (IllegalArgumentException e) {
            return "the configured base URL";
        }
    }

    private String safe(Throwable t) {
        return config.apiKey().redact(t.getClass().getSimpleName() + (t.getMessage() == null ? "" : " " + t.getMessage()));
    }

    /** A failure that may be retried, with the server's Retry-After when it sent one. */
    private static final class Retryable extends Exception {
        final LlmException failure;
        final String retryAfter;

        Retryable(LlmException failure, String retryAfter) {
            super(failure.getMessage(), null, false, false);
            this.failure = failure;
            this.retryAfter = retryAfter;
        }
    }

    private final class Listener extends EventSourceListener {
        private final StreamAssembler assembler;
        LlmException failure;
        RuntimeException callbackError;
        Throwable ioFailure;

        Listener(StreamAssembler assembler) {
            this.assembler = assembler;
        }

        @Override
        public void onEvent(EventSource source, String id, String type, String data) {
            if (assembler.done() || failure != null || callbackError != null) {
                return;
            }
            try {
                assembler.accept(data);
                if (assembler.done()) {
                    source.cancel(); // stop reading: some servers keep the connection open after [DONE]
                }
            } catch (LlmException e) {
                failure = e;
                source.cancel();
            } catch (RuntimeException e) {
                callbackError = e;
                source.cancel();
            }
        }

        @Override
        public void onFailure(EventSource source, Throwable t, Response response) {
            // OkHttp reports a cancel after [DONE] (or after our own abort) as a failure: not one
            if (assembler.done() || failure != null || callbackError != null) {
                return;
            }
            ioFailure = t;
        }
    }
}
