package homebot.mode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.conversation.ConversationRecorder;
import homebot.conversation.ConversationStore;
import homebot.skills.api.Utterance;
import homebot.testing.MovableClock;
import homebot.turn.DialogueState;
import homebot.turn.TurnHandler;
import homebot.turn.TurnDeadline;
import homebot.turn.TurnPipeline;
import homebot.turn.TurnReply;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ModeTurnHandler and ModeTurnScope inside the real TurnPipeline. */
class ModeTurnTest {
    @TempDir
    Path workspace;

    private final ModeRegistry registry = ModeFixtures.registry();
    private final MovableClock clock = MovableClock.atOffset("2026-10-22T19:55:00+08:00");

    private TurnPipeline pipeline(ModeManager m, TurnHandler agent) {
        return new TurnPipeline(List.of(new ModeTurnHandler(m, new ModeSwitchGuard()), new ModeIntents(m, new ModeSwitchGuard(), true), agent),
                List.of(), (u, s) -> Optional.of(TurnReply.of("我没听懂。", DialogueState.IDLE, "offline")),
                new ModeTurnScope(m, new ModeExpiry(m, clock)), TurnDeadline.none());
    }

    private static final TurnHandler ECHO_AGENT =
            (u, s) -> Optional.of(TurnReply.of("好的：" + u.text(), DialogueState.IDLE, "agent"));

    private static Utterance said(String words) {
        return new Utterance(words, "voice", "v1", "mum");
    }

    @Test
    void everyFinishedTurnIsRecordedWhicheverLinkAnsweredAndTheExitComesLast() throws Exception {
        ModeManager m = ModeFixtures.manager(workspace, registry, clock);
        TurnPipeline p = pipeline(m, ECHO_AGENT);
        p.run(said("打开记录模式"), s -> {});
        ActiveMode a = m.active().orElseThrow();
        TurnReply local = p.run(said("下一步"), s -> {});
        assertEquals("mode:recording", local.source());
        assertEquals(DialogueState.WAITING, local.state());
        p.run(said("今天几号？"), s -> {});
        p.run(said("退出记录模式"), s -> {});
        assertTrue(m.active().isEmpty());
        List<String> users = a.session().turns().stream().map(t -> t.user()).toList();
        assertEquals(List.of("打开记录模式", "下一步", "今天几号？", "退出记录模式"), users);
        assertEquals("好的，退出记录模式。", a.session().turns().get(3).assistant());
        RecordingModePlugin plugin = ModeFixtures.recordingPlugin(registry);
        assertEquals("afterExit:user", plugin.calls.get(plugin.calls.size() - 1));
        assertEquals(1, plugin.exits.size());
        assertEquals("user", plugin.exits.get(0).reason());
        assertTrue(Files.readString(a.sessionDir().resolve("summary.md")).contains("退出记录模式"));
    }

    @Test
    void failedTurnsAreRecordedMarkedFailed() throws Exception {
        ModeManager m = ModeFixtures.manager(workspace, registry, clock);
        TurnPipeline p = pipeline(m, (u, s) -> Optional.of(new TurnReply("抱歉，出错了。", DialogueState.IDLE, "agent", "llm-timeout")));
        p.run(said("打开记录模式"), s -> {});
        p.run(said("番茄要放几个？"), s -> {});
        ActiveMode a = m.active().orElseThrow();
        List<String> lines = Files.readAllLines(a.conversationFile());
        assertEquals(2, lines.size(), "seed 000 records every turn of a mode session: " + lines);
        assertTrue(lines.get(1).contains("\"user\":\"番茄要放几个？\"") && lines.get(1).contains("\"failed\":\"llm-timeout\""),
                lines.get(1));
        assertTrue(!lines.get(0).contains("failed"), "a good turn keeps the seed's six keys: " + lines.get(0));
    }

    @Test
    void theExitTurnIsWrittenToTheModeSessionOnlyNotAlsoToTheNormalConversation() throws Exception {
        ModeManager m = ModeFixtures.manager(workspace, registry, clock);
        ConversationStore store = new ConversationStore(workspace.resolve("conversations"), new ObjectMapper(), clock);
        ModeTurnScope scope = new ModeTurnScope(m, new ModeExpiry(m, clock));
        ConversationRecorder recorder = new ConversationRecorder(store, scope::recordedInMode);
        TurnPipeline p = new TurnPipeline(List.of(new ModeTurnHandler(m, new ModeSwitchGuard()), new ModeIntents(m, new ModeSwitchGuard(), true), ECHO_AGENT),
                List.of(recorder), (u, s) -> Optional.of(TurnReply.of("我没听懂。", DialogueState.IDLE, "offline")),
                scope, TurnDeadline.none());
        p.run(said("打开记录模式"), s -> {});
        ActiveMode a = m.active().orElseThrow();
        p.run(said("退出记录模式"), s -> {});
        assertTrue(m.active().isEmpty());
        assertEquals(2, a.session().turns().size());
        assertTrue(!store.exists("v1") || store.load("v1").chain().isEmpty(),
                "the exit turn belongs to the mode session only: " + (store.exists("v1") ? store.load("v1").chain() : ""));
        p.run(said("今天几号？"), s -> {});
        assertEquals(List.of("今天几号？", "好的：今天几号？"),
                store.load("v1").chain().stream().map(homebot.conversation.Message::content).toList());
    }

    @Test
    void aMissedExpiryIsDoneBeforeTheNextMessageWhichIsThenANormalTurn() throws Exception {
        ModeManager m = ModeFixtures.manager(workspace, registry, clock);
        TurnPipeline p = pipeline(m, ECHO_AGENT);
        p.run(said("打开记录模式"), s -> {});
        ActiveMode a = m.active().orElseThrow();
        clock.advance(Duration.ofHours(5));
        TurnReply r = p.run(said("早上好"), s -> {});
        assertEquals("agent", r.source());
        assertTrue(m.active().isEmpty());
        assertEquals("expired", m.state().exitReason());
        assertEquals(1, a.session().turns().size(), "the message after expiry is not part of the old session");
        assertTrue(Files.readString(a.sessionDir().resolve("summary.md")).contains("exit_reason: expired"));
    }

    @Test
    void statusShowsTheActiveSessionOrTheLastExit() throws Exception {
        ModeManager m = ModeFixtures.manager(workspace, registry, clock);
        ModeStatus status = new ModeStatus(m);
        assertEquals("no active mode", status.text());
        TurnPipeline p = pipeline(m, ECHO_AGENT);
        p.run(said("打开记录模式"), s -> {});
        p.run(said("今天几号？"), s -> {});
        ActiveMode a = m.active().orElseThrow();
        assertEquals("mode: 记录模式 (recording)\n"
                + "session: " + a.sessionId() + "\n"
                + "started: 2026-10-22T19:55:00+08:00\n"
                + "expires: 2026-10-23T00:10:00+08:00\n"
                + "turns: 2\n"
                + "session dir: " + a.sessionDir(), status.text());
        ModeManager statusOnly = new ModeManager(workspace, new ModeRegistry(List.of()), null, clock, ModeConfig.defaults());
        assertEquals(status.text(), new ModeStatus(statusOnly).text(), "status needs no skills loaded");
        p.run(said("关闭记录模式"), s -> {});
        assertEquals("no active mode; last exit: user", status.text());
    }

    @Test
    void expiryCanBeScheduledFromNextExpiry() throws Exception {
        ModeManager m = ModeFixtures.manager(workspace, registry, clock);
        ModeExpiry expiry = new ModeExpiry(m, clock);
        assertTrue(expiry.nextExpiry().isEmpty());
        m.enter("homework");
        assertEquals(java.time.Instant.parse("2026-10-22T16:10:00Z"), expiry.nextExpiry().orElseThrow());
        assertEquals(false, expiry.expireIfDue());
        clock.set(expiry.nextExpiry().orElseThrow());
        assertEquals(true, expiry.expireIfDue());
    }
}
