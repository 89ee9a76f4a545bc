package homebot.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class StopPhraseListenerTest {
    private final FakeSpeech speech = new FakeSpeech().phrase("别说了").phrase("讲个故事").phrase("噪音");
    private final ScriptedRecognizerFactory recognizers = new ScriptedRecognizerFactory(speech, 300);
    private final StopPhraseListener stop = new StopPhraseListener(recognizers, List.of("停", "别说了"));

    private List<String> feed(short[] pcm) {
        List<String> heard = new ArrayList<>();
        for (int off = 0; off < pcm.length; off += FakeSpeech.FRAME) {
            short[] chunk = Arrays.copyOfRange(pcm, off, off + FakeSpeech.FRAME);
            stop.accept(chunk, chunk.length).ifPresent(heard::add);
        }
        return heard;
    }

    @Test
    void hearsAStopPhraseButNotOtherSpeech() {
        stop.enable(true);
        assertEquals(List.of("别说了"),
                feed(speech.script().say("讲个故事", 500).silence(400).say("别说了", 400).silence(400).pcm()));
        assertEquals(List.of("停|别说了"), recognizers.openedGrammars());
    }

    @Test
    void isDeafWhenDisabledAndClosesItsRecognizer() {
        stop.enable(true);
        stop.enable(false);
        assertEquals(List.of(), feed(speech.script().say("别说了", 400).silence(400).pcm()));
        assertEquals(true, recognizers.opened().get(0).closed);
    }

    @Test
    void aCrashSwitchesItOffForThisReplyOnlyWithoutThrowing() {
        recognizers.crashOn = "噪音";
        stop.enable(true);
        assertEquals(List.of(), feed(speech.script().say("噪音", 200).silence(300).say("别说了", 400).silence(400).pcm()));
        recognizers.crashOn = null;
        stop.enable(false);
        stop.enable(true);
        assertEquals(List.of("别说了"), feed(speech.script().say("别说了", 400).silence(400).pcm()));
    }
}
