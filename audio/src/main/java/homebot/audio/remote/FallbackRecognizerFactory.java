package homebot.audio.remote;

import homebot.audio.stt.RecognitionResult;
import homebot.audio.stt.SpeechRecognizer;
import homebot.audio.stt.SpeechRecognizerFactory;
import homebot.audio.stt.SttException;
import java.util.Arrays;
import java.util.List;

/**
 * A remote recognizer with the local one behind it. Each utterance goes to the remote while it is worth trying;
 * the utterance's audio is kept (up to {@code maxSamples}) so that when the remote fails in the middle or at the
 * end, the local engine hears the same audio from the start and the turn still gets its transcript. Without a
 * local engine a failed utterance is heard as silence.
 *
 * <p>Grammar requests (the stop phrases while speaking) go to the local engine only: a remote connection held
 * open through every reply to catch one word would cost more than it brings. The remote has no vocabulary, so
 * {@link #knows} is false and listening never builds a grammar for it.
 */
public final class FallbackRecognizerFactory implements SpeechRecognizerFactory {
    private final SpeechRecognizerFactory remote;
    private final SpeechRecognizerFactory local;
    private final RemoteService health;
    private final int maxSamples;

    /** @param local may be null (no speech model installed) */
    public FallbackRecognizerFactory(SpeechRecognizerFactory remote, SpeechRecognizerFactory local,
                                     RemoteService health, int maxSamples) {
        this.remote = remote;
        this.local = local;
        this.health = health;
        this.maxSamples = maxSamples;
    }

    @Override
    public SpeechRecognizer open() {
        SpeechRecognizer primary = null;
        if (health.worthTrying()) {
            try {
                primary = remote.open();
            } catch (SttException e) {
                health.failed(e.code(), e.getMessage());
            }
        }
        return new Recognizer(primary);
    }

    @Override
    public SpeechRecognizer open(List<String> phrases) {
        return local != null ? local.open(phrases) : new Deaf();
    }

    @Override
    public boolean knows(String phrase) {
        return false;
    }

    @Override
    public void close() {
        remote.close();
        if (local != null) {
            local.close();
        }
    }

    /** One utterance: remote first, local from the kept audio when the remote fails. */
    private final class Recognizer implements SpeechRecognizer {
        private SpeechRecognizer primary;
        private SpeechRecognizer fallback;
        private short[] kept = new short[16_000];
        private int keptCount;

        Recognizer(SpeechRecognizer primary) {
            this.primary = primary;
            if (primary == null) {
                fallback = openLocal();
            }
        }

        @Override
        public RecognitionResult accept(short[] samples, int count) {
            if (primary != null) {
                keep(samples, count);
                try {
                    return primary.accept(samples, count);
                } catch (SttException e) {
                    switchToLocal(e);
                    return RecognitionResult.NOTHING;
                }
            }
            return fallback == null ? RecognitionResult.NOTHING : fallback.accept(samples, count);
        }

        @Override
        public RecognitionResult.Final finish() {
            if (primary != null) {
                try {
                    RecognitionResult.Final f = primary.finish();
                    health.succeeded();
                    return f;
                } catch (SttException e) {
                    switchToLocal(e);
                }
            }
            return fallback == null ? new RecognitionResult.Final("", List.of()) : fallback.finish();
        }

        private void switchToLocal(SttException e) {
            health.failed(e.code(), e.getMessage());
            closePrimary();
            fallback = openLocal();
            if (fallback != null) {
                // Same chunk size as the live path, so the local engine sees the stream it would have seen.
                for (int off = 0; off < keptCount; off += 1600) {
                    int n = Math.min(1600, keptCount - off);
                    fallback.accept(Arrays.copyOfRange(kept, off, off + n), n);
                }
            }
            kept = new short[0];
            keptCount = 0;
        }

        private SpeechRecognizer openLocal() {
            return local == null ? null : local.open();
        }

        private void keep(short[] samples, int count) {
            int room = maxSamples - keptCount;
            int n = Math.min(room, count);
            if (n <= 0) {
                return; // past the cap: the local re-run hears the first maxSamples, enough for one request
            }
            if (keptCount + n > kept.length) {
                kept = Arrays.copyOf(kept, Math.min(maxSamples, Math.max(kept.length * 2, keptCount + n)));
            }
            System.arraycopy(samples, 0, kept, keptCount, n);
            keptCount += n;
        }

        @Override
        public void reset() {
            closePrimary();
            if (fallback != null) {
                fallback.reset();
            }
            keptCount = 0;
        }

        private void closePrimary() {
            if (primary != null) {
                primary.close();
                primary = null;
            }
        }

        @Override
        public void close() {
            closePrimary();
            if (fallback != null) {
                fallback.close();
            }
        }
    }

    /** Hears nothing: grammar listening without a local engine. */
    private static final class Deaf implements SpeechRecognizer {
        @Override
        public RecognitionResult accept(short[] samples, int count) {
            return RecognitionResult.NOTHING;
        }

        @Override
        public RecognitionResult.Final finish() {
            return new RecognitionResult.Final("", List.of());
        }

        @Override
        public void reset() {}

        @Override
        public void close() {}
    }
}
