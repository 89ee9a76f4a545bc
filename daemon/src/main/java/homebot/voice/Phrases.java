package homebot.voice;

import homebot.audio.stt.SpeechRecognizerFactory;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Phrase matching shared by the grammar paths: normalisation and the model-vocabulary check. */
final class Phrases {
    private static final Logger LOG = LoggerFactory.getLogger(Phrases.class);

    private final SpeechRecognizerFactory recognizers;
    private final Set<String> warned = new HashSet<>();

    Phrases(SpeechRecognizerFactory recognizers) {
        this.recognizers = recognizers;
    }

    /** Lower case, no spaces or punctuation: "Stop!" and "stop", "别 说了" and "别说了" compare equal. */
    static String normalize(String text) {
        return text == null ? "" : text.toLowerCase(Locale.ROOT).replaceAll("[\\s\\p{P}]+", "");
    }

    static boolean contains(List<String> phrases, String text) {
        String n = normalize(text);
        return !n.isEmpty() && phrases.stream().anyMatch(p -> normalize(p).equals(n));
    }

    /** A grammar result that must be re-run freely: empty, unknown words, or not one of the phrases. */
    static boolean unusable(List<String> grammar, String text) {
        return text == null || text.isBlank() || text.contains("[unk]") || !contains(grammar, text);
    }

    /**
     * The phrases the model can recognise. Vosk drops unknown words from a grammar silently, which would turn
     * "别说了" into a grammar that never matches, so they are left out with a warning instead (once each).
     */
    List<String> known(List<String> phrases) {
        List<String> out = new ArrayList<>();
        for (String p : phrases) {
            if (recognizers.knows(p)) {
                out.add(p);
            } else if (warned.add(p)) {
                LOG.warn("voice phrase '{}' is not in the speech model's vocabulary; it is left out of the grammar", p);
            }
        }
        return out;
    }
}
