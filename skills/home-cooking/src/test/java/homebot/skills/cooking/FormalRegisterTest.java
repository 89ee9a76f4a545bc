package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.skills.api.TimerInfo;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A cook who speaks in a formal, written register (请问当前是第几个步骤, 跳至, 计时器, 命名为, 暂不需要) is understood as
 * one who says 现在第几步, 跳到, 计时, 叫, 不用: the register's words are synonyms, kept as data.
 */
class FormalRegisterTest {
    @TempDir
    Path workspace;
    FakeModeSession s;
    CookingMode mode;

    @BeforeEach
    void setUp() throws Exception {
        s = FakeModeSession.in(workspace);
        mode = new CookingMode();
        Say.text(mode, s, "做红烧肉");
    }

    private int step() {
        return new CookingStateStore().load(s.sessionDir()).step();
    }

    @Test
    void stepsAskedForFormally() {
        String declined = Say.text(mode, s, "暂不需要计时。");
        assertTrue(s.timers().list().isEmpty() && !declined.contains("离线"), declined);
        String where = Say.text(mode, s, "请问当前是第几个步骤？");
        assertTrue(where.startsWith("现在是第一步"), where);
        String fourth = Say.text(mode, s, "请问第四步的内容是什么？");
        assertTrue(fourth.contains("八角"), fourth);
        assertEquals(1, step());
        Say.text(mode, s, "请直接跳至第五步。");
        assertEquals(5, step());
        String last = Say.text(mode, s, "请问最后一个步骤是什么？");
        assertTrue(last.contains("收汁"), last);
        assertEquals(5, step());
        Say.text(mode, s, "进 入 下 一 步 骤");
        assertEquals(6, step());
    }

    @Test
    void timersAndNotesAskedForFormally() {
        Say.text(mode, s, "请设定四十分钟计时，命名为焖肉。");
        assertEquals("焖肉", s.timers().list().stream().map(TimerInfo::name).findFirst().orElse(""),
                s.timers().list().toString());
        String list = Say.text(mode, s, "请列出当前所有计时器。");
        assertTrue(list.contains("焖肉"), list);
        String note = Say.text(mode, s, "请记录：下次冰糖减少五克。");
        assertTrue(!note.contains("离线"), note);
    }
}
