package homebot.voice;

import homebot.audio.tts.TtsException;
import homebot.audio.tts.TtsSink;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Records what it was asked to speak. A sentence can be scripted to "play" until {@link #stop()} (a long
 * sentence being barged into) or to fail with a {@link TtsException}.
 */
final class RecordingTtsSink implements TtsSink {
    private final List<String> spoken = new ArrayList<>();
    private final Map<String, CountDownLatch> received = new ConcurrentHashMap<>();
    private final Map<String, String> failures = new ConcurrentHashMap<>();
    private final Map<String, CountDownLatch> holds = new ConcurrentHashMap<>();
    private final AtomicInteger stops = new AtomicInteger();
    private volatile CountDownLatch playing = new CountDownLatch(0);
    /**
     * A stop that came while nothing played, right before a sentence started (the speech thread had already taken it
     * off the queue): like a real sink, that sentence is cut at once instead of playing to its end.
     */
    private volatile boolean stopPending;

    /** {@code sentence} plays until stop() is called, or until {@code release} is counted down. */
    RecordingTtsSink holdOn(String sentence, CountDownLatch release) {
        holds.put(sentence, release);
        return this;
    }

    RecordingTtsSink holdUntilStopped(String sentence) {
        return holdOn(sentence, new CountDownLatch(1));
    }

    RecordingTtsSink failOn(String sentence, String code) {
        failures.put(sentence, code);
        return this;
    }

    /** Counted down when {@code sentence} reaches the sink. */
    CountDownLatch receives(String sentence) {
        return received.computeIfAbsent(sentence, s -> new CountDownLatch(1));
    }

    synchronized List<String> spoken() {
        return List.copyOf(spoken);
    }

    int stops() {
        return stops.get();
    }

    @Override
    public void speak(String sentence) throws TtsException {
        CountDownLatch hold = holds.get(sentence);
        if (hold != null) {
            playing = hold; // before anyone can see the sentence arrive and call stop()
        }
        synchronized (this) {
            spoken.add(sentence);
        }
        receives(sentence).countDown();
        String code = failures.get(sentence);
        if (code != null) {
            throw new TtsException(code, "speaker said no to '" + sentence + "'");
        }
        boolean stoppedAlready = stopPending;
        stopPending = false;
        if (hold != null && !stoppedAlready) {
            try {
                hold.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Override
    public void stop() {
        stops.incrementAndGet();
        CountDownLatch p = playing;
        if (p.getCount() == 0) {
            stopPending = true;
        }
        p.countDown();
    }

    @Override
    public String describe() {
        return "recording";
    }
}
