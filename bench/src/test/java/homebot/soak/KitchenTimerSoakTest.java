package homebot.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.config.ConfigLoader;
import homebot.schedule.Job;
import homebot.schedule.JobKind;
import homebot.schedule.Scheduler;
import homebot.skills.api.Timers;
import homebot.skills.api.Utterance;
import homebot.testing.MovableClock;
import homebot.turn.ReplySink;
import homebot.turn.TurnReply;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kitchen timers through the whole pipeline with the cooking skill loaded (issue 10): named and unnamed timers,
 * in and out of cooking mode, set, cancelled, ringing and acknowledged, on a clock moved 20 s a turn. After every
 * turn: it answered (a turn that has not answered after {@value #HANG_SECONDS} s is a hang), timer names are
 * unique and sayable, and a timer only disappeared if the turn cancelled it, acknowledged it, or replaced it and
 * said so. Lives in the bench module because the cooking skill is on its class path (the daemon never depends
 * on a skill). The normal suite runs {@value #DEFAULT_TURNS} turns; the full soak is
 * {@code -Dhomebot.soak.turns=10000}. Figures go to {@code target/kitchen-timer-soak.txt}.
 */
class KitchenTimerSoakTest {
    static final int DEFAULT_TURNS = 1_000;
    static final int HANG_SECONDS = 30;

    @TempDir
    Path workspace;

    @Test
    void thousandsOfTimerTurnsInAndOutOfCookingModeNeverHangLoseOrDuplicateATimer() throws Exception {
        int turns = Integer.getInteger("homebot.soak.turns", DEFAULT_TURNS);
        Stats stats = run(workspace, 42, turns);
        report(turns, stats);
        assertTrue(stats.created > turns / 10, "timers were set: " + stats);
        assertTrue(stats.alerts > 0, "timers rang: " + stats);
        assertTrue(stats.modeTurns > turns / 10, "a good share of the turns were in cooking mode: " + stats);
        assertTrue(stats.maxTimers >= 3, "several timers ran at once: " + stats);
    }

    @Test
    void manyShortRandomSequencesKeepTheSameInvariants() throws Exception {
        for (int seed = 1; seed <= 12; seed++) {
            run(Files.createDirectories(workspace.resolve("seq-" + seed)), seed, 60);
        }
    }

    /** One seeded conversation on a fresh workspace; fails on the first broken invariant. */
    private static Stats run(Path ws, long seed, int turns) throws Exception {
        MovableClock clock = new MovableClock(Instant.parse("2026-11-29T09:00:00Z"), ZoneId.of("Asia/Shanghai"));
        KitchenTimerScript script = new KitchenTimerScript(new Random(seed));
        Stats stats = new Stats();
        ExecutorService turnThread = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "soak-turn");
            t.setDaemon(true); // a hung turn must not keep the test JVM alive
            return t;
        });
        long started = System.nanoTime();
        try (Assembly app = new Assembly(new ConfigLoader(Schema.create(), Map.of("HOMEBOT_WORKSPACE", ws.toString())::get)
                .load(Optional.empty()), clock)) {
            for (int i = 0; i < turns; i++) {
                boolean ringing = app.schedule().ringing();
                KitchenTimerScript.Line line = script.next(ringing);
                String where = "seed " + seed + " turn " + i + " (" + line.text() + ")";
                Map<String, Job> before = timers(app);
                long t0 = System.nanoTime();
                Future<TurnReply> future = turnThread.submit(() -> app.pipeline().run(
                        new Utterance(line.text(), "voice", "kitchen", "cook"), ReplySink.NONE));
                TurnReply reply;
                try {
                    reply = future.get(HANG_SECONDS, TimeUnit.SECONDS);
                } catch (TimeoutException e) {
                    fail(where + ": no answer after " + HANG_SECONDS + " s; timers were " + before.values().stream()
                            .map(Job::name).toList());
                    return stats;
                }
                stats.maxTurnMs = Math.max(stats.maxTurnMs, (System.nanoTime() - t0) / 1_000_000);
                assertFalse(reply.text().isBlank(), where + ": no spoken answer");
                Map<String, Job> after = timers(app);
                check(where, line, reply.text(), before, after);
                stats.count(line.kind(), before, after, app.modes().active().isPresent());
                clock.advance(Duration.ofSeconds(20));
                stats.alerts += app.drainAlerts().size();
            }
        } finally {
            turnThread.shutdownNow();
        }
        stats.seconds = (System.nanoTime() - started) / 1e9;
        return stats;
    }

    private static Map<String, Job> timers(Assembly app) {
        return app.schedule().scheduler().jobs().stream().filter(j -> j.kind() == JobKind.TIMER)
                .collect(Collectors.toMap(Job::id, j -> j));
    }

    private static void check(String where, KitchenTimerScript.Line line, String reply, Map<String, Job> before,
                              Map<String, Job> after) {
        Set<String> keys = new HashSet<>();
        for (Job t : after.values()) {
            assertTrue(keys.add(t.name().toLowerCase(Locale.ROOT).replaceAll("\\s+", "")),
                    where + ": two timers called " + t.name() + " in " + names(after));
            assertTrue(t.name().codePointCount(0, t.name().length()) <= Timers.MAX_NAME_CHARS
                    && !t.name().matches(".*-\\d+.*"), where + ": not a name one can say: " + t.name());
        }
        assertTrue(after.size() <= Scheduler.MAX_TIMERS, where + ": " + after.size() + " timers");
        Set<String> gone = new HashSet<>(before.keySet());
        gone.removeAll(after.keySet());
        switch (line.kind()) {
            case CANCEL -> assertTrue(gone.size() <= 1, where + ": one cancel removed " + gone.size() + " timers");
            case ACK -> gone.forEach(id -> assertTrue(before.get(id).firing(),
                    where + ": acknowledging removed a timer that was not ringing: " + before.get(id).name()));
            case SET -> {
                assertTrue(gone.size() <= 1, where + ": one set removed " + gone.size() + " timers");
                if (!gone.isEmpty()) {
                    String old = before.get(gone.iterator().next()).name();
                    assertTrue(reply.contains(old) && (reply.contains("原来") || reply.contains("replaces")),
                            where + ": the " + old + " timer was replaced without saying so: " + reply);
                }
            }
            // Leaving the mode keeps the scheduler's timers; questions and steps must not touch them.
            default -> assertEquals(Set.of(), gone, where + ": timers vanished: " + gone);
        }
    }

    private static List<String> names(Map<String, Job> timers) {
        return timers.values().stream().map(Job::name).toList();
    }

    private static void report(int turns, Stats stats) throws Exception {
        String out = "kitchen-timer-soak: turns=" + turns + " " + stats + "\n";
        new PrintStream(System.out, true, StandardCharsets.UTF_8).print(out);
        Path target = Path.of("target");
        if (Files.isDirectory(target)) {
            Files.writeString(target.resolve("kitchen-timer-soak.txt"), out);
        }
    }

    private static final class Stats {
        final Map<KitchenTimerScript.Kind, Integer> kinds = new EnumMap<>(KitchenTimerScript.Kind.class);
        int created;
        int alerts;
        int modeTurns;
        int maxTimers;
        long maxTurnMs;
        double seconds;

        void count(KitchenTimerScript.Kind kind, Map<String, Job> before, Map<String, Job> after, boolean inMode) {
            kinds.merge(kind, 1, Integer::sum);
            created += (int) after.keySet().stream().filter(id -> !before.containsKey(id)).count();
            maxTimers = Math.max(maxTimers, after.size());
            modeTurns += inMode ? 1 : 0;
        }

        @Override
        public String toString() {
            return "kinds=" + kinds + " timers_created=" + created + " max_concurrent=" + maxTimers + " alerts="
                    + alerts + " turns_in_cooking_mode=" + modeTurns + " max_turn_ms=" + maxTurnMs
                    + String.format(Locale.ROOT, " wall_s=%.1f", seconds);
        }
    }
}
