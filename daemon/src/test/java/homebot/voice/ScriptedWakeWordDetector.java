package homebot.voice;

import homebot.audio.wake.WakeDetection;
import homebot.audio.wake.WakeWordDetector;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

/** Hears a wake phrase of {@link FakeSpeech} and reports it on the first silent chunk after it, as Vosk's final would. */
final class ScriptedWakeWordDetector implements WakeWordDetector {
    private final FakeSpeech speech;
    private final List<String> phrases;
    private final AtomicLong fed = new AtomicLong();
    private String hearing;
    volatile boolean failing;

    ScriptedWakeWordDetector(FakeSpeech speech, String... phrases) {
        this.speech = speech;
        this.phrases = List.of(phrases);
    }

    long fedMs() {
        return fed.get() / 16;
    }

    @Override
    public Optional<WakeDetection> accept(short[] samples, int count) {
        if (failing) {
            throw new IllegalStateException("wake model crashed");
        }
        fed.addAndGet(count);
        String heard = speech.decode(samples, count);
        if (heard != null) {
            hearing = phrases.contains(heard) ? heard : null;
            return Optional.empty();
        }
        if (hearing != null) {
            String phrase = hearing;
            hearing = null;
            return Optional.of(new WakeDetection(phrase, 0.9));
        }
        return Optional.empty();
    }

    @Override
    public void reset() {
        hearing = null;
    }

    private volatile boolean closed;

    boolean closed() {
        return closed;
    }

    @Override
    public void close() {
        closed = true;
    }
}
