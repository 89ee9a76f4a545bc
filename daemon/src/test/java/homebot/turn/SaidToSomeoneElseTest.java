package homebot.turn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.skills.api.Utterance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SaidToSomeoneElseTest {
    private final SaidToSomeoneElse handler = new SaidToSomeoneElse();

    private java.util.Optional<TurnReply> say(String text) {
        return handler.handle(new Utterance(text, "console", "chat-1", null), ReplySink.NONE);
    }

    @ParameterizedTest
    @ValueSource(strings = {"老伴，麻烦你把抽油烟机打开。", "喂，妈，我正做饭呢", "老公，你把盐递给我", "honey, can you grab the salt",
        "小李，你尝尝这个", "我在炒菜，老王你先坐",
        // (session 26) a short name, then what "you" will eat; what someone wants, asked in English
        "阿强你食清蒸鱼定系红烧肉啊", "幺妹你想吃啥子嘛", "honey you want pancakes or fried rice tonight",
        "babe you want me to put on cooking mode"})
    void wordsForSomeoneElseEndTheTurnQuietly(String said) {
        TurnReply r = say(said).orElseThrow(() -> new AssertionError("acted on: " + said));
        assertEquals("", r.text());
        assertEquals(DialogueState.IDLE, r.state());
    }

    @ParameterizedTest
    @ValueSource(strings = {"打开抽油烟机", "下一步", "我老公爱吃红烧肉，做红烧肉吧", "小管家，下一步", "老王说要来，改成三个人",
        "honey garlic wings sound good", "妈妈说让我跟你学做可乐鸡翅",
        "老公你去拿盘子。小助手，下一步是啥"})
    void wordsForHomebotGoOn(String said) {
        assertTrue(say(said).isEmpty(), said);
    }
}
