package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CookingStateTest {
    @TempDir
    Path workspace;

    @Test
    void theListsOfTheStateStayBoundedHoweverLongTheSession() {
        CookingState st = CookingState.empty().startRecipe("红烧肉", 2);
        for (int i = 0; i < 5_000; i++) {
            st = st.scaledTo(1 + i % 9).timerStarted("计时" + i);
        }
        assertTrue(st.events().size() <= CookingState.MAX_EVENTS, "events: " + st.events().size());
        assertTrue(st.timers().size() <= CookingState.MAX_TIMER_NAMES, "timer names: " + st.timers().size());
        assertEquals("计时4999", st.timers().get(st.timers().size() - 1), "the latest are kept");
        assertEquals("start", st.events().get(0).kind(), "the recipe start is kept for the summary");
    }

    @Test
    void aNewInstanceOnTheSameSessionContinuesAtTheSameStep() throws Exception {
        FakeModeSession s = FakeModeSession.in(workspace);
        CookingMode before = new CookingMode();
        Say.text(before, s, "做红烧肉，三个人");
        Say.text(before, s, "第四步");
        Say.text(before, s, "记一下冰糖少一点");
        Say.text(before, s, "焖肉计时四十分钟");

        FakeModeSession restarted = s.sameSession();
        CookingMode after = new CookingMode();
        assertTrue(Say.text(after, restarted, "再说一遍").startsWith("第四步：加入生抽"));
        assertTrue(Say.text(after, restarted, "糖放多少").startsWith("三人份，冰糖"));
        String context = after.runContext(restarted);
        assertTrue(context.contains("当前步骤：4/6"), context);
        assertTrue(context.contains("冰糖少一点"), context);
        CookingState st = new CookingStateStore().load(restarted.sessionDir());
        assertEquals("红烧肉", st.recipe());
        assertEquals(3, st.servings());
        assertEquals(List.of("焖肉"), st.timers());
    }

    @Test
    void aPendingOfferSurvivesARestart() throws Exception {
        FakeModeSession s = FakeModeSession.in(workspace);
        assertTrue(Say.to(new CookingMode(), s, "做红烧肉").isPresent());
        assertTrue(Say.to(new CookingMode(), s, "第五步").orElseThrow().expectsAnswer());
        assertEquals("好的，焖肉计时四十分钟，开始了。", Say.text(new CookingMode(), s.sameSession(), "要"));
    }

    @Test
    void stateIsWrittenAtomicallyWithoutLeftovers() throws Exception {
        FakeModeSession s = FakeModeSession.in(workspace);
        CookingMode mode = new CookingMode();
        Say.text(mode, s, "做蛋炒饭");
        Say.text(mode, s, "下一步");
        try (Stream<Path> files = Files.list(s.sessionDir())) {
            assertEquals(List.of(CookingStateStore.FILE), files.map(p -> p.getFileName().toString()).toList());
        }
        String json = Files.readString(s.sessionDir().resolve(CookingStateStore.FILE));
        assertTrue(json.contains("\"recipe\" : \"蛋炒饭\""), json);
        assertTrue(json.contains("\"step\" : 2"), json);
    }

    @Test
    void tempFilesLeftByAKilledWriteAreRemovedWhenTheStateIsLoaded() throws Exception {
        FakeModeSession s = FakeModeSession.in(workspace);
        Say.text(new CookingMode(), s, "做蛋炒饭");
        Path dir = s.sessionDir();
        Files.writeString(dir.resolve("." + CookingStateStore.FILE + "8146251790.tmp"), "{\"recipe\": \"半");
        Files.writeString(dir.resolve("." + CookingStateStore.FILE + "99.tmp"), "");
        Files.writeString(dir.resolve("notes.tmp"), "not ours");
        assertTrue(Say.text(new CookingMode(), s.sameSession(), "再说一遍").startsWith("第一步"));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(CookingStateStore.FILE, "notes.tmp"),
                    files.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    @Test
    void aCorruptStateFileStartsFreshAndIsKeptAside() throws Exception {
        FakeModeSession s = FakeModeSession.in(workspace);
        Files.writeString(s.sessionDir().resolve(CookingStateStore.FILE), "{\"recipe\": \"红烧", StandardCharsets.UTF_8);
        assertTrue(Say.text(new CookingMode(), s, "下一步").startsWith("还没选菜谱"));
        assertTrue(Files.exists(s.sessionDir().resolve(CookingStateStore.FILE + ".bad")));
    }

    @Test
    void runContextCarriesTheDynamicStateAndStaticPromptDoesNot() throws Exception {
        FakeModeSession s = FakeModeSession.in(workspace);
        CookingMode mode = new CookingMode();
        assertTrue(mode.runContext(s).startsWith("菜谱：未选择。可用菜谱："));
        Say.text(mode, s, "做番茄炒蛋，三个人");
        Say.text(mode, s, "下一步");
        Say.text(mode, s, "计时五分钟");
        s.clock.advance(Duration.ofMinutes(2));
        String context = mode.runContext(s);
        assertEquals("""
                菜谱：番茄炒蛋（3人份，菜谱原为2人份）
                当前步骤：2/6 鸡蛋打入碗中，加一小撮盐，搅打均匀。
                计时：计时 剩三分钟""", context);
        assertEquals("", mode.staticPrompt(s));
        assertFalse(mode.staticPrompt(s).contains("番茄炒蛋"));
    }
}
