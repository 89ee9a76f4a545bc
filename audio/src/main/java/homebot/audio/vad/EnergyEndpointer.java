package homebot.audio.vad;

import homebot.audio.capture.AudioSource;

/**
 * Energy-based endpointing over 10 ms frames: a frame is speech when its RMS level is {@code speechMarginDb}
 * above an adaptive noise floor (and above {@code minSpeechDbfs}). Speech starts after {@code minSpeechMs} of
 * consecutive speech frames (reported at the first of them) and ends at the first frame of a silence run of
 * {@code trailingSilenceMs}. Pure: time is the number of samples seen since {@link #reset}.
 *
 * <p>After a terminal event (ended, no speech, max length) it reports {@link EndpointEvent#NONE} until reset.
 * When one chunk holds both the start and the end, the end (which carries the start) is reported.
 */
public final class EnergyEndpointer implements Endpointer {
    private static final int FRAME = AudioSource.SAMPLE_RATE / 100;
    private static final double INITIAL_FLOOR_DBFS = -50;
    private static final double FLOOR_RISE = 0.01;
    private static final double FLOOR_FALL = 0.3;
    /** Within speech, a frame stays speech down to this much below the start threshold (hysteresis). */
    private static final double HOLD_DB = 6;

    private enum State { WAITING, SPEECH, DONE }

    private final EndpointerConfig config;
    private State state;
    private long samples;
    private long frameStart;
    private double frameSum;
    private int frameCount;
    private double noiseFloor;
    private boolean floorSeeded;
    private long candidateStart;
    private int speechFrames;
    private long speechStart;
    private long silenceStart;
    private int silenceFrames;

    public EnergyEndpointer(EndpointerConfig config) {
        this.config = config;
        reset();
    }

    @Override
    public void reset() {
        state = State.WAITING;
        samples = 0;
        frameStart = 0;
        frameSum = 0;
        frameCount = 0;
        noiseFloor = INITIAL_FLOOR_DBFS;
        floorSeeded = false;
        speechFrames = 0;
        silenceFrames = 0;
    }

    /** The current noise-floor estimate in dBFS (for traces and tuning). */
    public double noiseFloorDbfs() {
        return noiseFloor;
    }

    public boolean inSpeech() {
        return state == State.SPEECH;
    }

    @Override
    public long pauseMillis() {
        if (state != State.SPEECH) {
            return -1;
        }
        return silenceFrames == 0 ? 0 : millis(samples - silenceStart);
    }

    @Override
    public EndpointEvent accept(short[] chunk, int count) {
        EndpointEvent result = EndpointEvent.NONE;
        for (int i = 0; i < count && state != State.DONE; i++) {
            double v = chunk[i];
            frameSum += v * v;
            frameCount++;
            samples++;
            if (frameCount == FRAME) {
                EndpointEvent e = onFrame(Levels.dbfs(frameSum / FRAME));
                if (!(e instanceof EndpointEvent.None)) {
                    result = e;
                }
                frameStart = samples;
                frameSum = 0;
                frameCount = 0;
            }
        }
        return result;
    }

    private EndpointEvent onFrame(double level) {
        long now = samples;
        if (state == State.WAITING) {
            if (level >= startThreshold()) {
                if (speechFrames++ == 0) {
                    candidateStart = frameStart;
                }
                if (millis(now - candidateStart) >= config.minSpeechMs()) {
                    state = State.SPEECH;
                    speechStart = candidateStart;
                    silenceFrames = 0;
                    return new EndpointEvent.SpeechStarted(millis(speechStart));
                }
            } else {
                speechFrames = 0;
                adaptFloor(level);
            }
            if (config.noSpeechTimeoutMs() > 0 && millis(now) >= config.noSpeechTimeoutMs()) {
                state = State.DONE;
                return new EndpointEvent.NoSpeech(millis(now));
            }
            return EndpointEvent.NONE;
        }
        if (level >= startThreshold() - HOLD_DB) {
            silenceFrames = 0;
        } else {
            if (silenceFrames++ == 0) {
                silenceStart = frameStart;
            }
            adaptFloor(level);
            if (millis(now - silenceStart) >= config.trailingSilenceMs()) {
                state = State.DONE;
                return new EndpointEvent.SpeechEnded(millis(speechStart), millis(silenceStart));
            }
        }
        if (config.maxUtteranceMs() > 0 && millis(now - speechStart) >= config.maxUtteranceMs()) {
            state = State.DONE;
            return new EndpointEvent.MaxLength(millis(speechStart), millis(now));
        }
        return EndpointEvent.NONE;
    }

    private double startThreshold() {
        return Math.max(noiseFloor + config.speechMarginDb(), config.minSpeechDbfs());
    }

    /** Falls quickly (a quieter room is believed at once), rises slowly (speech must not become "noise"). */
    private void adaptFloor(double level) {
        if (!floorSeeded) {
            noiseFloor = Math.min(level, INITIAL_FLOOR_DBFS);
            floorSeeded = true;
            return;
        }
        double rate = level < noiseFloor ? FLOOR_FALL : FLOOR_RISE;
        noiseFloor = Math.max(Levels.FLOOR_DBFS, noiseFloor + (level - noiseFloor) * rate);
    }

    private static long millis(long sampleCount) {
        return sampleCount * 1000 / AudioSource.SAMPLE_RATE;
    }
}
