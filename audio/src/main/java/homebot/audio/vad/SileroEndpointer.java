package homebot.audio.vad;

import homebot.audio.capture.AudioSource;

/**
 * Endpointing by Silero VAD: each 32 ms window is speech when its probability reaches {@code threshold}, and
 * stays speech within an utterance down to {@code endThreshold} ({@code threshold - 0.15} by default, Silero's own
 * hysteresis). Start, end,
 * no-speech and maximum length follow the same rules and config as {@link EnergyEndpointer}: speech starts
 * after {@code minSpeechMs} of consecutive speech windows (reported at the first), ends at the first window of
 * a {@code trailingSilenceMs} run. Time is the number of samples seen since {@link #reset}; after a terminal
 * event the model is no longer run until reset. With {@code levelEndDb} above 0 speech also ends where the user's
 * level fell back to the background's while Silero still hears speech ({@link LevelEnd}).
 */
public final class SileroEndpointer implements Endpointer, AutoCloseable {
    static final double HOLD = 0.15;

    private enum State { WAITING, SPEECH, DONE }

    private final SpeechProbability vad;
    private final EndpointerConfig config;
    private final float threshold;
    private final float endThreshold;
    private final LevelEnd levelEnd;
    private final SpeechBandLevel band = new SpeechBandLevel();
    private final short[] window = new short[SileroVad.WINDOW];
    private int filled;
    private State state;
    private long samples;
    private long candidateStart;
    private boolean candidate;
    private long speechStart;
    private long silenceStart;
    private boolean silent;
    private float lastProbability;
    private boolean quiet;
    private long quietStart;

    public SileroEndpointer(SpeechProbability vad, EndpointerConfig config, double threshold) {
        this(vad, config, threshold, threshold - HOLD);
    }

    public SileroEndpointer(SpeechProbability vad, EndpointerConfig config, double threshold, double endThreshold) {
        this(vad, config, threshold, endThreshold, 0);
    }

    public SileroEndpointer(SpeechProbability vad, EndpointerConfig config, double threshold, double endThreshold,
                            double levelEndDb) {
        if (threshold <= HOLD || threshold >= 1) {
            throw new IllegalArgumentException("audio.endpointing.silero_threshold must be in (0.15, 1): " + threshold);
        }
        if (endThreshold <= 0 || endThreshold > threshold + 1e-6) {
            throw new IllegalArgumentException("audio.vad.end_threshold must be in (0, threshold]: " + endThreshold);
        }
        this.vad = vad;
        this.config = config;
        this.threshold = (float) threshold;
        this.endThreshold = (float) endThreshold;
        VadConfig.checkLevelEndDb(levelEndDb);
        this.levelEnd = levelEndDb > 0 ? new LevelEnd(levelEndDb) : null;
        reset();
    }

    @Override
    public void reset() {
        vad.reset();
        state = State.WAITING;
        filled = 0;
        samples = 0;
        candidate = false;
        silent = false;
        quiet = false;
        lastProbability = 0;
        band.reset();
        if (levelEnd != null) {
            levelEnd.reset();
        }
    }

    /** The speech probability of the last window (for barge-in decisions and traces). */
    public float lastProbability() {
        return lastProbability;
    }

    public boolean inSpeech() {
        return state == State.SPEECH;
    }

    @Override
    public boolean tellsSpeechFromEcho() {
        return true;
    }

    @Override
    public long pauseMillis() {
        if (state != State.SPEECH) {
            return -1;
        }
        return silent ? millis(samples - silenceStart) : 0;
    }

    @Override
    public EndpointEvent accept(short[] chunk, int count) {
        EndpointEvent result = EndpointEvent.NONE;
        int i = 0;
        while (i < count && state != State.DONE) {
            int n = Math.min(count - i, window.length - filled);
            System.arraycopy(chunk, i, window, filled, n);
            filled += n;
            i += n;
            samples += n;
            if (filled == window.length) {
                filled = 0;
                boolean atBackground = levelEnd != null
                        && levelEnd.quiet(band.dbfs(window, 0, window.length));
                EndpointEvent e = onWindow(vad.probability(window, 0), atBackground);
                if (!(e instanceof EndpointEvent.None)) {
                    result = e;
                }
            }
        }
        samples += count - i; // audio after a terminal event still counts as time
        return result;
    }

    private EndpointEvent onWindow(float p, boolean atBackground) {
        lastProbability = p;
        long now = samples;
        long windowStart = now - SileroVad.WINDOW;
        if (state == State.WAITING) {
            if (p >= threshold) {
                if (!candidate) {
                    candidate = true;
                    candidateStart = windowStart;
                }
                if (millis(now - candidateStart) >= config.minSpeechMs()) {
                    state = State.SPEECH;
                    speechStart = candidateStart;
                    silent = false;
                    quiet = false;
                    return new EndpointEvent.SpeechStarted(millis(speechStart));
                }
            } else {
                candidate = false;
            }
            if (config.noSpeechTimeoutMs() > 0 && millis(now) >= config.noSpeechTimeoutMs()) {
                state = State.DONE;
                return new EndpointEvent.NoSpeech(millis(now));
            }
            return EndpointEvent.NONE;
        }
        if (p >= endThreshold) {
            silent = false;
        } else {
            if (!silent) {
                silent = true;
                silenceStart = windowStart;
            }
            if (millis(now - silenceStart) >= config.trailingSilenceMs()) {
                state = State.DONE;
                return new EndpointEvent.SpeechEnded(millis(speechStart), millis(silenceStart));
            }
        }
        if (!atBackground) {
            quiet = false;
        } else {
            if (!quiet) {
                quiet = true;
                quietStart = windowStart;
            }
            if (millis(now - quietStart) >= LevelEnd.silenceMs(config.trailingSilenceMs())) {
                state = State.DONE;
                return new EndpointEvent.SpeechEnded(millis(speechStart), millis(quietStart));
            }
        }
        if (config.maxUtteranceMs() > 0 && millis(now - speechStart) >= config.maxUtteranceMs()) {
            state = State.DONE;
            return new EndpointEvent.MaxLength(millis(speechStart), millis(now));
        }
        return EndpointEvent.NONE;
    }

    private static long millis(long sampleCount) {
        return sampleCount * 1000 / AudioSource.SAMPLE_RATE;
    }

    @Override
    public void close() {
        vad.close();
    }
}
