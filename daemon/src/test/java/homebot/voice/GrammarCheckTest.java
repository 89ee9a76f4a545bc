package homebot.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class GrammarCheckTest {
    @Test
    void sentencesWithWordsTheModelLacksAreReportedAndOnlyThose() {
        ScriptedRecognizerFactory model = new ScriptedRecognizerFactory(new FakeSpeech(), 300);
        model.unknownPhrases = Set.of("焯水计时三分钟");
        assertEquals(List.of("焯水计时三分钟"), GrammarCheck.missing(model, List.of("下一步", "焯水计时三分钟", "现在几点")));
        assertEquals(List.of(), GrammarCheck.missing(model, List.of("下一步")));
    }
}
