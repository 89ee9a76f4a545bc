package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;

import homebot.skills.api.LocalReply;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * Short everyday ways to ask in the middle of a recipe (a night-shift nurse's "多久了", a mother's "我现在是在第几步", a
 * host's "那就按五个人做", an English cook's "ok whats after that"): each reaches the request it means.
 */
class EverydayWordsTest {
    @TempDir
    Path workspace;
    FakeModeSession s;
    CookingMode mode;

    @BeforeEach
    void setUp() throws Exception {
        s = FakeModeSession.in(workspace);
        mode = new CookingMode();
        Say.text(mode, s, "做红烧肉");
        Say.text(mode, s, "好"); // the first step's five minutes
        Say.text(mode, s, "下一步");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "多久了 | timer_left",
        "还几步 | step_left",
        "收汁之前我想确认一下，我现在是在第几步 | step_where",
        "哎小王说他也来，那就按五个人做 | scale",
        "有什么可以做的吗 | find",
        "现在定两分半钟吧，我多焖一会儿 | timer_set",
        "顺便定个一刻钟后提醒我收衣服 | timer_set",
        "帮我记一下，孩子说有点太甜了，下次可乐少放一点 | note",
        "说到这个，你帮我记一下，我老公喜欢偏甜一点，下次冰糖放三十五克 | note",
        "ok whats after that | next",
        "how many steps does this thing have | step_count",
        "what's the last one say | step_last",
        "how long's left on that | timer_left",
        "ok, forward again | next",
        "there'll only be four of us after all | scale",
        "mike cant make it so make it four | scale",
        "skip to step for | goto",
        "How much flour would that be, please? | ingredient",
    })
    void anEverydayWayToAskReachesItsRequest(String said, String intent) {
        LocalReply r = Say.to(mode, s, said).orElseThrow(() -> new AssertionError("not understood: " + said));
        assertEquals(intent, r.intent(), said + " → " + r.text());
    }
}
