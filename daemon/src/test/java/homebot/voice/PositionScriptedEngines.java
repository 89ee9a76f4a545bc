package homebot.voice;

import homebot.audio.stt.RecognitionResult;
import homebot.audio.stt.SpeechRecognizer;
import homebot.audio.stt.SpeechRecognizerFactory;
import homebot.audio.wake.WakeDetection;
import homebot.audio.wake.WakeWordDetector;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * Engines for real speech, where the words cannot be decoded by a test double: they find speech by energy and
 * "hear" what the script says was spoken at that position of the stream (±200 ms).
 */
final class PositionScriptedEngines {
    private static final int TOLERANCE_MS = 200;

    private final LongSupplier streamMs; // end of the chunk being fed
    private final Map<Integer, String> spokenAt;

    /** @param spokenAt start of each phrase in the stream (ms) → its text */
    PositionScriptedEngines(LongSupplier streamMs, Map<Integer, String> spokenAt) {
        this.streamMs = streamMs;
        this.spokenAt = Map.copyOf(spokenAt);
    }

    static boolean loud(short[] s, int n) {
        double sum = 0;
        for (int i = 0; i < n; i++) {
            sum += (double) s[i] * s[i];
        }
        return Math.sqrt(sum / Math.max(1, n)) > 300;
    }

    private String heardAt(long startMs) {
        return spokenAt.entrySet().stream().filter(e -> Math.abs(e.getKey() - startMs) <= TOLERANCE_MS)
                .map(Map.Entry::getValue).findFirst().orElse("");
    }

    /** Detects {@code phrase} after ≥300 ms of speech then ≥200 ms of quiet, when it began where the script says. */
    WakeWordDetector wake(String phrase) {
        return new WakeWordDetector() {
            private long burstStart = -1;
            private long loudMs;
            private long quietMs;

            @Override
            public Optional<WakeDetection> accept(short[] samples, int count) {
                long chunkStart = streamMs.getAsLong() - count / 16;
                if (loud(samples, count)) {
                    if (burstStart < 0) {
                        burstStart = chunkStart;
                    }
                    loudMs += count / 16;
                    quietMs = 0;
                    return Optional.empty();
                }
                quietMs += count / 16;
                if (burstStart >= 0 && quietMs >= 200) {
                    boolean hit = loudMs >= 300 && phrase.equals(heardAt(burstStart));
                    reset();
                    return hit ? Optional.of(new WakeDetection(phrase, 0.9)) : Optional.empty();
                }
                return Optional.empty();
            }

            @Override
            public void reset() {
                burstStart = -1;
                loudMs = 0;
                quietMs = 0;
            }

            @Override
            public void close() {}
        };
    }

    /** Free recognizers that know the utterance from where its speech began; no final of their own. */
    SpeechRecognizerFactory recognizers() {
        return new SpeechRecognizerFactory() {
            @Override
            public SpeechRecognizer open() {
                return new SpeechRecognizer() {
                    private long speechStart = -1;

                    @Override
                    public RecognitionResult accept(short[] samples, int count) {
                        if (speechStart < 0 && loud(samples, count)) {
                            speechStart = streamMs.getAsLong() - count / 16;
                        }
                        return RecognitionResult.NOTHING;
                    }

                    @Override
                    public RecognitionResult.Final finish() {
                        String text = speechStart < 0 ? "" : heardAt(speechStart);
                        speechStart = -1;
                        return new RecognitionResult.Final(text, List.of());
                    }

                    @Override
                    public void reset() {
                        speechStart = -1;
                    }

                    @Override
                    public void close() {}
                };
            }

            @Override
            public SpeechRecognizer open(List<String> phrases) {
                return open();
            }

            @Override
            public boolean knows(String phrase) {
                return true;
            }

            @Override
            public void close() {}
        };
    }
}
