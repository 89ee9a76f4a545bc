package homebot.mode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.skills.api.Utterance;
import homebot.testing.FakeTimers;
import homebot.testing.MovableClock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ModeManagerTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path workspace;

    private final ModeRegistry registry = ModeFixtures.registry();
    private final MovableClock clock = MovableClock.atOffset("2026-10-22T19:55:00+08:00");
    private final ModeManager manager = ModeFixtures.manager(workspace(), registry, clock);

    private Path workspace() {
        return workspace == null ? Path.of("unused") : workspace;
    }

    private ModeManager fresh() {
        return ModeFixtures.manager(workspace, registry, clock);
    }

    @Test
    void enteringWritesActionJsonWithTheExactSchemaAndOrder() throws Exception {
        ActiveMode a = fresh().enter("homework");
        String text = Files.readString(workspace.resolve("modes/action.json"));
        JsonNode n = JSON.readTree(text);
        List<String> keys = iterable(n.fieldNames());
        assertEquals(List.of("schema_version", "active", "mode_id", "display_name", "session_id", "skill_name",
                "started_at", "expires_at", "session_dir", "exit_reason"), keys);
        assertEquals(1, n.get("schema_version").asInt());
        assertTrue(n.get("active").asBoolean());
        assertEquals("homework", n.get("mode_id").asText());
        assertEquals("作业模式", n.get("display_name").asText());
        assertTrue(n.get("session_id").asText().matches("home-20261022-195500-[0-9a-f]{6}"), n.get("session_id").asText());
        assertEquals("homework", n.get("skill_name").asText());
        assertEquals("2026-10-22T19:55:00+08:00", n.get("started_at").asText());
        assertEquals("2026-10-23T00:10:00+08:00", n.get("expires_at").asText());
        Path dir = Path.of(n.get("session_dir").asText());
        assertTrue(dir.isAbsolute());
        assertEquals(workspace.toAbsolutePath().resolve("modes/sessions/homework/" + a.sessionId()), dir);
        assertTrue(n.get("exit_reason").isNull());
    }

    @Test
    void timesKeepANumericOffsetInUtcAndFollowTheConfiguredZone() throws Exception {
        ModeManager utc = new ModeManager(workspace, registry, new FakeTimers(clock), clock,
                new ModeConfig("UTC", "00:10", "en-US"));
        ActiveMode a = utc.enter("homework");
        assertEquals("2026-10-22T11:55:00+00:00", a.state().startedAt());
        assertEquals("2026-10-23T00:10:00+00:00", a.state().expiresAt());
        assertTrue(a.sessionId().startsWith("home-20261022-115500-"), a.sessionId());
    }

    @Test
    void sessionIdPrefixIsTheFirstFourLettersOfTheModeId() {
        assertEquals("cook", SessionIds.prefix("cooking"));
        assertEquals("hw", SessionIds.prefix("hw"));
        assertEquals("home", SessionIds.prefix("home_work"));
    }

    @Test
    void enterFreezesSkillAndStaticPromptAndCallsOnEnter() throws Exception {
        ActiveMode a = fresh().enter("recording");
        String frozen = Files.readString(a.systemPromptFile());
        assertTrue(frozen.startsWith("# 记录模式"), frozen);
        assertTrue(frozen.contains("Static plugin rules."), frozen);
        assertEquals(List.of("staticPrompt", "onEnter:" + a.sessionId()), ModeFixtures.recordingPlugin(registry).calls);
    }

    @Test
    void exitKeepsTheReasonAndClearsEverythingElseAndEnteringClearsTheReason() throws Exception {
        ModeManager m = fresh();
        m.enter("homework");
        m.requestExit("homework", "做了两道数学题。");
        assertTrue(m.runPendingExit());
        JsonNode n = JSON.readTree(workspace.resolve("modes/action.json").toFile());
        assertEquals(JSON.readTree("{\"schema_version\":1,\"active\":false,\"mode_id\":null,\"display_name\":null,"
                + "\"session_id\":null,\"skill_name\":null,\"started_at\":null,\"expires_at\":null,"
                + "\"session_dir\":null,\"exit_reason\":\"user\"}"), n);
        m.enter("homework");
        assertTrue(JSON.readTree(workspace.resolve("modes/action.json").toFile()).get("exit_reason").isNull());
    }

    @Test
    void enteringWhileAnotherModeIsActiveIsRefusedClearly() throws Exception {
        ModeManager m = fresh();
        m.enter("homework");
        ModeSwitchException other = assertThrows(ModeSwitchException.class, () -> m.enter("recording"));
        assertEquals("mode-other-active", other.code());
        assertEquals("现在正在作业模式中，请先退出作业模式。", other.getMessage());
        ModeSwitchException same = assertThrows(ModeSwitchException.class, () -> m.enter("homework"));
        assertEquals("mode-already-active", same.code());
        assertEquals("mode-unknown", assertThrows(ModeSwitchException.class, () -> fresh().enter("karaoke")).code());
    }

    @Test
    void recordedTurnsHaveExactlyTheSeedKeysAndSurviveANewManager() throws Exception {
        ModeManager m = fresh();
        ActiveMode a = m.enter("homework");
        clock.advance(Duration.ofMinutes(10));
        m.recordTurn(new Utterance("这道题怎么做？", "voice", "voice-1", "kid"), "你先说说你的想法。");
        String line = Files.readAllLines(a.conversationFile()).get(0);
        JsonNode n = JSON.readTree(line);
        assertEquals(List.of("timestamp", "channel", "chat_id", "speaker_id", "user", "assistant"), iterable(n.fieldNames()));
        assertEquals("2026-10-22T20:05:00+08:00", n.get("timestamp").asText());
        assertEquals("kid", n.get("speaker_id").asText());
        assertEquals(1, fresh().active().orElseThrow().session().turns().size());
    }

    @Test
    void recordingWithoutAnActiveModeDoesNothing() throws Exception {
        assertFalse(fresh().recordTurn(new Utterance("hi", "console", "c1", null), "hello"));
        assertFalse(Files.exists(workspace.resolve("modes")));
    }

    @Test
    void expiryIsTenPastMidnightAfterTheStartDayEvenJustBeforeMidnight() throws Exception {
        clock.set(java.time.OffsetDateTime.parse("2026-10-22T23:59:30+08:00").toInstant());
        ModeManager m = fresh();
        ActiveMode a = m.enter("homework");
        assertEquals("2026-10-23T00:10:00+08:00", a.state().expiresAt());
        assertFalse(m.expireIfDue(java.time.OffsetDateTime.parse("2026-10-23T00:09:59+08:00").toInstant()));
        assertTrue(m.expireIfDue(java.time.OffsetDateTime.parse("2026-10-23T00:10:00+08:00").toInstant()));
        assertEquals("expired", m.state().exitReason());
        assertTrue(Files.exists(a.sessionDir().resolve("summary.md")));
    }

    @Test
    void corruptActionJsonIsMovedAsideAndTreatedAsInactive() throws Exception {
        Files.createDirectories(workspace.resolve("modes"));
        Files.writeString(workspace.resolve("modes/action.json"), "{\"schema_version\":1,\"active\":tr");
        ModeManager m = fresh();
        assertTrue(m.active().isEmpty());
        assertFalse(Files.exists(workspace.resolve("modes/action.json")));
        try (Stream<Path> s = Files.list(workspace.resolve("modes"))) {
            List<String> names = s.map(p -> p.getFileName().toString()).toList();
            assertEquals(1, names.size(), names.toString());
            assertTrue(names.get(0).startsWith("action.json.corrupt-20261022-195500"), names.toString());
        }
        m.enter("homework");
        assertTrue(m.active().isPresent());
    }

    @Test
    void activeStateWithMissingFieldsIsCorruptNotACrash() throws Exception {
        Files.createDirectories(workspace.resolve("modes"));
        Files.writeString(workspace.resolve("modes/action.json"), "{\"schema_version\":1,\"active\":true,"
                + "\"mode_id\":\"homework\",\"display_name\":null,\"session_id\":null,\"skill_name\":null,"
                + "\"started_at\":null,\"expires_at\":null,\"session_dir\":null,\"exit_reason\":null}");
        assertTrue(fresh().active().isEmpty());
        assertFalse(Files.exists(workspace.resolve("modes/action.json")));
    }

    @Test
    void aThrowingOnEnterLeavesNoActiveMode(@TempDir Path skills) throws Exception {
        Path dir = Files.createDirectories(skills.resolve("bad-enter"));
        Files.writeString(dir.resolve("mode.json"), "{\"id\":\"badenter\",\"display_name\":\"坏模式\","
                + "\"entrypoint\":\"" + ThrowingOnEnterPlugin.class.getName() + "\"}");
        Files.writeString(dir.resolve("SKILL.md"), "x");
        ModeRegistry r = ModeRegistry.load(List.of(dir), getClass().getClassLoader());
        ModeManager m = ModeFixtures.manager(workspace, r, clock);
        assertEquals("mode-enter-failed", assertThrows(ModeSwitchException.class, () -> m.enter("badenter")).code());
        assertTrue(m.active().isEmpty());
    }

    public static final class ThrowingOnEnterPlugin implements homebot.skills.api.ModePlugin {
        @Override
        public void onEnter(homebot.skills.api.ModeSession session) {
            throw new IllegalStateException("disk full");
        }
    }

    private static List<String> iterable(java.util.Iterator<String> it) {
        List<String> out = new java.util.ArrayList<>();
        it.forEachRemaining(out::add);
        return out;
    }
}
