package homebot.voice;

import homebot.audio.stt.SpeechRecognizerFactory;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * At start, every sentence of the generated grammar is checked against the speech model's vocabulary and the
 * ones it cannot say are reported once, in one line ({@code voice-grammar-words-missing}); they are left out of
 * the grammar (Vosk would drop their unknown words silently) and still understood through free recognition.
 */
public final class GrammarCheck {
    private static final Logger LOG = LoggerFactory.getLogger(GrammarCheck.class);

    private GrammarCheck() {}

    public static List<String> missing(SpeechRecognizerFactory recognizers, Collection<String> phrases) {
        List<String> out = new ArrayList<>();
        for (String p : phrases) {
            if (!recognizers.knows(p)) {
                out.add(p);
            }
        }
        if (!out.isEmpty()) {
            LOG.warn("voice-grammar-words-missing: {} of {} grammar sentences have words the speech model lacks; "
                    + "they are heard through free recognition only: {}", out.size(), phrases.size(),
                    out.size() > 30 ? String.join(" | ", out.subList(0, 30)) + " ..." : String.join(" | ", out));
        }
        return out;
    }
}
