package homebot.app;

import com.fasterxml.jackson.databind.JsonNode;
import homebot.audio.capture.AudioDevices;
import homebot.config.HomebotConfig;
import homebot.control.ControlConfig;
import homebot.control.ControlHandler;
import homebot.control.ControlServer;
import homebot.control.SayResult;
import homebot.control.StatusReport;
import homebot.gpio.GpioConfig;
import homebot.gpio.GpioHandle;
import homebot.gpio.GpioSupport;
import homebot.gpio.HardwareControls;
import homebot.gpio.IndicatorRelay;
import homebot.gpio.IndicatorState;
import homebot.gpio.StatusDisplay;
import homebot.gpio.VoiceControls;
import homebot.skills.api.Utterance;
import homebot.systemd.Heartbeat;
import homebot.systemd.SdNotify;
import homebot.systemd.ServiceNotifier;
import homebot.systemd.Watchdog;
import homebot.turn.ReplySink;
import homebot.turn.TurnListener;
import homebot.turn.TurnReply;
import homebot.voice.Pauser;
import homebot.voice.VoiceEvent;
import homebot.voice.VoiceEventListener;
import homebot.voice.VoiceSession;
import homebot.voice.VoiceState;
import homebot.voice.WakeSource;
import java.io.InputStream;
import java.io.PrintStream;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import homebot.audio.tts.TtsSink;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import homebot.systemd.DaemonLifecycle;
import homebot.turn.Turn;
import homebot.turn.TurnReplies;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code homebot run}: the service. Wires the turn pipeline to the voice session, the scheduler's alerts, the
 * control socket, GPIO and systemd (READY=1 once everything is up, WATCHDOG=1 only while the audio loop and
 * the scheduler prove they are alive), and shuts all of it down in order on SIGTERM.
 */
public final class Daemon implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Daemon.class);

    /** How {@code run} was started: {@code input} mic|wav:FILE|stdin, {@code tts} an engine override or null. */
    public record Options(String input, String tts, boolean controlSocket) {}

    /**
     * What the daemon takes from the process around it: the service manager, the environment (WATCHDOG_USEC...)
     * and the TTS as built from the config (tests wrap it).
     */
    public record Surroundings(ServiceNotifier notifier, Map<String, String> environment, UnaryOperator<TtsSink> tts) {
        public static Surroundings real() {
            return new Surroundings(SdNotify.fromEnvironment(), System.getenv(), UnaryOperator.identity());
        }
    }

    private final HomebotConfig config;
    private final Options options;
    private final Clock clock;
    private final Instant started;
    private final ServiceNotifier notifier;
    private final Surroundings surroundings;
    private final Heartbeat audioBeat;
    private final Heartbeat schedulerBeat;
    private final Deque<String> lastErrors = new ArrayDeque<>();
    private final IndicatorRelay relay = new IndicatorRelay();
    private final StatusDisplay display = new StatusDisplay(relay);
    private final CountDownLatch stopped = new CountDownLatch(1);
    private final ScheduledExecutorService ticker = Executors.newScheduledThreadPool(1, r -> {
        Thread t = new Thread(r, "daemon-ticker");
        t.setDaemon(true);
        return t;
    });
    /**
     * Everything the daemon says on its own (timer alerts, follow-up turns, replies to {@code say} without a voice
     * session) happens here, one thing at a time: a TTS that blocks or an LLM that stalls holds this thread, never
     * the ticker that feeds the scheduler heartbeat. A follow-up turn is bounded by the turn deadline.
     */
    private final ExecutorService speech = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "daemon-speech");
        t.setDaemon(true);
        return t;
    });
    private final AtomicBoolean alertsInFlight = new AtomicBoolean();
    private final TurnReplies replies = new TurnReplies();
    private final AtomicReference<DaemonLifecycle.Phase> phase = new AtomicReference<>(DaemonLifecycle.Phase.STARTING);

    private Assembly app;
    private VoiceStack stack;
    private ControlServer control;
    private homebot.wyoming.WyomingServer wyoming;
    private GpioHandle gpio;
    private Watchdog watchdog;
    private volatile long lastAudioMs = -1;

    public Daemon(HomebotConfig config, Options options, Clock clock) {
        this(config, options, clock, Surroundings.real());
    }

    public Daemon(HomebotConfig config, Options options, Clock clock, Surroundings surroundings) {
        this.surroundings = surroundings;
        this.notifier = surroundings.notifier();
        this.config = config;
        this.options = options;
        this.clock = clock;
        this.started = clock.instant();
        this.audioBeat = new Heartbeat("audio-loop", Duration.ofSeconds(10), clock);
        this.schedulerBeat = new Heartbeat("scheduler", Duration.ofSeconds(20), clock);
    }

    /** Starts everything and returns once READY=1 has been sent. */
    public void start(InputStream stdin, PrintStream console) throws Exception {
        try {
            startParts(stdin, console);
        } catch (Exception | Error e) {
            LOG.error("start-up failed: {}", e.toString());
            close(); // what was started is stopped again, in order
            throw e;
        }
    }

    private void startParts(InputStream stdin, PrintStream console) throws Exception {
        refuseUnwritableWorkspace();
        app = new Assembly(config, clock);
        app.addTap(replies);
        List<VoiceEventListener> listeners = List.of(this::onVoiceEvent);
        // The voice loop's reopen backoff beats the heartbeat: a pulled USB mic is healed in place, not by a restart.
        Pauser pauser = d -> {
            long left = d.toMillis();
            while (left > 0) {
                audioBeat.beat();
                long slice = Math.min(left, 1000);
                Thread.sleep(slice);
                left -= slice;
            }
        };
        stack = VoiceStack.create(config, app, options.input(), options.tts(), clock, stdin, console, listeners, pauser,
                surroundings.tts());
        // The ticker drives the scheduler (runDue every 500 ms) and hands what is due to the speech thread when the
        // session is idle; the scheduler's own real-time thread would only duplicate that work.
        ticker.scheduleWithFixedDelay(this::tick, 0, 500, TimeUnit.MILLISECONDS);
        if (options.controlSocket()) {
            ControlConfig cc = config.section("control", ControlConfig.class);
            control = new ControlServer(cc.socketPath(System.getenv(), config.workspace()), new Handler(), cc);
            control.start();
        }
        wyoming = WyomingWiring.start(config, app);
        HardwareControls hw = new HardwareControls(new Controls(), display, config.language().isChinese());
        gpio = GpioSupport.start(config.section("gpio", GpioConfig.class), hw.callbacks());
        relay.attach(gpio);
        display.voiceState(IndicatorState.IDLE);
        if (stack.voice().isPresent()) {
            stack.voice().get().start();
        }
        watchdog = new Watchdog(notifier, clock);
        if (stack.voice().isPresent()) {
            watchdog.register(audioBeat);
        }
        watchdog.register(schedulerBeat);
        watchdog.start(surroundings.environment());
        lifecycle(new DaemonLifecycle.Event.Started());
        notifier.status("voice input " + stack.inputDescription());
        LOG.info("homebot ready: input {}, tts {}, control socket {}, gpio {}", stack.inputDescription(),
                stack.tts().describe(), control == null ? "off" : "on", gpio.description());
    }

    /**
     * A read-only or foreign-owned workspace would give a daemon that says "ready" but keeps no mode and
     * loses every timer: better not to start, and say why. A full disk is different: space may come back, and
     * the daemon says what it cannot save (see {@code StorageHealth}).
     */
    private void refuseUnwritableWorkspace() {
        homebot.doctor.CheckResult ws = new homebot.doctor.WorkspaceCheck(config.workspace(),
                System.getProperty("user.name", "homebot")).run();
        if (ws.status() == homebot.doctor.CheckStatus.FAIL && !homebot.doctor.WorkspaceCheck.onlyFull(ws)) {
            throw new IllegalStateException("workspace-not-writable: " + ws.message()
                    + "; homebot will not start, since no mode, timer or conversation could be saved. Fix: " + ws.fixCommand());
        }
        if (ws.status() == homebot.doctor.CheckStatus.FAIL) {
            LOG.error("storage-full: {}; starting anyway, what cannot be saved is said and retried", ws.message());
        }
    }

    /** Blocks until the file input has been processed and the last reply spoken, or until {@link #close}. */
    public void awaitEnd() throws InterruptedException {
        if (options.input().startsWith("wav:") && stack.voice().isPresent()) {
            while (!stack.voice().get().awaitFinished(Duration.ofSeconds(1))) {
                if (stopped.getCount() == 0) {
                    return;
                }
            }
            return;
        }
        stopped.await();
    }

    /**
     * The scheduler loop: fire what is due, prove the loop is alive, and hand the saying of it to the speech
     * thread. Nothing here waits for a TTS, an LLM or a turn, so the heartbeat says only that this loop runs.
     */
    private void tick() {
        try {
            app.runDue(clock.instant());
            schedulerBeat.beat();
            stack.voice().ifPresent(v -> {
                long pos = v.audioPositionMs();
                if (pos != lastAudioMs) {
                    lastAudioMs = pos;
                    audioBeat.beat();
                }
            });
            boolean idle = stack.voice().map(v -> v.state() == VoiceState.IDLE).orElse(true);
            if (idle && DaemonLifecycle.servesWork(phase.get()) && alertsInFlight.compareAndSet(false, true)) {
                speech.execute(this::sayPending);
            }
        } catch (RuntimeException e) {
            LOG.error("daemon tick failed: {}", e.toString());
        }
    }

    /** On the speech thread: what the scheduler queued, said (or thought about, for a follow-up) in order. */
    private void sayPending() {
        try {
            for (String alert : app.deliverPending()) {
                LOG.info("alert: {}", alert);
                stack.earcons().wake();
                speak(alert);
            }
        } catch (RuntimeException e) {
            LOG.error("delivering alerts failed: {}", e.toString(), e);
        } finally {
            alertsInFlight.set(false);
        }
    }

    /**
     * Speaks on the speech thread with a deadline of its own (the turn deadline): a TTS that never returns is
     * stopped then, recorded as {@code tts-timeout}, and the next thing gets said.
     */
    private void speak(String text) {
        long limit = turnDeadlineMs();
        ScheduledFuture<?> guard = ticker.schedule(() -> {
            error("tts-timeout", "speaking took longer than " + limit + " ms; stopped");
            LOG.warn("tts-timeout: speaking took longer than {} ms; stopping it ({} chars)", limit, text.length());
            stack.tts().stop();
        }, limit, TimeUnit.MILLISECONDS);
        try {
            stack.tts().speak(text);
        } catch (Exception e) {
            // Audio output failed: the words still reach the log (and the socket client, for `say`).
            error("tts-failed", e.getMessage());
            LOG.warn("could not speak, said instead in the log: {}", text);
        } finally {
            guard.cancel(false);
        }
    }

    /** Applies one lifecycle event: the pure step decides, this carries out its actions. */
    private synchronized DaemonLifecycle.Step lifecycle(DaemonLifecycle.Event event) {
        DaemonLifecycle.Step step = DaemonLifecycle.next(phase.get(), event);
        if (step.ignored()) {
            return step;
        }
        phase.set(step.to());
        LOG.info("lifecycle: {} after {}", step.to(), event);
        for (DaemonLifecycle.Action a : step.actions()) {
            switch (a) {
                case NOTIFY_READY -> notifier.ready();
                case NOTIFY_STOPPING -> notifier.stopping();
                case CLOSE_PARTS -> { } // done by close() outside the lock, in order
            }
        }
        return step;
    }

    /** STARTING, RUNNING, STOPPING or STOPPED. */
    public DaemonLifecycle.Phase phase() {
        return phase.get();
    }

    private void onVoiceEvent(homebot.voice.VoiceTrace trace) {
        display.voiceState(IndicatorState.valueOf(trace.to().name()));
        if (trace.event() instanceof VoiceEvent.StageFailed f) {
            error(f.code(), f.message());
            display.error(f.code().startsWith("audio-device"));
        } else if (trace.to() == VoiceState.LISTENING || trace.to() == VoiceState.IDLE) {
            display.error(false);
        }
    }

    private synchronized void error(String code, String message) {
        lastErrors.addFirst(clock.instant() + " " + code + ": " + message);
        while (lastErrors.size() > 10) {
            lastErrors.removeLast();
        }
    }

    /** For tests of the wiring. */
    Assembly app() {
        return app;
    }

    Heartbeat schedulerBeat() {
        return schedulerBeat;
    }

    StatusReport status() {
        List<String> devices = new ArrayList<>();
        try {
            AudioDevices.list().forEach(d -> devices.add(d.toString()));
        } catch (RuntimeException e) {
            devices.add("cannot list devices: " + e.getMessage());
        }
        String state = stack.voice().map(v -> v.state().name()).orElse("VOICE-OFF");
        // What is not saved right now comes first: it is what the operator must act on (free space, fix permissions).
        List<String> errors = new ArrayList<>(homebot.store.StorageHealth.global().problems());
        synchronized (this) {
            errors.addAll(lastErrors);
        }
        return new StatusReport(state, stack.muted(), app.modeStatus(), app.schedule().statusLines(clock.instant()),
                stack.inputDescription(), devices, errors, Duration.between(started, clock.instant()),
                BuildInfo.version());
    }

    /** The control socket: {@code say} goes through the voice session when there is one, so LEDs and turn-taking follow. */
    private final class Handler implements ControlHandler {
        @Override
        public void say(String text, Consumer<String> sentence, Consumer<SayResult> done) {
            if (!DaemonLifecycle.servesWork(phase.get())) {
                String why = config.language().isChinese() ? "homebot 正在" + (phase.get() == DaemonLifecycle.Phase.STARTING
                        ? "启动" : "停止") + "，请稍后再试。" : "homebot is " + phase.get().name().toLowerCase() + "; try again shortly.";
                done.accept(new SayResult(why, "IDLE", "daemon-not-running"));
                return;
            }
            if (stack.voice().isPresent()) {
                VoiceSession voice = stack.voice().get();
                // The reply is found by the id of the turn this text starts, not by its words: two clients saying
                // the same thing, or a spoken turn with the same words, each get their own reply.
                String turnId = Turn.newId();
                var reply = replies.expect(turnId);
                try {
                    voice.injectText(text.strip(), WakeSource.SAY, turnId);
                    // The turn itself is bounded by its deadline; this only covers a turn the session never ran.
                    TurnReply r = reply.get(turnDeadlineMs() + 30_000, TimeUnit.MILLISECONDS);
                    sentence.accept(r.text());
                    done.accept(new SayResult(r.text(), r.state().name(), r.errorCode()));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                    LOG.warn("say: turn {} gave no reply: {}", turnId, e.toString());
                } finally {
                    replies.forget(turnId);
                }
                return;
            }
            // Without a voice session the words are spoken on the speech thread: a blocking TTS delays the sound,
            // never the answer to the client, and never the next turn.
            TurnReply reply = app.pipeline().run(new Utterance(text.strip(), "say", "say-" + clock.millis(), null),
                    new ReplySink() {
                        @Override
                        public void sentence(String s) {
                            sentence.accept(s);
                            speech.execute(() -> speak(s));
                        }
                    });
            done.accept(new SayResult(reply.text(), reply.state().name(), reply.errorCode()));
        }

        @Override
        public JsonNode status() {
            return Daemon.this.status().toJson();
        }
    }

    private final class Controls implements VoiceControls {
        @Override
        public void pressButton() {
            stack.voice().ifPresent(VoiceSession::pressButton);
        }

        @Override
        public void microphoneOpen(boolean open) {
            stack.setMuted(!open);
        }

        @Override
        public void announce(String text) {
            speech.execute(() -> speak(text));
        }
    }

    /** SIGTERM: tell systemd, stop taking input, let the current turn end, flush, exit within a few seconds. */
    @Override
    public void close() {
        if (lifecycle(new DaemonLifecycle.Event.StopRequested("close")).ignored()) {
            return; // already stopping or stopped
        }
        LOG.info("homebot stopping");
        if (control != null) {
            control.close();
        }
        if (wyoming != null) {
            wyoming.close();
        }
        if (stack != null) {
            stack.close();
        }
        if (gpio != null) {
            gpio.close();
        }
        ticker.shutdownNow();
        speech.shutdownNow();
        if (watchdog != null) {
            watchdog.close();
        }
        if (app != null) {
            app.close();
        }
        lifecycle(new DaemonLifecycle.Event.Stopped());
        LOG.info("homebot stopped");
        stopped.countDown();
    }

    private long turnDeadlineMs() {
        return config.section("agent", homebot.agent.AgentConfig.class).turnDeadlineMs();
    }
}
