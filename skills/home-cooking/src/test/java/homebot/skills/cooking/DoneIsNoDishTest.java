package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * "我做好了" fits "我做{recipe}" word for word, but 好 is no dish: a word that only says something is finished or
 * is no name at all must never be answered with "我没有好的菜谱".
 */
class DoneIsNoDishTest {
    @TempDir
    Path workspace;
    FakeModeSession s;
    CookingMode mode;

    @BeforeEach
    void setUp() throws Exception {
        s = FakeModeSession.in(workspace);
        mode = new CookingMode();
    }

    @ParameterizedTest
    @ValueSource(strings = {"我做好了", "好了，我做好了", "我做完了", "我们做完啦", "做好了吧", "我做了", "我做好啦",
            "let's start over from the beginning", "做 完 了 呗"})
    void finishingWordsAreNotADishToLookUp(String words) {
        String r = Say.to(mode, s, words).map(homebot.skills.api.LocalReply::text).orElse("");
        assertFalse(r.contains("菜谱") && r.contains("没有") || r.contains("don't have a recipe"), words + " → " + r);
    }

    /**
     * Whether the book has a dish is asked for it (session 21: every blind slice since session 17 labels it so); the
     * answer names the dish as a dish, never with the words of the question around it.
     */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
        "有没有宫保鸡丁的做法 | 我没有宫保鸡丁的菜谱",
        "do you have a lasagna recipe? | I don't have a recipe for lasagna.",
        "you got laksa or not | I don't have a recipe for laksa.",
    })
    void aDishTheBookLacksIsNamedPlainly(String words, String says) {
        String r = Say.to(mode, s, words).map(homebot.skills.api.LocalReply::text).orElse("");
        org.junit.jupiter.api.Assertions.assertTrue(r.contains(says), words + " → " + r);
    }
}
