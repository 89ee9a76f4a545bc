package homebot.mode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.agent.ToolCallContext;
import homebot.skills.api.ToolArgumentException;
import homebot.skills.api.Utterance;
import homebot.testing.MovableClock;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SwitchModeToolTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path workspace;

    private final ModeRegistry registry = ModeFixtures.registry();
    private final MovableClock clock = MovableClock.atOffset("2026-10-22T19:55:00+08:00");
    private ModeManager manager;
    private SwitchModeTool tool;

    private SwitchModeTool tool() {
        if (tool == null) {
            manager = ModeFixtures.manager(workspace, registry, clock);
            tool = new SwitchModeTool(manager, new ModeSwitchGuard());
        }
        return tool;
    }

    private String call(String args, String userWords) throws Exception {
        return tool().call(JSON.readTree(args), new ToolCallContext(new Utterance(userWords, "voice", "v1", null), "run-1"));
    }

    @Test
    void aModelThatSwitchesWhenTheUserNeverAskedIsRefusedAndNothingChanges() {
        ToolArgumentException e = assertThrows(ToolArgumentException.class,
                () -> call("{\"action\":\"enter\",\"mode_id\":\"homework\"}", "这道数学题怎么做？"));
        assertTrue(e.getMessage().startsWith("switch-refused (switch-name-missing)"), e.getMessage());
        assertTrue(manager.active().isEmpty());
        assertFalse(workspace.resolve("modes").toFile().exists());
    }

    @Test
    void enterWithTheUsersExplicitWordsStartsASession() throws Exception {
        String result = call("{\"action\":\"enter\",\"mode_id\":\"homework\"}", "打开作业模式");
        assertTrue(result.startsWith("entered 作业模式 (homework), session home-20261022-195500-"), result);
        assertEquals("homework", manager.active().orElseThrow().modeId());
    }

    @Test
    void anEnglishAliasCountsAsTheName() throws Exception {
        call("{\"action\":\"enter\",\"mode_id\":\"homework\"}", "turn on homework mode");
        assertTrue(manager.active().isPresent());
    }

    @Test
    void exitIsOnlyRequestedAndCarriesTheModelsSummary() throws Exception {
        call("{\"action\":\"enter\",\"mode_id\":\"homework\"}", "进入作业模式");
        String r = call("{\"action\":\"exit\",\"mode_id\":\"homework\",\"summary\":\"做完了两道题\"}", "退出作业模式");
        assertTrue(r.contains("accepted"), r);
        assertTrue(manager.active().isPresent(), "the exit waits for the end of the turn");
        assertEquals("做完了两道题", manager.pendingExit().orElseThrow().summary());
    }

    @Test
    void enteringWhileAnotherModeIsActiveReturnsAClearError() throws Exception {
        call("{\"action\":\"enter\",\"mode_id\":\"homework\"}", "打开作业模式");
        ToolArgumentException e = assertThrows(ToolArgumentException.class,
                () -> call("{\"action\":\"enter\",\"mode_id\":\"recording\"}", "打开记录模式"));
        assertEquals("mode-other-active: 现在正在作业模式中，请先退出作业模式。", e.getMessage());
    }

    @Test
    void badArgumentsAreReportedToTheModel() {
        assertTrue(assertThrows(ToolArgumentException.class, () -> call("{\"action\":\"toggle\",\"mode_id\":\"homework\"}",
                "打开作业模式")).getMessage().startsWith("tool-bad-arguments"));
        assertTrue(assertThrows(ToolArgumentException.class, () -> call("{\"action\":\"enter\",\"mode_id\":\"chess\"}",
                "打开象棋模式")).getMessage().startsWith("mode-unknown: no mode \"chess\"; known: homework, recording"));
        assertTrue(assertThrows(ToolArgumentException.class, () -> call("{\"action\":\"exit\",\"mode_id\":\"homework\"}",
                "退出作业模式")).getMessage().startsWith("mode-not-active"));
    }

    @Test
    void theSchemaListsTheKnownModesAndTheActions() {
        JsonNode p = tool().parameters();
        assertEquals("[\"enter\",\"exit\"]", p.at("/properties/action/enum").toString());
        assertEquals("[\"homework\",\"recording\"]", p.at("/properties/mode_id/enum").toString());
        assertEquals("[\"action\",\"mode_id\"]", p.get("required").toString());
        assertTrue(tool().description().contains("homework (作业模式 / homework mode / 写作业模式)"));
    }
}
