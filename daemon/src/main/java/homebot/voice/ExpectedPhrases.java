package homebot.voice;

import java.util.List;

/**
 * The phrases of a {@link Vocabulary} at the moment the mic opens; empty means free recognition at once. Asked on
 * the audio thread, so it must be quick. The local-intent layer can supply the active mode's commands here; the
 * default comes from {@link VoiceConfig}.
 */
@FunctionalInterface
public interface ExpectedPhrases {
    List<String> phrases(Vocabulary vocabulary);

    static ExpectedPhrases fromConfig(VoiceConfig config) {
        return v -> v == Vocabulary.COMMANDS ? config.commandPhrases() : config.allFollowUpPhrases();
    }
}
