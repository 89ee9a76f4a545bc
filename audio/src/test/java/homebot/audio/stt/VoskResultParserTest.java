package homebot.audio.stt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class VoskResultParserTest {
    @Test
    void finalWithWordsKeepsTextConfidenceAndTimes() {
        String json = "{\n  \"result\" : [{\n      \"conf\" : 0.93,\n      \"end\" : 1.02,\n      \"start\" : 0.6,\n"
                + "      \"word\" : \"你好\"\n    }, {\"conf\" : 0.71, \"end\" : 1.5, \"start\" : 1.02, \"word\" : \"电脑\"}],\n"
                + "  \"text\" : \"你好 电脑\"\n}";
        RecognitionResult.Final f = VoskResultParser.parseFinal(json);
        assertEquals("你好 电脑", f.text());
        assertEquals(List.of(new RecognitionResult.Word("你好", 0.93, 0.6, 1.02),
                new RecognitionResult.Word("电脑", 0.71, 1.02, 1.5)), f.words());
    }

    @Test
    void emptyFinalAndPartialParse() {
        assertEquals(new RecognitionResult.Final("", List.of()), VoskResultParser.parseFinal("{\"text\" : \"\"}"));
        assertEquals("set a", VoskResultParser.parsePartial("{\"partial\" : \"set a \"}"));
        assertEquals("", VoskResultParser.parsePartial("{\"partial\" : \"\"}"));
    }

    @Test
    void garbageIsARecognizerFault() {
        SttException e = assertThrows(SttException.class, () -> VoskResultParser.parseFinal("{\"text\": "));
        assertEquals("stt-recognizer-failed", e.code());
    }
}
