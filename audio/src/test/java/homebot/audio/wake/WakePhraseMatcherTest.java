package homebot.audio.wake;

import static org.junit.jupiter.api.Assertions.assertEquals;

import homebot.audio.stt.RecognitionResult;
import homebot.audio.stt.RecognitionResult.Word;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class WakePhraseMatcherTest {
    private final WakePhraseMatcher matcher = new WakePhraseMatcher(List.of("你好电脑", "hey computer"), 0.6);

    @Test
    void chinesePhraseAsModelWordsWakesWithTheLowestConfidence() {
        assertEquals(Optional.of(new WakeDetection("你好电脑", 0.71)), matcher.match(result("你好", 0.93, "电脑", 0.71)));
    }

    @Test
    void englishPhraseWakesCaseInsensitively() {
        assertEquals(Optional.of(new WakeDetection("hey computer", 0.8)), matcher.match(result("Hey", 0.9, "computer", 0.8)));
    }

    @Test
    void oneWordBelowTheThresholdDoesNotWake() {
        assertEquals(Optional.empty(), matcher.match(result("你好", 0.99, "电脑", 0.59)));
    }

    @Test
    void partOfThePhraseDoesNotWake() {
        assertEquals(Optional.empty(), matcher.match(result("电脑", 0.99)));
        assertEquals(Optional.empty(), matcher.match(result("hey", 0.99)));
    }

    @Test
    void phrasePlusMoreWordsDoesNotWake() {
        assertEquals(Optional.empty(), matcher.match(result("hey", 0.99, "computer", 0.99, "hey", 0.99)));
    }

    @Test
    void unknownWordNeverWakes() {
        assertEquals(Optional.empty(), matcher.match(result("[unk]", 1.0, "你好", 0.99, "电脑", 0.99)));
    }

    @Test
    void resultWithoutWordConfidencesNeverWakes() {
        assertEquals(Optional.empty(), matcher.match(new RecognitionResult.Final("hey computer", List.of())));
    }

    private static RecognitionResult.Final result(Object... wordConf) {
        List<Word> words = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < wordConf.length; i += 2) {
            words.add(new Word((String) wordConf[i], (Double) wordConf[i + 1], i * 0.3, i * 0.3 + 0.3));
            text.append(i == 0 ? "" : " ").append(wordConf[i]);
        }
        return new RecognitionResult.Final(text.toString(), words);
    }
}
