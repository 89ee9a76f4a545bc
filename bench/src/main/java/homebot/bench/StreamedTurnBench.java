package homebot.bench;

import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.config.ConfigLoader;
import homebot.skills.api.Utterance;
import homebot.turn.ReplySink;
import homebot.turn.TurnReply;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockResponseBody;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import okio.BufferedSink;

/**
 * The daemon's own latency on a streamed LLM turn, as a plain command (not JMH: it needs timestamps taken on
 * two threads). A MockWebServer streams an OpenAI-style SSE answer one token per {@code tokenMs}; the server's
 * streaming thread records {@link System#nanoTime()} just before writing and flushing (a) the token that ends the first
 * sentence and (b) the final token (with finish_reason, usage and [DONE] in the same write, so the client can
 * know the stream ended). The reply sink records when it receives the first sentence and when
 * {@code finished} (dialogue_state applied) is called. Both clocks are the same monotonic clock of one JVM.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar homebot.bench.StreamedTurnBench [turns=200] [warmup=50] [tokenMs=15]}
 */
public final class StreamedTurnBench {
    static final List<String> TOKENS = List.of("番茄", "炒蛋", "很", "简单", "。", "先", "把", "鸡蛋", "打散", "，",
            "再", "炒", "番茄", "。", "要", "我", "一步步", "带", "你", "做", "吗", "？", "<state>WAITING</state>");
    static final int FIRST_SENTENCE_END = 4;

    private final long tokenNanos;
    private volatile long firstSentenceSentAt;
    private volatile long finalTokenSentAt;

    StreamedTurnBench(long tokenMs) {
        this.tokenNanos = TimeUnit.MILLISECONDS.toNanos(tokenMs);
    }

    public static void main(String[] args) throws Exception {
        int turns = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        int warmup = args.length > 1 ? Integer.parseInt(args[1]) : 50;
        long tokenMs = args.length > 2 ? Long.parseLong(args[2]) : 15;
        new StreamedTurnBench(tokenMs).run(turns, warmup);
    }

    void run(int turns, int warmup) throws Exception {
        Path workspace = Files.createTempDirectory("homebot-bench-stream");
        try (MockWebServer server = new MockWebServer()) {
            server.setDispatcher(new Dispatcher() {
                @Override
                public MockResponse dispatch(RecordedRequest request) {
                    return new MockResponse.Builder().code(200).addHeader("Content-Type", "text/event-stream")
                            .body(new PacedBody()).build();
                }
            });
            server.start();
            Map<String, String> env = Map.of("HOMEBOT_WORKSPACE", workspace.toString(),
                    "HOMEBOT_LLM_BASE_URL", server.url("/v1").toString(), "HOMEBOT_LLM_MODEL", "bench-model");
            try (Assembly app = new Assembly(new ConfigLoader(Schema.create(), env::get).load(Optional.empty()),
                    Clock.systemDefaultZone())) {
                double[] sentence = new double[turns];
                double[] finished = new double[turns];
                for (int i = -warmup; i < turns; i++) {
                    Timing t = new Timing();
                    // A fresh chat per 20 turns keeps the normal-mode history (and the request) a realistic size.
                    TurnReply reply = app.pipeline().run(new Utterance("番茄炒蛋怎么做", "bench",
                            "bench-" + Math.floorDiv(i, 20), "guest"), t);
                    if (!"agent".equals(reply.source()) || t.firstSentenceAt == 0 || t.finishedAt == 0) {
                        throw new IllegalStateException("not a streamed agent turn: " + reply);
                    }
                    if (i >= 0) {
                        sentence[i] = (t.firstSentenceAt - firstSentenceSentAt) / 1e3;
                        finished[i] = (t.finishedAt - finalTokenSentAt) / 1e3;
                    }
                }
                System.out.println(new Distribution("stream.first-sentence-to-sink", sentence).line());
                System.out.println(new Distribution("stream.final-token-to-finished", finished).line());
            }
        }
    }

    private static final class Timing implements ReplySink {
        volatile long firstSentenceAt;
        volatile long finishedAt;

        @Override
        public void sentence(String s) {
            if (firstSentenceAt == 0) {
                firstSentenceAt = System.nanoTime();
            }
        }

        @Override
        public void finished(TurnReply reply) {
            finishedAt = System.nanoTime();
        }
    }

    /** One token per tokenNanos, timestamps taken on the server's streaming thread just before each write. */
    private final class PacedBody implements MockResponseBody {
        @Override
        public long getContentLength() {
            return -1;
        }

        @Override
        public void writeTo(BufferedSink sink) throws IOException {
            long next = System.nanoTime();
            for (int i = 0; i < TOKENS.size(); i++) {
                next += tokenNanos;
                while (System.nanoTime() < next) {
                    LockSupport.parkNanos(next - System.nanoTime());
                }
                boolean last = i == TOKENS.size() - 1;
                String chunk = delta(TOKENS.get(i)) + (last ? finish() : "");
                byte[] bytes = chunk.getBytes(StandardCharsets.UTF_8);
                // Taken just before the write: the client may process the chunk before flush() returns here.
                long sent = System.nanoTime();
                sink.write(bytes);
                sink.flush();
                if (i == FIRST_SENTENCE_END) {
                    firstSentenceSentAt = sent;
                }
                if (last) {
                    finalTokenSentAt = sent;
                }
            }
        }
    }

    static String delta(String content) {
        return "data: {\"id\":\"c\",\"object\":\"chat.completion.chunk\",\"choices\":[{\"index\":0,\"finish_reason\":null,"
                + "\"delta\":{\"content\":\"" + content + "\"}}]}\n\n";
    }

    static String finish() {
        return "data: {\"id\":\"c\",\"object\":\"chat.completion.chunk\",\"choices\":[{\"index\":0,\"finish_reason\":\"stop\","
                + "\"delta\":{}}]}\n\n"
                + "data: {\"id\":\"c\",\"object\":\"chat.completion.chunk\",\"choices\":[],\"usage\":{\"prompt_tokens\":50,"
                + "\"completion_tokens\":23,\"total_tokens\":73}}\n\n"
                + "data: [DONE]\n\n";
    }
}
