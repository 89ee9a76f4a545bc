package homebot.bench;

import com.fasterxml.jackson.databind.node.ObjectNode;
import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.audio.stt.SpeechRecognizer;
import homebot.audio.wyoming.Asr;
import homebot.audio.wyoming.FrameLimits;
import homebot.audio.wyoming.Handle;
import homebot.audio.wyoming.WyomingConnection;
import homebot.audio.wyoming.WyomingEndpoint;
import homebot.audio.wyoming.WyomingMessage;
import homebot.audio.wyoming.WyomingRecognizerFactory;
import homebot.config.ConfigLoader;
import homebot.skills.api.Utterance;
import homebot.turn.ReplySink;
import homebot.wyoming.WyomingServer;
import homebot.wyoming.WyomingServerConfig;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/**
 * What the Wyoming hop costs on loopback, and how many handle sessions the server carries at once.
 *
 * <ol>
 *   <li>{@code wyoming.asr-hop}: a 1 s utterance streamed to a stub ASR server that answers the moment
 *       {@code audio-stop} arrives; timed from {@code finish()} to the transcript: pure protocol and network cost.
 *   <li>{@code wyoming.handle-direct} vs {@code wyoming.handle-hop}: the same local-intent turn called in
 *       process and sent as a {@code transcript} to homebot's handle service, timed to {@code handled-stop}.
 *   <li>{@code wyoming.capacity.N}: N clients at once, each looping turns for {@code seconds}, answered by the
 *       agent with a stub LLM (MockWebServer streaming a two-sentence answer at once); per-turn latency.
 * </ol>
 *
 * <p>{@code java -cp bench/target/benchmarks.jar homebot.bench.WyomingBench [turns=500] [seconds=10]}
 */
public final class WyomingBench {
    public static void main(String[] args) throws Exception {
        int turns = args.length > 0 ? Integer.parseInt(args[0]) : 500;
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        asrHop(turns);
        handleHop(turns);
        capacity(seconds);
    }

    private static int freePort() throws Exception {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    static void asrHop(int turns) throws Exception {
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Thread t = new Thread(() -> {
                while (!server.isClosed()) {
                    try (Socket s = server.accept(); WyomingConnection c = new WyomingConnection(s, FrameLimits.defaults())) {
                        Optional<WyomingMessage> m;
                        while ((m = c.receive()).isPresent()) {
                            if (m.get() instanceof homebot.audio.wyoming.Audio.AudioStop) {
                                c.send(new Asr.Transcript("下一步"));
                            }
                        }
                    } catch (Exception e) {
                        // next connection
                    }
                }
            }, "stub-asr");
            t.setDaemon(true);
            t.start();
            var factory = new WyomingRecognizerFactory(new WyomingEndpoint("127.0.0.1", server.getLocalPort()), "", "zh",
                    Duration.ofSeconds(2), Duration.ofSeconds(5));
            short[] chunk = new short[1600];
            int warmup = Math.max(50, turns / 5);
            double[] micros = new double[turns];
            for (int i = -warmup; i < turns; i++) {
                try (SpeechRecognizer r = factory.open()) {
                    for (int k = 0; k < 10; k++) {
                        r.accept(chunk, chunk.length);
                    }
                    long t0 = System.nanoTime();
                    String text = r.finish().text();
                    long t1 = System.nanoTime();
                    if (!text.equals("下一步")) {
                        throw new IllegalStateException("stub answered " + text);
                    }
                    if (i >= 0) {
                        micros[i] = (t1 - t0) / 1e3;
                    }
                }
            }
            System.out.println(new Distribution("wyoming.asr-hop", micros).line());
        }
    }

    static void handleHop(int turns) throws Exception {
        Path workspace = Files.createTempDirectory("homebot-bench-wyoming");
        Map<String, String> env = Map.of("HOMEBOT_WORKSPACE", workspace.toString(), "HOMEBOT_LANGUAGE", "en-US");
        try (Assembly app = new Assembly(new ConfigLoader(Schema.create(), env::get).load(Optional.empty()),
                Clock.systemDefaultZone());
             WyomingServer server = new WyomingServer(new WyomingServerConfig(true, "127.0.0.1", freePort(), List.of(), 4,
                     60_000), app.pipeline(), app.schedule().scheduler(), List.of("en"), "bench")) {
            server.start();
            int warmup = Math.max(50, turns / 5);
            double[] direct = new double[turns];
            for (int i = -warmup; i < turns; i++) {
                long t0 = System.nanoTime();
                app.pipeline().run(new Utterance("what time is it", "bench", "bench-direct", "guest"), ReplySink.NONE);
                if (i >= 0) {
                    direct[i] = (System.nanoTime() - t0) / 1e3;
                }
            }
            double[] hop = new double[turns];
            try (WyomingConnection c = connect(server)) {
                for (int i = -warmup; i < turns; i++) {
                    long t0 = System.nanoTime();
                    turn(c, "what time is it", null);
                    if (i >= 0) {
                        hop[i] = (System.nanoTime() - t0) / 1e3;
                    }
                }
            }
            Distribution d = new Distribution("wyoming.handle-direct", direct);
            Distribution h = new Distribution("wyoming.handle-hop", hop);
            System.out.println(d.line());
            System.out.println(h.line());
            System.out.println(String.format(Locale.ROOT, "RESULT wyoming.handle-added median=%.3fms p99=%.3fms",
                    (h.median() - d.median()) / 1000, (h.percentile(99) - d.percentile(99)) / 1000));
        }
    }

    static void capacity(int seconds) throws Exception {
        Path workspace = Files.createTempDirectory("homebot-bench-wyoming-cap");
        try (MockWebServer llm = new MockWebServer()) {
            llm.setDispatcher(new Dispatcher() {
                @Override
                public MockResponse dispatch(RecordedRequest request) {
                    return new MockResponse.Builder().code(200).addHeader("Content-Type", "text/event-stream")
                            .body(StreamedTurnBench.delta("先把鸡蛋打散。") + StreamedTurnBench.delta("再炒番茄。")
                                    + StreamedTurnBench.delta("<state>IDLE</state>") + StreamedTurnBench.finish())
                            .build();
                }
            });
            llm.start();
            Map<String, String> env = Map.of("HOMEBOT_WORKSPACE", workspace.toString(),
                    "HOMEBOT_LLM_BASE_URL", llm.url("/v1").toString(), "HOMEBOT_LLM_MODEL", "bench-model");
            try (Assembly app = new Assembly(new ConfigLoader(Schema.create(), env::get).load(Optional.empty()),
                    Clock.systemDefaultZone());
                 WyomingServer server = new WyomingServer(new WyomingServerConfig(true, "127.0.0.1", freePort(), List.of(),
                         64, 60_000), app.pipeline(), app.schedule().scheduler(), List.of("zh"), "bench")) {
                server.start();
                runClients(server, 1, 3); // warm-up
                for (int n : new int[] {1, 2, 4, 8, 16, 32}) {
                    double[] micros = runClients(server, n, seconds);
                    System.out.println(new Distribution("wyoming.capacity." + n, micros).line()
                            + String.format(Locale.ROOT, " turns_per_s=%.1f", micros.length / (double) seconds));
                }
            }
        }
    }

    private static double[] runClients(WyomingServer server, int n, int seconds) throws Exception {
        List<double[]> all = new ArrayList<>();
        List<Throwable> failures = new java.util.concurrent.CopyOnWriteArrayList<>();
        CyclicBarrier start = new CyclicBarrier(n);
        CountDownLatch done = new CountDownLatch(n);
        List<List<Double>> perClient = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            List<Double> mine = new ArrayList<>();
            perClient.add(mine);
            Thread t = new Thread(() -> {
                try (WyomingConnection c = connect(server)) {
                    start.await();
                    long end = System.nanoTime() + seconds * 1_000_000_000L;
                    ObjectNode context = null;
                    int inConversation = 0;
                    while (System.nanoTime() < end) {
                        long t0 = System.nanoTime();
                        context = turn(c, "番茄炒蛋怎么做", context);
                        mine.add((System.nanoTime() - t0) / 1e3);
                        // A fresh conversation every 10 turns keeps the request a realistic size.
                        if (++inConversation == 10) {
                            context = null;
                            inConversation = 0;
                        }
                    }
                } catch (Throwable e) {
                    failures.add(e);
                } finally {
                    done.countDown();
                }
            }, "bench-client-" + k);
            t.start();
        }
        done.await();
        if (!failures.isEmpty()) {
            throw new IllegalStateException("client failed", failures.get(0));
        }
        for (List<Double> l : perClient) {
            all.add(l.stream().mapToDouble(Double::doubleValue).toArray());
        }
        return all.stream().flatMapToDouble(java.util.Arrays::stream).toArray();
    }

    private static WyomingConnection connect(WyomingServer server) throws Exception {
        return WyomingConnection.connect(new WyomingEndpoint("127.0.0.1", server.port()), Duration.ofSeconds(2),
                Duration.ofSeconds(60));
    }

    /** One transcript → handled-stop; returns the context to send with the next turn. */
    private static ObjectNode turn(WyomingConnection c, String text, ObjectNode context) throws Exception {
        c.send(new Asr.Transcript(text, null, context));
        ObjectNode next = context;
        while (true) {
            WyomingMessage m = c.expectMore("handled-stop");
            if (m instanceof Handle.Handled h) {
                next = h.context();
            } else if (m instanceof Handle.HandledStop) {
                return next;
            }
        }
    }
}
