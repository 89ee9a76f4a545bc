package homebot.voice;

import homebot.audio.vad.EndpointEvent;
import homebot.audio.vad.Endpointer;
import java.util.concurrent.atomic.AtomicLong;

/** An energy endpointer over whole chunks: speech is any chunk of {@link FakeSpeech} above the threshold. */
final class FakeEndpointer implements Endpointer, AutoCloseable {
    private volatile boolean closed;

    boolean closed() {
        return closed;
    }

    @Override
    public void close() {
        closed = true;
    }

    private final long trailingMs;
    private final long noSpeechMs;
    private final long maxMs;
    private final AtomicLong fed = new AtomicLong();
    private long elapsed;
    private long start = -1;
    private long lastSpeech;
    private boolean finished;

    FakeEndpointer(VoiceConfig config) {
        // The defaults of audio.endpointing (the real EnergyEndpointer's config).
        this.trailingMs = 700;
        this.noSpeechMs = 5000;
        this.maxMs = 15000;
    }

    private boolean trained;

    /** Claims to be a trained speech model (as Silero does), so its speech start may gate barge-in checks. */
    FakeEndpointer trained(boolean on) {
        trained = on;
        return this;
    }

    @Override
    public boolean tellsSpeechFromEcho() {
        return trained;
    }

    long fedMs() {
        return fed.get() / 16;
    }

    @Override
    public EndpointEvent accept(short[] samples, int count) {
        fed.addAndGet(count);
        long chunkStart = elapsed;
        elapsed += count / 16;
        if (finished) {
            return EndpointEvent.NONE;
        }
        int peak = 0;
        for (int i = 0; i < count; i++) {
            peak = Math.max(peak, Math.abs(samples[i]));
        }
        if (peak >= FakeSpeech.SPEECH_THRESHOLD) {
            lastSpeech = elapsed;
            if (start < 0) {
                start = chunkStart;
                return new EndpointEvent.SpeechStarted(start);
            }
            if (elapsed - start >= maxMs) {
                finished = true;
                return new EndpointEvent.MaxLength(start, elapsed);
            }
            return EndpointEvent.NONE;
        }
        if (start < 0 && elapsed >= noSpeechMs) {
            finished = true;
            return new EndpointEvent.NoSpeech(elapsed);
        }
        if (start >= 0 && elapsed - lastSpeech >= trailingMs) {
            finished = true;
            return new EndpointEvent.SpeechEnded(start, lastSpeech);
        }
        return EndpointEvent.NONE;
    }

    @Override
    public long pauseMillis() {
        return start < 0 || finished ? -1 : elapsed - lastSpeech;
    }

    @Override
    public void reset() {
        elapsed = 0;
        start = -1;
        finished = false;
    }
}
