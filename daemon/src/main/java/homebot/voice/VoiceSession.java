package homebot.voice;

import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The voice session runner: the one place that applies {@link VoiceTransitions}. Events arrive from the audio
 * thread, the turn thread, the speech thread and the public inputs; each is run through the pure transition
 * function under one lock, its effects are applied (none of them blocks), and every listener sees it.
 *
 * <p>Threads: {@code voice-audio} reads the source ({@link AudioLoop}), {@code voice-turn} runs turns
 * ({@link TurnRunner}), {@code voice-speech} speaks ({@link SpeechQueue}). Build with {@link #builder()}.
 */
public final class VoiceSession implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(VoiceSession.class);

    private final VoiceTransitions transitions;
    private final Clock clock;
    private final List<VoiceEventListener> listeners;
    private final Supplier<String> chatIds;
    private final AudioLoop audio;
    private final TurnRunner turns;
    private final SpeechQueue speech;
    private final Object lock = new Object();
    private final ArrayDeque<VoiceEvent> pending = new ArrayDeque<>();
    private final Thread audioThread;
    /** Owned: closed with the session, once the audio thread that feeds them has ended. */
    private final homebot.audio.wake.WakeWordDetector wake;
    private final homebot.audio.vad.Endpointer endpointer;

    private boolean draining;
    private volatile VoiceState state = VoiceState.IDLE;
    private volatile String chatId;
    private volatile boolean finished;

    VoiceSession(VoiceSessionBuilder b) {
        VoiceConfig config = b.config;
        this.transitions = new VoiceTransitions(config);
        this.wake = b.wake;
        this.endpointer = b.endpointer;
        this.clock = b.clock;
        // Every event is logged on one line whatever else listens.
        this.listeners = Stream.concat(Stream.of(new LoggingVoiceEventListener()), b.listeners.stream()).toList();
        this.chatIds = b.chatIds != null ? b.chatIds : new ChatIds(b.clock);
        this.turns = new TurnRunner(b.pipeline, this::dispatchIf, this::wakeWaiters);
        this.speech = new SpeechQueue(b.tts, b.earcons, this::dispatchIf);
        Phrases phrases = new Phrases(b.recognizers);
        // The free re-run needs the whole utterance, which may start late in the follow-up window.
        long keep = config.followUpWindowMs() + b.maxUtteranceMs + 1000;
        ListeningStage listening = new ListeningStage(b.recognizers, b.endpointer, phrases, keep, b.completeness,
                b.earlyPauseMs);
        // The listening stage's endpointer is free while homebot speaks: a trained one gates the stop check.
        StopPhraseListener stop = new StopPhraseListener(b.recognizers, phrases.known(config.allStopWords()),
                new BargeInGate(b.endpointer, 300));
        this.audio = new AudioLoop(this, b.sources, b.wake, listening, stop, b.pauser, config,
                b.expected != null ? b.expected : ExpectedPhrases.fromConfig(config));
        this.audioThread = new Thread(this::runAudio, "voice-audio");
        this.audioThread.setDaemon(true);
    }

    public static VoiceSessionBuilder builder() {
        return new VoiceSessionBuilder();
    }

    /** Opens the audio source (an IOException here is a bad input: a missing file, no device) and starts. */
    public void start() throws IOException {
        audio.open();
        speech.start();
        audioThread.start();
    }

    /** Push-to-talk: opens a session (or barges in) exactly as the wake word does. Safe from any thread. */
    public void pressButton() {
        dispatch(new VoiceEvent.WakeDetected("", WakeSource.BUTTON));
    }

    /** {@code homebot say}: the text skips speech recognition and goes straight to the turn; the reply is spoken. */
    public void injectText(String text) {
        injectText(text, WakeSource.SAY);
    }

    /** Text from {@code source} (SAY or CONSOLE) opens a session, or interrupts the one running, with these words. */
    public void injectText(String text, WakeSource source) {
        injectText(text, source, null);
    }

    /**
     * As {@link #injectText(String, WakeSource)}, and the turn these words start gets {@code turnId}, so a caller
     * waiting for the reply finds it by id (see {@code homebot.turn.Turn}); null for a fresh id.
     */
    public void injectText(String text, WakeSource source, String turnId) {
        if (!source.bringsText()) {
            throw new IllegalArgumentException("text comes from SAY or CONSOLE, not " + source);
        }
        dispatchAll(List.of(new VoiceEvent.WakeDetected("", source),
                new VoiceEvent.TranscriptReady(Objects.requireNonNull(text, "text"), source.channel(), turnId)));
    }

    /** Ends the current reply or listening, as a spoken "stop" does (control socket, a local intent). */
    public void requestStop() {
        dispatch(new VoiceEvent.StopRequested(""));
    }

    public VoiceState state() {
        return state;
    }

    /** The chat_id of the session in progress, or null when IDLE. */
    public String chatId() {
        return chatId;
    }

    /** Milliseconds of audio read so far. */
    public long audioPositionMs() {
        return audio.positionMs();
    }

    /** True once a finite source has ended and its last reply has been spoken (or the session was closed). */
    public boolean awaitFinished(Duration timeout) throws InterruptedException {
        audioThread.join(Math.max(1, timeout.toMillis()));
        return !audioThread.isAlive();
    }

    @Override
    public void close() {
        finished = true;
        audio.close();
        audioThread.interrupt(); // ends a backoff pause; a blocked read was ended by closing the source
        wakeWaiters();
        try {
            audioThread.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        speech.close();
        turns.close();
        if (!audioThread.isAlive()) {
            // ONNX sessions (openWakeWord, Silero) hold native memory; a thread still inside them keeps them
            closeQuietly(wake);
            if (endpointer instanceof AutoCloseable c) {
                closeQuietly(c);
            }
        }
    }

    private static void closeQuietly(AutoCloseable c) {
        try {
            c.close();
        } catch (Exception e) {
            LOG.warn("code=voice-close-failed {}", e.toString());
        }
    }

    void dispatch(VoiceEvent event) {
        dispatchAll(List.of(event));
    }

    void dispatchAll(List<VoiceEvent> events) {
        synchronized (lock) {
            pending.addAll(events);
            drain();
        }
    }

    /** For the worker threads: {@code stillCurrent} is checked under the lock (see {@link EventSink}). */
    private void dispatchIf(BooleanSupplier stillCurrent, VoiceEvent event) {
        synchronized (lock) {
            if (stillCurrent.getAsBoolean()) {
                pending.add(event);
                drain();
            }
        }
    }

    /** The audio thread at the end of input: waits until no reply is left to make or speak. */
    void awaitQuiet(BooleanSupplier abandon) {
        try {
            synchronized (lock) {
                while (!abandon.getAsBoolean() && !finished) {
                    if (state == VoiceState.WAITING || state == VoiceState.LISTENING) {
                        // No audio will come: a follow-up question (or a button press) cannot be answered.
                        pending.add(new VoiceEvent.InputEnded());
                        drain();
                    } else if (state == VoiceState.IDLE && !turns.busy()) {
                        break;
                    } else {
                        lock.wait(); // woken by every event and by the end of every turn
                    }
                }
            }
            speech.awaitIdle(60_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void wakeWaiters() {
        synchronized (lock) {
            lock.notifyAll();
        }
    }

    private void drain() {
        if (draining) {
            return; // an effect raised an event: it runs after the current one, in order
        }
        draining = true;
        try {
            VoiceEvent e;
            while ((e = pending.poll()) != null) {
                step(e);
            }
        } finally {
            draining = false;
            lock.notifyAll();
        }
    }

    private void step(VoiceEvent event) {
        VoiceState from = state;
        Transition t = transitions.apply(from, event);
        state = t.state();
        for (Effect effect : t.effects()) {
            apply(effect);
        }
        VoiceTrace trace = new VoiceTrace(clock.instant(), audio.positionMs(), chatId, from, event, t.state(),
                t.effects(), t.ignored());
        if (t.state() == VoiceState.IDLE) {
            chatId = null;
        }
        for (VoiceEventListener l : listeners) {
            try {
                l.onEvent(trace);
            } catch (RuntimeException e) {
                LOG.error("voice event listener {} failed: {}", l.getClass().getSimpleName(), e.toString(), e);
            }
        }
    }

    private void apply(Effect effect) {
        if (effect instanceof Effect.NewSession) {
            chatId = chatIds.get();
        } else if (effect instanceof Effect.StartListening s) {
            audio.command(new AudioCommand.Start(s.vocabulary()));
        } else if (effect instanceof Effect.StopListening) {
            audio.command(new AudioCommand.Stop());
        } else if (effect instanceof Effect.OpenFollowUpWindow w) {
            audio.command(new AudioCommand.Window(w.millis()));
        } else if (effect instanceof Effect.RunTurn r) {
            turns.submit(r.text(), r.channel(), chatId, r.turnId());
        } else if (effect instanceof Effect.CancelTurn) {
            turns.cancel();
        } else if (effect instanceof Effect.Speak s) {
            speech.speak(s.sentence());
        } else if (effect instanceof Effect.EndReply e) {
            speech.endReply(e.next());
        } else if (effect instanceof Effect.StopPlayback) {
            speech.stop();
        } else if (effect instanceof Effect.PlayEarcon p) {
            speech.earcon(p.earcon());
        }
    }

    private void runAudio() {
        try {
            audio.run();
        } catch (RuntimeException e) {
            LOG.error("voice audio loop failed: {}", e.toString(), e);
        }
    }
}
