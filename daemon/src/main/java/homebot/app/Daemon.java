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
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
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

    private final HomebotConfig config;
    private final Options options;
    private final Clock clock;
    private final Instant started;
    private final ServiceNotifier notifier = SdNotify.fromEnvironment();
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

    private Assembly app;
    private VoiceStack stack;
    private ControlServer control;
    private GpioHandle gpio;
    private Watchdog watchdog;
    private volatile long lastAudioMs = -1;

    public Daemon(HomebotConfig config, Options options, Clock clock) {
        this.config = config;
        this.options = options;
        this.clock = clock;
        this.started = clock.instant();
        this.audioBeat = new Heartbeat("audio-loop", Duration.ofSeconds(10), clock);
        this.schedulerBeat = new Heartbeat("scheduler", Duration.ofSeconds(20), clock);
    }

    /** Starts everything and returns once READY=1 has been sent. */
    public void start(InputStream stdin, PrintStream console) throws Exception {
        app = new Assembly(config, clock, true);
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
        stack = VoiceStack.create(config, app, options.input(), options.tts(), clock, stdin, console, listeners, pauser);
        // The ticker drives the scheduler (runDue every 500 ms) and speaks what is due when the session is idle;
        // the scheduler's own real-time thread would only duplicate that work.
        ticker.scheduleWithFixedDelay(this::tick, 0, 500, TimeUnit.MILLISECONDS);
        if (options.controlSocket()) {
            ControlConfig cc = config.section("control", ControlConfig.class);
            control = new ControlServer(cc.socketPath(System.getenv(), config.workspace()), new Handler(), cc);
            control.start();
        }
        app.household().ifPresent(h -> {
            h.voiceState(stack.voice().map(v -> v.state().name()).orElse("VOICE-OFF"));
            h.muteControl(m -> {
                stack.setMuted(m);
                h.muted(m);
            });
        });
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
        watchdog.start(System.getenv());
        notifier.ready();
        notifier.status("voice input " + stack.inputDescription());
        LOG.info("homebot ready: input {}, tts {}, control socket {}, gpio {}", stack.inputDescription(),
                stack.tts().describe(), control == null ? "off" : "on", gpio.description());
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

    private void tick() {
        try {
            schedulerBeat.beat();
            stack.voice().ifPresent(v -> {
                long pos = v.audioPositionMs();
                if (pos != lastAudioMs) {
                    lastAudioMs = pos;
                    audioBeat.beat();
                }
            });
            boolean idle = stack.voice().map(v -> v.state() == VoiceState.IDLE).orElse(true);
            if (idle) {
                for (String alert : app.drainAlerts()) {
                    LOG.info("alert: {}", alert);
                    stack.earcons().wake();
                    speak(alert);
                }
            }
        } catch (RuntimeException e) {
            LOG.error("daemon tick failed: {}", e.toString());
        }
    }

    private void speak(String text) {
        try {
            stack.tts().speak(text);
        } catch (Exception e) {
            // Audio output failed: the words still reach the log (and the socket client, for `say`).
            error("tts-failed", e.getMessage());
            LOG.warn("could not speak, said instead in the log: {}", text);
        }
    }

    private void onVoiceEvent(homebot.voice.VoiceTrace trace) {
        display.voiceState(IndicatorState.valueOf(trace.to().name()));
        if (app != null) {
            app.household().ifPresent(h -> h.voiceState(trace.to().name()));
        }
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

    StatusReport status() {
        List<String> devices = new ArrayList<>();
        try {
            AudioDevices.list().forEach(d -> devices.add(d.toString()));
        } catch (RuntimeException e) {
            devices.add("cannot list devices: " + e.getMessage());
        }
        String state = stack.voice().map(v -> v.state().name()).orElse("VOICE-OFF");
        List<String> errors;
        synchronized (this) {
            errors = List.copyOf(lastErrors);
        }
        return new StatusReport(state, stack.muted(), app.modeStatus(), app.schedule().statusLines(clock.instant()),
                stack.inputDescription(), devices, errors, Duration.between(started, clock.instant()),
                BuildInfo.version());
    }

    /** The control socket: {@code say} goes through the voice session when there is one, so LEDs and turn-taking follow. */
    private final class Handler implements ControlHandler {
        @Override
        public void say(String text, Consumer<String> sentence, Consumer<SayResult> done) {
            if (stack.voice().isPresent()) {
                VoiceSession voice = stack.voice().get();
                CountDownLatch replied = new CountDownLatch(1);
                TurnListener tap = new TurnListener() {
                    @Override
                    public void afterTurn(Utterance u, TurnReply reply) {
                        if (u.channel().equals(WakeSource.SAY.channel()) && u.text().equals(text.strip())) {
                            sentence.accept(reply.text());
                            done.accept(new SayResult(reply.text(), reply.state().name(), reply.errorCode()));
                            replied.countDown();
                        }
                    }
                };
                app.addTap(tap);
                try {
                    voice.injectText(text.strip(), WakeSource.SAY);
                    replied.await(3, TimeUnit.MINUTES);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } finally {
                    app.removeTap(tap);
                }
                return;
            }
            TurnReply reply = app.pipeline().run(new Utterance(text.strip(), "say", "say-" + clock.millis(), null),
                    new ReplySink() {
                        @Override
                        public void sentence(String s) {
                            sentence.accept(s);
                            speak(s);
                        }
                    });
            done.accept(new SayResult(reply.text(), reply.state().name(), reply.errorCode()));
        }

        @Override
        public JsonNode status() {
            com.fasterxml.jackson.databind.node.ObjectNode json = Daemon.this.status().toJson();
            // `homebot status --household` prints these lines; an older client ignores the field.
            app.household().ifPresent(h -> {
                com.fasterxml.jackson.databind.node.ArrayNode lines = json.putArray("household");
                h.statusLines().forEach(lines::add);
            });
            return json;
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
            app.household().ifPresent(h -> h.muted(!open));
        }

        @Override
        public void announce(String text) {
            speak(text);
        }
    }

    /** SIGTERM: tell systemd, stop taking input, let the current turn end, flush, exit within a few seconds. */
    @Override
    public void close() {
        notifier.stopping();
        LOG.info("homebot stopping");
        if (control != null) {
            control.close();
        }
        if (stack != null) {
            stack.close();
        }
        if (gpio != null) {
            gpio.close();
        }
        ticker.shutdownNow();
        if (watchdog != null) {
            watchdog.close();
        }
        if (app != null) {
            app.close();
        }
        LOG.info("homebot stopped");
        stopped.countDown();
    }
}
