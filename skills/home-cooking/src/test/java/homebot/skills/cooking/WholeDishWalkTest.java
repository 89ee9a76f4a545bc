package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.skills.api.ExitInfo;
import homebot.skills.api.LocalReply;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** 番茄炒蛋 for three, by voice, local intents only (no model), with a restart in the middle. */
class WholeDishWalkTest {
    @TempDir
    Path workspace;

    @Test
    void cooksTomatoEggsForThreeByLocalIntentsOnly() throws Exception {
        FakeModeSession s = FakeModeSession.in(workspace);
        CookingMode mode = new CookingMode();

        assertEquals("好的，做番茄炒蛋，三人份，一共六步。第一步：番茄洗净，顶部划十字，用开水烫 1 分钟后去皮，切成小块。"
                + " 要我计时一分钟吗？", Say.text(mode, s, "我想做番茄炒蛋，三个人"));
        assertEquals("好的，不计时。", Say.text(mode, s, "不用"));
        assertEquals("三人份，番茄三个。", Say.text(mode, s, "番茄要放几个？"));
        assertEquals("三人份，鸡蛋四个半。", Say.text(mode, s, "鸡蛋要几个"));
        assertEquals("第二步：鸡蛋打入碗中，加一小撮盐，搅打均匀。", Say.text(mode, s, "下一步"));
        LocalReply three = Say.to(mode, s, "下一步").orElseThrow();
        assertEquals("第三步：锅里放一汤匙油，大火烧热，倒入蛋液，凝固后划散，炒 1 分钟盛出。 要我计时一分钟吗？", three.text());
        assertTrue(three.expectsAnswer());
        assertEquals("好的，炒鸡蛋计时一分钟，开始了。", Say.text(mode, s, "好的"));
        assertEquals("第二步：鸡蛋打入碗中，加一小撮盐，搅打均匀。", Say.text(mode, s, "上一步"));
        assertEquals("第二步：鸡蛋打入碗中，加一小撮盐，搅打均匀。", Say.text(mode, s, "再说一遍"));
        Say.text(mode, s, "下一步");
        assertTrue(Say.text(mode, s, "下一步").startsWith("第四步：锅里再放一汤匙油"));
        assertEquals("好的，炒番茄计时两分钟，开始了。", Say.text(mode, s, "炒番茄计时两分钟"));
        assertEquals(List.of("炒鸡蛋", "炒番茄"), s.timers.list().stream().map(t -> t.name()).toList());

        // the process restarts here: a new plugin instance on the same session dir and scheduler
        s.clock.advance(Duration.ofSeconds(70));
        FakeModeSession again = s.sameSession();
        again.turns.addAll(s.turns);
        CookingMode restarted = new CookingMode();
        assertTrue(Say.text(restarted, again, "再说一遍").startsWith("第四步：锅里再放一汤匙油"));
        assertEquals("炒番茄还剩五十秒。", Say.text(restarted, again, "炒番茄的计时还剩多久"));
        assertTrue(Say.text(restarted, again, "有哪些计时").startsWith("现在有两个计时：炒鸡蛋已经到时间了，炒番茄还剩五十秒"));
        assertTrue(Say.text(restarted, again, "下一步是什么").startsWith("第五步：加入白糖"), "asking what is next moves on");
        assertEquals("三人份，白糖7.5 克。", Say.text(restarted, again, "糖放多少"));
        assertEquals("记下了：下次少放糖", Say.text(restarted, again, "记一下下次少放糖"));
        assertTrue(Say.text(restarted, again, "下一步").startsWith("第六步，也是最后一步：撒上葱花"));
        assertTrue(Say.text(restarted, again, "下一步").startsWith("已经是最后一步了"));

        String summary = restarted.summarize(again, again.turns).orElseThrow();
        Path summaryFile = again.sessionDir().resolve("summary.md");
        Files.writeString(summaryFile, summary, StandardCharsets.UTF_8);
        restarted.afterExit(again, new ExitInfo("user", summary, summaryFile));
        assertTrue(summary.contains("- 做了：番茄炒蛋，3人份（菜谱原为2人份）"), summary);
        assertTrue(summary.contains("番茄三个，鸡蛋四个半"), summary);
        assertTrue(summary.contains("- 计时：炒鸡蛋、炒番茄"), summary);
        assertTrue(summary.contains("  - 下次少放糖"), summary);
        assertTrue(summary.contains("做到第6步，共6步"), summary);
        assertEquals(List.of("# 做饭历史", "", "- 2026-10-22 | 番茄炒蛋 | 3人份 | " + again.sessionDir()),
                Files.readAllLines(again.dataDir().resolve("history.md")));
    }
}
