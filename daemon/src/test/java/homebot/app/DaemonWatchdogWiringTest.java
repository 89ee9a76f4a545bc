package homebot.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.tts.TtsSink;
import homebot.config.ConfigLoader;
import homebot.config.HomebotConfig;
import homebot.control.ControlClient;
import homebot.control.SayResult;
import homebot.systemd.RecordingNotifier;
import homebot.testing.MovableClock;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real Daemon and Assembly, wired as {@code homebot run} wires them, with a watchdog that pings a recording
 * notifier: a TTS that blocks for 60 s on a timer alert and an LLM that stalls during a follow-up must not cost
 * one ping (the heartbeats say only whether each loop is alive), and the alert is still spoken. The daemon's
 * time is a movable clock; only the watchdog's and the ticker's periods are real.
 */
class DaemonWatchdogWiringTest {
    @TempDir
    Path dir;

    private final MockWebServer llm = new MockWebServer();
    private final MovableClock clock = MovableClock.kitchenEvening();
    private final RecordingNotifier notifier = new RecordingNotifier();
    private final BlockingTts tts = new BlockingTts(clock);
    private Daemon daemon;

    @AfterEach
    void stop() {
        tts.release();
        if (daemon != null) {
            daemon.close();
        }
        llm.close();
    }

    /** Blocks on the first sentence that mentions 米饭 until the daemon's clock has moved 60 s; records the rest. */
    static final class BlockingTts implements TtsSink {
        final List<String> started = new CopyOnWriteArrayList<>();
        final List<String> finished = new CopyOnWriteArrayList<>();
        private final MovableClock clock;
        private volatile boolean blocked;
        private volatile boolean released;

        BlockingTts(MovableClock clock) {
            this.clock = clock;
        }

        @Override
        public void speak(String sentence) {
            started.add(sentence);
            if (!blocked && sentence.contains("米饭")) {
                blocked = true;
                Instant until = clock.instant().plusSeconds(60);
                while (!released && clock.instant().isBefore(until)) {
                    try {
                        Thread.sleep(10);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return;
                    }
                }
            }
            finished.add(sentence);
        }

        void release() {
            released = true;
        }

        @Override
        public void stop() {}

        @Override
        public String describe() {
            return "blocking test TTS";
        }
    }

    private HomebotConfig config(long turnDeadlineMs) throws Exception {
        llm.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                // Every request stalls: nothing comes back within any deadline of this test.
                return new MockResponse.Builder().code(200).body("").headersDelay(30, TimeUnit.SECONDS).build();
            }
        });
        llm.start();
        Path yaml = dir.resolve("homebot.yaml");
        Files.writeString(yaml, "workspace: " + dir.resolve("ws") + "\n"
                + "models:\n  dir: " + dir.resolve("no-models") + "\n"
                + "agent:\n  thinking_notice_ms: 0\n  turn_deadline_ms: " + turnDeadlineMs + "\n"
                + "llm:\n  base_url: " + llm.url("/v1") + "\n  model: m\n  max_retries: 0\n");
        return new ConfigLoader(Schema.create(), Map.<String, String>of()::get).load(Optional.of(yaml));
    }

    private void start(boolean control) throws Exception {
        start(control, 3000);
    }

    private void start(boolean control, long turnDeadlineMs) throws Exception {
        daemon = new Daemon(config(turnDeadlineMs), new Daemon.Options("mic", "text", control), clock,
                new Daemon.Surroundings(notifier, Map.of("WATCHDOG_USEC", "200000"), built -> tts));
        daemon.start(new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream()));
    }

    /** Moves the daemon's clock by {@code step} once the ticker has beaten since the last move (at most 2 s real). */
    private void advanceAfterBeat(Duration step) throws InterruptedException {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(2);
        while (daemon.schedulerBeat().lastBeat().isBefore(clock.instant()) && System.nanoTime() < giveUp) {
            Thread.sleep(5);
        }
        clock.advance(step);
    }

    @Test
    @Timeout(120)
    void aTimerAlertStuckInTtsAndAStalledFollowUpNeverCostAWatchdogPingAndTheAlertIsStillSpoken() throws Exception {
        // The agent measures its deadline on the daemon's clock, which this test moves 5 s a step: a deadline
        // longer than two steps lets the follow-up reach the stalled model before daemon time runs out.
        start(false, 12_000);
        var scheduler = daemon.app().schedule().scheduler();
        scheduler.startTimer("米饭", Duration.ofSeconds(20), null);
        scheduler.addFollowUp(clock.instant().plusSeconds(20), "看看米饭好了没有", "kitchen");

        // At least 100 s of daemon time in 5 s steps, and on until the alert has been spoken to its end (the
        // follow-up turn before it may take its whole deadline on a busy machine).
        for (int i = 0; i < 80 && (i < 20 || tts.finished.stream().noneMatch(s -> s.contains("米饭"))); i++) {
            advanceAfterBeat(Duration.ofSeconds(5));
        }
        List<String> statuses = notifier.sent.stream().filter(s -> s.startsWith("STATUS=unhealthy")).toList();
        assertEquals(List.of(), statuses, "a busy TTS or LLM is not a dead loop");
        assertTrue(notifier.sent.stream().filter("WATCHDOG=1"::equals).count() > 10, "pings kept coming: " + notifier.sent);
        assertTrue(tts.started.stream().anyMatch(s -> s.contains("米饭")), "the alert reached the TTS: " + tts.started);
        assertTrue(tts.finished.stream().anyMatch(s -> s.contains("米饭")), "and was spoken to its end: " + tts.finished);
        // The follow-up turn runs on the speech thread after the alert; give it real time to reach the model.
        long until = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(20);
        while (llm.getRequestCount() < 1 && System.nanoTime() < until) {
            Thread.sleep(50);
        }
        assertTrue(llm.getRequestCount() >= 1, "the follow-up did reach the (stalled) model");
    }

    @Test
    @Timeout(60)
    void aStuckSayIsAnsweredAtItsDeadlineAndTheNextSayIsNotHeldBehindIt() throws Exception {
        start(true);
        Path socket = dir.resolve("ws/run/homebot.sock");
        SayResult stuck = new ControlClient(socket).say("给我讲个长故事", s -> {});
        assertEquals("turn-deadline", stuck.errorCode(), stuck.reply());
        assertTrue(stuck.reply().startsWith("抱歉"), stuck.reply());
        SayResult time = new ControlClient(socket).say("现在几点", s -> {});
        assertTrue(time.reply().startsWith("现在是"), time.reply());
    }

    /** Never returns from a sentence with 鸡蛋 until stopped; records everything. */
    static final class StuckTts implements TtsSink {
        final List<String> finished = new CopyOnWriteArrayList<>();
        final java.util.concurrent.CountDownLatch stopped = new java.util.concurrent.CountDownLatch(1);

        @Override
        public void speak(String sentence) {
            if (sentence.contains("鸡蛋") && stopped.getCount() > 0) {
                try {
                    stopped.await(30, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return; // cut off, not finished
            }
            finished.add(sentence);
        }

        @Override
        public void stop() {
            stopped.countDown();
        }

        @Override
        public String describe() {
            return "stuck test TTS";
        }
    }

    @Test
    @Timeout(60)
    void anAlertWhoseTtsNeverReturnsIsStoppedAtItsDeadlineAndTheNextAlertIsSpoken() throws Exception {
        StuckTts stuck = new StuckTts();
        daemon = new Daemon(config(3000), new Daemon.Options("mic", "text", false), clock,
                new Daemon.Surroundings(notifier, Map.of("WATCHDOG_USEC", "200000"), built -> stuck));
        daemon.start(new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream()));
        var scheduler = daemon.app().schedule().scheduler();
        scheduler.startTimer("鸡蛋", Duration.ofSeconds(10), null);
        scheduler.startTimer("面条", Duration.ofSeconds(15), null);
        for (int i = 0; i < 6; i++) {
            advanceAfterBeat(Duration.ofSeconds(5));
        }
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (stuck.finished.stream().noneMatch(s -> s.contains("面条")) && System.nanoTime() < giveUp) {
            Thread.sleep(20);
        }
        assertEquals(0, stuck.stopped.getCount(), "the stuck alert was stopped at its deadline");
        assertTrue(stuck.finished.stream().anyMatch(s -> s.contains("面条")), "the next alert was spoken: " + stuck.finished);
        assertTrue(daemon.status().lastErrors().stream().anyMatch(e -> e.contains("tts-timeout")), "status shows it");
    }

    @Test
    @Timeout(60)
    void theDaemonGoesThroughItsLifecycleReadyOnceAndStoppingOnceEvenWhenClosedTwice() throws Exception {
        assertEquals(homebot.systemd.DaemonLifecycle.Phase.STARTING,
                new Daemon(config(3000), new Daemon.Options("mic", "text", false), clock).phase());
        start(true);
        assertEquals(homebot.systemd.DaemonLifecycle.Phase.RUNNING, daemon.phase());
        Path socket = dir.resolve("ws/run/homebot.sock");
        assertTrue(new ControlClient(socket).say("现在几点", s -> {}).reply().startsWith("现在是"));
        daemon.close();
        daemon.close(); // a second SIGTERM, or close after the end of a file input: nothing more happens
        assertEquals(homebot.systemd.DaemonLifecycle.Phase.STOPPED, daemon.phase());
        assertEquals(1, notifier.sent.stream().filter("READY=1"::equals).count());
        assertEquals(1, notifier.sent.stream().filter("STOPPING=1"::equals).count());
        assertTrue(notifier.sent.indexOf("READY=1") < notifier.sent.indexOf("STOPPING=1"));
    }
}
