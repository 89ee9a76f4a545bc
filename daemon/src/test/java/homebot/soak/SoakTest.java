package homebot.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.config.ConfigLoader;
import homebot.config.HomebotConfig;
import homebot.skills.api.Utterance;
import homebot.testing.MovableClock;
import homebot.testing.TestWorkspace;
import homebot.turn.ReplySink;
import homebot.turn.TurnReply;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Endurance: many simulated wake-ups through the session pipeline. Each turn is a text utterance (a local
 * intent, a timer, a mode command, or a question for the scripted LLM on loopback; every 50 turns a mode is
 * entered and left), the clock moves a minute per turn so timers
 * fire and get acknowledged; heap after full GC, threads and open file descriptors are sampled as it goes, and
 * every state file must be valid at the end. The normal suite runs {@value #DEFAULT_TURNS} turns; the full
 * soak is {@code -Dhomebot.soak.turns=10000}. Figures go to {@code target/soak-report.txt}.
 */
class SoakTest {
    static final int DEFAULT_TURNS = 500;
    /** Heap growth after warm-up beyond this is a leak (the real figure is printed; it is far below). */
    static final long HEAP_BOUND_BYTES = 8L * 1024 * 1024;

    @TempDir
    Path workspace;

    @Test
    void thousandsOfTurnsLeakNoHeapThreadsOrFilesAndLeaveValidState() throws Exception {
        int turns = Integer.getInteger("homebot.soak.turns", DEFAULT_TURNS);
        Random random = new Random(42);
        MovableClock clock = new MovableClock(Instant.parse("2026-11-29T02:00:00Z"), ZoneId.of("Asia/Shanghai"));
        SoakScript script = new SoakScript(random);
        List<ResourceProbe> probes = new ArrayList<>();
        Map<String, Integer> sources = new HashMap<>();
        int alerts = 0;
        int enters = 0;
        int exits = 0;
        installTestMode(workspace);
        try (MockWebServer server = new MockWebServer()) {
            server.setDispatcher(new Dispatcher() {
                @Override
                public MockResponse dispatch(RecordedRequest request) {
                    return script.llmResponse(request);
                }
            });
            server.start();
            Map<String, String> env = Map.of("HOMEBOT_WORKSPACE", workspace.toString(),
                    "HOMEBOT_LLM_BASE_URL", server.url("/v1").toString(), "HOMEBOT_LLM_MODEL", "soak-model");
            HomebotConfig config = new ConfigLoader(Schema.create(), env::get).load(Optional.empty());
            try (Assembly app = new Assembly(config, clock)) {
                int warmup = Math.min(100, turns / 5);
                for (int i = 0; i < turns; i++) {
                    if (i == warmup || (i > warmup && i % Math.max(100, turns / 20) == 0)) {
                        probes.add(ResourceProbe.take(i));
                    }
                    String text = script.utterance(i, app.schedule().ringing());
                    TurnReply reply = app.pipeline().run(new Utterance(text, "soak", "soak-" + (i / 10), "guest"),
                            ReplySink.NONE);
                    assertFalse(reply.text().isBlank(), "turn " + i + " (" + text + ") got no spoken answer");
                    sources.merge(reply.source().startsWith("intent:mode") ? reply.source()
                            : reply.source().replaceAll(":.*", ""), 1, Integer::sum);
                    enters += reply.source().equals("intent:mode-enter") ? 1 : 0;
                    exits += reply.source().equals("intent:mode-exit") ? 1 : 0;
                    clock.advance(Duration.ofMinutes(1));
                    alerts += app.drainAlerts().size();
                    while (server.takeRequest(0, TimeUnit.MILLISECONDS) != null) {
                        // MockWebServer keeps every recorded request: drained so the harness does not leak
                    }
                }
                probes.add(ResourceProbe.take(turns));
            }
        }
        StateFiles.Report state = StateFiles.check(workspace);
        ResourceProbe first = probes.get(0);
        ResourceProbe last = probes.get(probes.size() - 1);
        long maxHeap = probes.stream().mapToLong(ResourceProbe::heapAfterGcBytes).max().orElseThrow();
        report(turns, probes, sources, alerts, script, state);

        assertTrue(state.problems().isEmpty(), state.problems().toString());
        assertEquals(0, state.tornLastLines() + state.earlierTornLines(), "no turn was interrupted, so no line may be torn");
        assertEquals(0, state.leftOverTemps(), "atomic writes leave no temp files behind");
        assertTrue(alerts > 0, "timers fired during the soak");
        assertEquals((turns + 49) / 50, enters, "the mode was entered every 50 turns: " + sources);
        assertEquals((turns + 9) / 50, exits, "and left every 50 turns: " + sources);
        List<Path> sessions;
        try (var s = Files.list(workspace.resolve("modes/sessions/homework"))) {
            sessions = s.toList();
        }
        assertEquals(enters, sessions.size());
        assertTrue(sessions.stream().filter(d -> Files.exists(d.resolve("summary.md"))).count() >= exits,
                "every exited session has its summary.md");
        assertTrue(maxHeap - first.heapAfterGcBytes() < HEAP_BOUND_BYTES,
                "heap after GC grew from " + first + " to max " + maxHeap / 1048576 + " MB");
        // OkHttp keeps a few pooled threads alive for a while; a leak grows with the turn count instead.
        assertTrue(last.threads() <= first.threads() + 4, "threads: " + first + " -> " + last);
        if (first.fds() >= 0) {
            assertTrue(last.fds() <= first.fds() + 8, "file descriptors: " + first + " -> " + last);
        }
    }

    /** The prompt-only homework mode of the daemon's test resources, as a workspace skill folder. */
    private static void installTestMode(Path workspace) throws Exception {
        TestWorkspace.installSkill(workspace, SoakTest.class, "homework");
    }

    private static void report(int turns, List<ResourceProbe> probes, Map<String, Integer> sources, int alerts,
                               SoakScript script, StateFiles.Report state) throws IOException {
        StringBuilder out = new StringBuilder();
        out.append("soak: turns=").append(turns).append(" sources=").append(sources).append(" llm_requests=")
                .append(script.llmRequests()).append(" timer_alerts=").append(alerts).append('\n');
        probes.forEach(p -> out.append("  ").append(p).append('\n'));
        out.append("state: json=").append(state.jsonFiles()).append(" jsonl=").append(state.jsonlFiles())
                .append(" lines=").append(state.jsonlLines()).append(" torn=").append(state.tornLastLines())
                .append(" temps=").append(state.leftOverTemps()).append(" problems=").append(state.problems().size())
                .append('\n');
        new PrintStream(System.out, true, StandardCharsets.UTF_8).print(out);
        Path target = Path.of("target");
        if (Files.isDirectory(target)) {
            Files.writeString(target.resolve("soak-report.txt"), out.toString());
        }
    }
}
