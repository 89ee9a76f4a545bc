package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.skills.api.ExitInfo;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CookingHistoryTest {
    @TempDir
    Path workspace;

    /** Cooks one session to its exit the way the kernel would: summarize, write summary.md, afterExit. */
    private static String finish(CookingMode mode, FakeModeSession s) throws Exception {
        String summary = mode.summarize(s, s.turns).orElseThrow();
        Path file = s.sessionDir().resolve("summary.md");
        Files.writeString(file, summary, StandardCharsets.UTF_8);
        mode.afterExit(s, new ExitInfo("user", summary, file));
        return summary;
    }

    @Test
    void summarySaysWhatForHowManyWhatChangedAndTheNotes() throws Exception {
        FakeModeSession s = FakeModeSession.in(workspace);
        CookingMode mode = new CookingMode();
        Say.text(mode, s, "做红烧肉");
        Say.text(mode, s, "改成六个人");
        Say.text(mode, s, "记一下冰糖可以少放一点");
        Say.text(mode, s, "焖肉计时四十分钟");
        String summary = finish(mode, s);
        assertEquals("""
                # 做饭总结

                - 日期：2026-10-22
                - 做了：红烧肉，6人份（菜谱原为4人份）
                - 改动：红烧肉从4人份改成6人份
                - 红烧肉用量（6人份）：五花肉750 克，冰糖45 克，生抽三汤匙，老抽一汤匙半，料酒三汤匙，生姜六片，葱三根，\
                八角三个，桂皮一小块半，热水750 毫升，盐适量
                - 进度：红烧肉做到第1步，共6步
                - 计时：焖肉
                - 笔记：
                  - 冰糖可以少放一点
                - 对话：4轮
                """, summary);
        String history = Files.readString(s.dataDir().resolve("history.md"));
        assertEquals("# 做饭历史\n\n- 2026-10-22 | 红烧肉 | 6人份 | " + s.sessionDir() + "\n", history);
    }

    @Test
    void englishSummaryAndAnEmptySession() throws Exception {
        FakeModeSession s = FakeModeSession.in(workspace).english();
        CookingMode mode = new CookingMode();
        String summary = finish(mode, s);
        assertTrue(summary.contains("- No recipe was chosen this time."), summary);
        assertTrue(summary.contains("- Notes: none"), summary);
        assertTrue(Files.readString(s.dataDir().resolve("history.md")).contains("| (no recipe) | - servings |"));
    }

    @Test
    void historyAppendsAndPastSummariesAnswerLastTimeQuestions() throws Exception {
        FakeModeSession first = FakeModeSession.in(workspace);
        CookingMode mode = new CookingMode();
        Say.text(mode, first, "做红烧肉，三个人");
        Say.text(mode, first, "记一下冰糖放了二十克刚好");
        finish(mode, first);

        FakeModeSession second = new FakeModeSession(workspace, "cook-20261023-180000-bbbbbb", first.clock,
                first.timers);
        Say.text(mode, second, "做番茄炒蛋");
        finish(mode, second);
        List<String> lines = Files.readAllLines(second.dataDir().resolve("history.md"));
        assertEquals(4, lines.size(), lines.toString());
        assertTrue(lines.get(3).contains("| 番茄炒蛋 | 2人份 |"));

        FakeModeSession third = new FakeModeSession(workspace, "cook-20261024-180000-cccccc", first.clock,
                first.timers);
        String found = mode.tools(third).stream().filter(t -> t.name().equals("read_cooking_history")).findFirst()
                .orElseThrow().call(new ObjectMapper().readTree("{\"query\":\"上次做红烧肉放了多少糖\"}"));
        assertTrue(found.contains("红烧肉 | 3人份"), found);
        assertTrue(found.contains("冰糖放了二十克刚好"), found);
        assertTrue(found.contains("冰糖25 克"), "the summary keeps the scaled amounts: " + found);
        assertFalse(found.contains("番茄炒蛋用量"), "an unrelated session is not returned: " + found);

        String none = mode.tools(third).get(9).call(new ObjectMapper().readTree("{\"query\":\"pizza\"}"));
        assertTrue(none.startsWith("没有找到和“pizza”有关的做饭记录。"), none);
    }
}
