package homebot.mode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.skills.api.Utterance;
import homebot.testing.MovableClock;
import homebot.turn.ReplySink;
import homebot.turn.TurnReply;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ModeIntentsTest {
    @TempDir
    Path workspace;

    private final ModeRegistry registry = ModeFixtures.registry();
    private final MovableClock clock = MovableClock.atOffset("2026-10-22T19:55:00+08:00");
    private final List<String> spoken = new ArrayList<>();
    private final ReplySink sink = spoken::add;

    private Optional<TurnReply> say(ModeIntents intents, String words) {
        return intents.handle(new Utterance(words, "voice", "v1", "mum"), sink);
    }

    @Test
    void enterAndExitWorkWithoutAnyLlm() {
        ModeManager m = ModeFixtures.manager(workspace, registry, clock);
        ModeIntents intents = new ModeIntents(m, new ModeSwitchGuard(), false);
        TurnReply r = say(intents, "打开作业模式").orElseThrow();
        assertEquals("好的，已进入作业模式。", r.text());
        assertEquals("intent:mode-enter", r.source());
        assertEquals(List.of("好的，已进入作业模式。"), spoken);
        assertTrue(m.active().isPresent());
        TurnReply bye = say(intents, "退出 作业 模式").orElseThrow();
        assertEquals("intent:mode-exit", bye.source());
        assertTrue(m.pendingExit().isPresent());
        assertTrue(m.runPendingExit());
        assertEquals("user", m.state().exitReason());
    }

    @Test
    void wordsTheGuardRefusesArePassedOn() {
        ModeIntents intents = new ModeIntents(ModeFixtures.manager(workspace, registry, clock), new ModeSwitchGuard(), false);
        assertTrue(say(intents, "作业模式是什么").isEmpty());
        assertTrue(say(intents, "不要打开作业模式").isEmpty());
        assertTrue(say(intents, "今天天气怎么样").isEmpty());
    }

    @Test
    void withAnLlmOnlyBareCommandsAreAnsweredLocally() {
        ModeManager m = ModeFixtures.manager(workspace, registry, clock);
        ModeIntents intents = new ModeIntents(m, new ModeSwitchGuard(), true);
        assertTrue(say(intents, "打开作业模式，我们先做第三题然后背单词").isEmpty());
        assertTrue(m.active().isEmpty());
        assertTrue(say(intents, "请帮我打开一下作业模式吧！").isPresent());
        assertTrue(say(intents, "please turn off the homework mode").isPresent());
    }

    @Test
    void englishCommandsGetEnglishAnswers() {
        ModeManager m = ModeFixtures.manager(workspace, registry, clock);
        ModeIntents intents = new ModeIntents(m, new ModeSwitchGuard(), false);
        assertEquals("OK, homework mode is on.", say(intents, "turn on homework mode").orElseThrow().text());
        assertEquals("homework mode is on; please exit it first.",
                say(intents, "start recording mode").orElseThrow().text());
        assertEquals("OK, leaving homework mode.", say(intents, "exit homework mode").orElseThrow().text());
    }

    @Test
    void enteringASecondModeIsAnsweredWithTheReason() {
        ModeManager m = ModeFixtures.manager(workspace, registry, clock);
        ModeIntents intents = new ModeIntents(m, new ModeSwitchGuard(), false);
        say(intents, "打开作业模式");
        assertEquals("现在正在作业模式中，请先退出作业模式。", say(intents, "打开记录模式").orElseThrow().text());
        assertEquals("作业模式已经开着了。", say(intents, "进入作业模式").orElseThrow().text());
    }

    @Test
    void wordsOnlyAModeCanDoEnterItAndArePassedOnToIt() {
        ModeManager m = ModeFixtures.manager(workspace, registry, clock);
        ModeIntents intents = new ModeIntents(m, new ModeSwitchGuard(), false);
        assertTrue(say(intents, "录一段钢琴").isEmpty(), "the mode's own handler answers the words themselves");
        assertEquals("recording", m.active().orElseThrow().modeId());
        assertEquals(List.of("好的，已进入记录模式。"), spoken);
        assertTrue(say(intents, "录一段口琴").isEmpty(), "inside the mode the words are the mode's");
        assertEquals(1, spoken.size());
    }

    @Test
    void wordsOnlyAModeCanDoNeverEnterWhileAnotherModeIsOn() {
        ModeManager m = ModeFixtures.manager(workspace, registry, clock);
        ModeIntents intents = new ModeIntents(m, new ModeSwitchGuard(), false);
        say(intents, "打开作业模式");
        assertTrue(say(intents, "录一段钢琴").isEmpty());
        assertEquals("homework", m.active().orElseThrow().modeId());
    }
}
