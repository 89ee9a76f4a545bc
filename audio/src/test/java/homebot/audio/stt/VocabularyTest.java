package homebot.audio.stt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class VocabularyTest {
    private final Vocabulary zh = Vocabulary.of(List.of("你好", "电脑", "小", "白", "小白兔", "做饭", "模式", "打开"));

    @Test
    void chinesePhraseWithoutSpacesIsSegmentedByLongestMatch() {
        assertEquals(Optional.of(List.of("你好", "电脑")), zh.segment("你好电脑"));
        assertEquals(Optional.of(List.of("打开", "做饭", "模式")), zh.segment("打开做饭模式"));
        assertEquals(Optional.of(List.of("你好", "小", "白")), zh.segment("你好 小白"));
    }

    @Test
    void spacesAreHonouredWhenTheWordsAreListed() {
        assertEquals(Optional.of(List.of("你好", "小", "白")), zh.segment("你好 小 白"));
    }

    @Test
    void aCharacterOutsideTheVocabularyMakesThePhraseUnknown() {
        assertFalse(zh.knows("你好小黑"));
        assertEquals(List.of("小黑"), zh.unknownParts("你好 小黑"));
    }

    @Test
    void englishIsCaseInsensitiveWordByWord() {
        Vocabulary en = Vocabulary.of(List.of("hey", "computer"));
        assertTrue(en.knows("Hey Computer"));
        assertFalse(en.knows("hey jarvis"));
        assertEquals(List.of("jarvis"), en.unknownParts("hey jarvis"));
    }

    @Test
    void loadsKaldiSymbolTableSkippingSpecialSymbols(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("graph"));
        Files.writeString(dir.resolve("graph/words.txt"), "<eps> 0\n!SIL 1\n[unk] 2\nalpha 3\nbravo 4\n#0 5\n<s> 6\n");
        Vocabulary v = Vocabulary.load(dir);
        assertEquals(2, v.size());
        assertTrue(v.knows("alpha bravo"));
        assertFalse(v.knows("<eps>"));
    }

    @Test
    void missingWordListMeansUncheckable(@TempDir Path dir) throws Exception {
        Vocabulary v = Vocabulary.load(dir);
        assertFalse(v.checkable());
        assertTrue(v.knows("anything at all"), "cannot check, so trust the phrase (and warn elsewhere)");
    }
}
