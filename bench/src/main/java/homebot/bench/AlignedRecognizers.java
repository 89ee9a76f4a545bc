package homebot.bench;

import homebot.audio.stt.RemoteRecognizerFactory;
import homebot.audio.stt.RecognitionResult;
import homebot.audio.stt.SpeechRecognizer;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * A stand-in for a streaming recognizer where none can be had (no Vosk model on this machine): it knows the
 * transcript of the audio being played and reveals each word as a partial once the audio up to that word's end
 * has been fed, plus {@code lagMs} (a real engine's own delay, which this does not model otherwise). {@code
 * finish} returns every word fed so far, as an engine's flush does. No grammar: every phrase is "unknown", so
 * the listening stage recognizes freely.
 */
final class AlignedRecognizers implements RemoteRecognizerFactory {
    private final LongSupplier streamPosition;
    private final long lagSamples;
    private volatile SpokenText current;

    /** @param streamPosition samples the source has handed out so far (the end of the chunk being fed) */
    AlignedRecognizers(LongSupplier streamPosition, long lagMs) {
        this.streamPosition = streamPosition;
        this.lagSamples = lagMs * SpokenText.RATE / 1000;
    }

    void play(SpokenText text) {
        current = text;
    }

    private String heard(long lag) {
        SpokenText t = current;
        long at = streamPosition.getAsLong();
        String said = "";
        for (SpokenText.Word w : t == null ? List.<SpokenText.Word>of() : t.words()) {
            if (w.end() + lag <= at) {
                said = w.partial();
            }
        }
        return said;
    }

    @Override
    public SpeechRecognizer open() {
        return new SpeechRecognizer() {
            private String last = "";

            @Override
            public RecognitionResult accept(short[] samples, int count) {
                String now = heard(lagSamples);
                if (now.equals(last)) {
                    return RecognitionResult.NOTHING;
                }
                last = now;
                return new RecognitionResult.Partial(now);
            }

            @Override
            public RecognitionResult.Final finish() {
                return new RecognitionResult.Final(heard(0), List.of());
            }

            @Override
            public void reset() {
                last = "";
            }

            @Override
            public void close() {}
        };
    }

}
