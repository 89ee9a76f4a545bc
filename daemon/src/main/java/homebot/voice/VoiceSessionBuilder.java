package homebot.voice;

import homebot.audio.stt.SpeechRecognizerFactory;
import homebot.audio.tts.TtsSink;
import homebot.audio.vad.Endpointer;
import homebot.audio.wake.WakeWordDetector;
import homebot.turn.TurnPipeline;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * Builds a {@link VoiceSession} from its engines. Required: source, wake detector, recognizers, endpointer, TTS
 * sink and turn pipeline. The endpointer should be built with the same trailing-silence, no-speech and
 * max-length values as the {@link VoiceConfig}. The session owns the wake detector and the endpointer (when it is
 * {@link AutoCloseable}): closing the session closes them.
 */
public final class VoiceSessionBuilder {
    VoiceConfig config = VoiceConfig.defaults();
    AudioSourceFactory sources;
    WakeWordDetector wake;
    SpeechRecognizerFactory recognizers;
    Endpointer endpointer;
    TtsSink tts;
    EarconPlayer earcons = EarconPlayer.NONE;
    TurnPipeline pipeline;
    Clock clock = Clock.systemDefaultZone();
    Pauser pauser = Pauser.SLEEP;
    Supplier<String> chatIds;
    ExpectedPhrases expected;
    final List<VoiceEventListener> listeners = new ArrayList<>();
    long maxUtteranceMs = 15_000;
    CommandCompleteness completeness = CommandCompleteness.NEVER;
    long earlyPauseMs = VoiceConfig.DEFAULT_EARLY_END_PAUSE_MS;

    VoiceSessionBuilder() {}

    public VoiceSessionBuilder config(VoiceConfig config) {
        this.config = Objects.requireNonNull(config);
        return this;
    }

    /** Opens the source at start and again after a device loss. */
    public VoiceSessionBuilder source(AudioSourceFactory sources) {
        this.sources = sources;
        return this;
    }

    public VoiceSessionBuilder wakeWordDetector(WakeWordDetector wake) {
        this.wake = wake;
        return this;
    }

    public VoiceSessionBuilder recognizers(SpeechRecognizerFactory recognizers) {
        this.recognizers = recognizers;
        return this;
    }

    public VoiceSessionBuilder endpointer(Endpointer endpointer) {
        this.endpointer = endpointer;
        return this;
    }

    public VoiceSessionBuilder tts(TtsSink tts) {
        this.tts = tts;
        return this;
    }

    public VoiceSessionBuilder earcons(EarconPlayer earcons) {
        this.earcons = Objects.requireNonNull(earcons);
        return this;
    }

    public VoiceSessionBuilder pipeline(TurnPipeline pipeline) {
        this.pipeline = pipeline;
        return this;
    }

    public VoiceSessionBuilder clock(Clock clock) {
        this.clock = Objects.requireNonNull(clock);
        return this;
    }

    /** How to wait between reopen attempts of a lost device (tests pass one that records and returns). */
    public VoiceSessionBuilder pauser(Pauser pauser) {
        this.pauser = Objects.requireNonNull(pauser);
        return this;
    }

    /** Where chat ids come from; default {@code voice-<yyyyMMdd-HHmmss>-<n>} from the clock. */
    public VoiceSessionBuilder chatIds(Supplier<String> chatIds) {
        this.chatIds = Objects.requireNonNull(chatIds);
        return this;
    }

    /** The phrases to try first when the mic opens (default: the config's command and follow-up phrases). */
    public VoiceSessionBuilder expectedPhrases(ExpectedPhrases expected) {
        this.expected = Objects.requireNonNull(expected);
        return this;
    }

    /**
     * The endpointer's maximum utterance length ({@code audio.endpointing.max_utterance_ms}): the recognizer's
     * free re-run keeps this much audio.
     */
    public VoiceSessionBuilder maxUtteranceMs(long maxUtteranceMs) {
        if (maxUtteranceMs <= 0) {
            throw new IllegalArgumentException("maxUtteranceMs must be positive");
        }
        this.maxUtteranceMs = maxUtteranceMs;
        return this;
    }

    /**
     * Ends an utterance whose running text is already a complete command after a pause of {@code pauseMs}
     * instead of the full trailing silence (default: never early).
     */
    public VoiceSessionBuilder commandCompleteness(CommandCompleteness completeness, long pauseMs) {
        if (pauseMs < 0 || pauseMs > 5000) {
            throw new IllegalArgumentException("early pause must be in [0, 5000] ms: " + pauseMs);
        }
        this.completeness = Objects.requireNonNull(completeness);
        this.earlyPauseMs = pauseMs;
        return this;
    }

    public VoiceSessionBuilder listener(VoiceEventListener listener) {
        listeners.add(Objects.requireNonNull(listener));
        return this;
    }

    public VoiceSession build() {
        Objects.requireNonNull(sources, "source");
        Objects.requireNonNull(wake, "wakeWordDetector");
        Objects.requireNonNull(recognizers, "recognizers");
        Objects.requireNonNull(endpointer, "endpointer");
        Objects.requireNonNull(tts, "tts");
        Objects.requireNonNull(pipeline, "pipeline");
        return new VoiceSession(this);
    }
}
