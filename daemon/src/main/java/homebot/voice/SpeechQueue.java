package homebot.voice;

import homebot.audio.tts.TtsException;
import homebot.audio.tts.TtsSink;
import homebot.turn.DialogueState;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The speech thread: speaks queued sentences and earcons in order so that neither the turn thread nor the audio
 * loop ever waits for playback. {@link #stop()} drops everything queued and interrupts the sentence playing;
 * items carry the generation they were queued in, so nothing from before a stop is played or reported.
 */
final class SpeechQueue implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(SpeechQueue.class);

    private sealed interface Item {
        long generation();
    }

    private record Sentence(String text, long generation) implements Item {}

    private record Sound(Earcon earcon, long generation) implements Item {}

    private record End(DialogueState next, long generation) implements Item {}

    private record Shutdown(long generation) implements Item {}

    private final TtsSink tts;
    private final EarconPlayer earcons;
    private final EventSink events;
    private final BlockingQueue<Item> queue = new LinkedBlockingQueue<>();
    private final AtomicLong generation = new AtomicLong();
    private final AtomicInteger outstanding = new AtomicInteger();
    private final Object idle = new Object();
    private final Thread thread;

    SpeechQueue(TtsSink tts, EarconPlayer earcons, EventSink events) {
        this.tts = tts;
        this.earcons = earcons;
        this.events = events;
        this.thread = new Thread(this::loop, "voice-speech");
        this.thread.setDaemon(true);
    }

    void start() {
        thread.start();
    }

    void speak(String sentence) {
        if (!sentence.isBlank()) {
            put(new Sentence(sentence, generation.get()));
        }
    }

    void earcon(Earcon earcon) {
        put(new Sound(earcon, generation.get()));
    }

    void endReply(DialogueState next) {
        put(new End(next, generation.get()));
    }

    /** Stops playback at once; queued items of the old generation are skipped. Safe from any thread. */
    void stop() {
        generation.incrementAndGet();
        tts.stop();
    }

    /** Waits until every queued item has been played or skipped. */
    boolean awaitIdle(long timeoutMillis) throws InterruptedException {
        long deadline = System.nanoTime() + timeoutMillis * 1_000_000;
        synchronized (idle) {
            while (outstanding.get() > 0) {
                long left = (deadline - System.nanoTime()) / 1_000_000;
                if (left <= 0) {
                    return false;
                }
                idle.wait(left);
            }
        }
        return true;
    }

    @Override
    public void close() {
        stop();
        put(new Shutdown(generation.get()));
        try {
            thread.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void put(Item item) {
        outstanding.incrementAndGet();
        queue.add(item);
    }

    private void loop() {
        while (true) {
            Item item;
            try {
                item = queue.take();
            } catch (InterruptedException e) {
                return;
            }
            try {
                if (item instanceof Shutdown) {
                    return;
                }
                if (item.generation() == generation.get()) {
                    play(item);
                }
            } finally {
                done();
            }
        }
    }

    private void play(Item item) {
        long gen = item.generation();
        if (item instanceof Sentence s) {
            try {
                tts.speak(s.text());
            } catch (TtsException e) {
                fail(gen, e.code() == null || e.code().isBlank() ? "tts-failed" : e.code(), e.getMessage());
            } catch (RuntimeException e) {
                fail(gen, "tts-failed", e.toString());
            }
        } else if (item instanceof Sound s) {
            try {
                earcons.play(s.earcon());
            } catch (Exception e) {
                // An earcon is a courtesy: its failure must not turn into another error earcon.
                LOG.warn("earcon {} failed: {}", s.earcon(), e.toString());
            }
        } else if (item instanceof End end) {
            events.dispatchIf(() -> generation.get() == gen, new VoiceEvent.PlaybackFinished(end.next()));
        }
    }

    private void fail(long gen, String code, String message) {
        events.dispatchIf(() -> generation.get() == gen, new VoiceEvent.StageFailed("tts", code, message));
    }

    private void done() {
        synchronized (idle) {
            outstanding.decrementAndGet();
            idle.notifyAll();
        }
    }
}
