package homebot.audio.wake;

import homebot.audio.stt.RecognitionResult;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Decides whether a final recognizer result is the wake phrase. Pure. A result wakes only when its words,
 * joined, are exactly one configured phrase (spaces ignored, so 你好 电脑 and 你好电脑 agree), contain no
 * {@code [unk]}, and every word has at least the configured confidence. A result without per-word
 * confidences never wakes: the threshold could not be checked.
 */
public final class WakePhraseMatcher {
    private final List<String> phrases;
    private final double minConfidence;

    public WakePhraseMatcher(List<String> phrases, double minConfidence) {
        if (phrases.isEmpty()) {
            throw new IllegalArgumentException("no wake phrases");
        }
        this.phrases = List.copyOf(phrases);
        this.minConfidence = minConfidence;
    }

    public List<String> phrases() {
        return phrases;
    }

    public Optional<WakeDetection> match(RecognitionResult.Final result) {
        List<RecognitionResult.Word> words = result.words();
        if (words.isEmpty()) {
            return Optional.empty();
        }
        StringBuilder heard = new StringBuilder();
        double lowest = 1;
        for (RecognitionResult.Word w : words) {
            if (w.word().equalsIgnoreCase("[unk]") || w.confidence() < minConfidence) {
                return Optional.empty();
            }
            heard.append(w.word());
            lowest = Math.min(lowest, w.confidence());
        }
        String key = normalize(heard.toString());
        for (String phrase : phrases) {
            if (normalize(phrase).equals(key)) {
                return Optional.of(new WakeDetection(phrase, lowest));
            }
        }
        return Optional.empty();
    }

    private static String normalize(String s) {
        return s.replaceAll("\\s+", "").toLowerCase(Locale.ROOT);
    }
}
