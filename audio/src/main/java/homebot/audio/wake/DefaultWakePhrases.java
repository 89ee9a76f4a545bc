package homebot.audio.wake;

import homebot.audio.stt.Vocabulary;
import java.util.List;

/**
 * The built-in wake phrases: 你好电脑 ("hello computer", segmented 你好 电脑) for Chinese and "hey computer" for
 * English. Chosen because both are common dictionary words that general-purpose small models list (你好 and 电脑
 * are among the most frequent words of Chinese web text; "hey" and "computer" are in any English LM), they are
 * four and three syllables long (longer phrases cut grammar-forced false accepts), and they rarely occur in
 * kitchen talk. Only the ones the loaded model knows are used: a Chinese model gets the Chinese phrase.
 */
public final class DefaultWakePhrases {
    public static final List<String> ALL = List.of("你好电脑", "hey computer");

    private DefaultWakePhrases() {}

    public static List<String> forVocabulary(Vocabulary vocabulary) {
        return ALL.stream().filter(vocabulary::knows).toList();
    }
}
