package homebot.mode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.agent.Tool;
import homebot.context.AssembledContext;
import homebot.context.CharEstimateTokenCounter;
import homebot.context.ContextAssembler;
import homebot.context.ContextBudget;
import homebot.context.HistoryTurn;
import homebot.llm.ChatMessage;
import homebot.skills.api.Utterance;
import homebot.testing.MovableClock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ModePromptSourceTest {
    private static final String BASE = "你是厨房里的语音助手 homebot。";

    @TempDir
    Path workspace;

    private final ModeRegistry registry = ModeFixtures.registry();
    private final MovableClock clock = MovableClock.atOffset("2026-10-22T19:55:00+08:00");
    private final ContextAssembler assembler = new ContextAssembler(new CharEstimateTokenCounter(), ContextBudget.defaults());

    private record Built(AssembledContext context, List<String> tools) {}

    private Built turn(ModeManager m, ModePromptSource src, String words, String speaker, String channel) throws Exception {
        Utterance u = new Utterance(words, channel, channel + "-" + speaker, speaker);
        Built b = new Built(assembler.assemble(src.request(BASE, u, List.of())),
                src.toolDefinitions(src.tools(src.active())));
        m.recordTurn(u, "回答：" + words);
        return b;
    }

    @Test
    void thePrefixIsByteIdenticalAcrossTurnsAsSpeakersTimeAndRunContextChange() throws Exception {
        ModeManager m = ModeFixtures.manager(workspace, registry, clock);
        ModePromptSource src = new ModePromptSource(m, new SwitchModeTool(m, new ModeSwitchGuard()));
        RecordingModePlugin plugin = ModeFixtures.recordingPlugin(registry);
        m.enter("recording");
        Built first = turn(m, src, "第一步做什么？", "mum", "voice");
        clock.advance(Duration.ofMinutes(7));
        plugin.runContext = "step: 3\ntimer 煮面 2:10 left";
        Files.writeString(registry.find("recording").orElseThrow().descriptor().skillFile().resolveSibling("unused.md"), "x");
        Built second = turn(m, src, "番茄要放几个？", "guest", "console");
        clock.advance(Duration.ofHours(2));
        plugin.runContext = "step: 5";
        Built third = turn(m, src, "下一步呢", "dad", "voice");

        byte[] sys = bytes(first.context().messages().get(0));
        assertArrayEquals(sys, bytes(second.context().messages().get(0)));
        assertArrayEquals(sys, bytes(third.context().messages().get(0)));
        assertEquals(first.tools(), second.tools());
        assertEquals(first.tools(), third.tools());
        // history is append-only: every earlier request (minus its current message) is a prefix of the next one
        List<ChatMessage> m2 = second.context().messages();
        List<ChatMessage> m3 = third.context().messages();
        assertEquals(m2.subList(0, m2.size() - 1), m3.subList(0, m2.size() - 1));
        assertEquals(ChatMessage.user("番茄要放几个？"), m3.get(3));
        String system = new String(sys, StandardCharsets.UTF_8);
        for (String dynamic : List.of("mum", "guest", "dad", "step:", "19:55", "21:", "voice", "console")) {
            assertFalse(system.contains(dynamic), "system prompt contains dynamic \"" + dynamic + "\"");
        }
        assertTrue(system.startsWith(BASE + "\n\n# Active mode: 记录模式 (recording)\n\n# 记录模式"), system);
        assertTrue(system.contains("Static plugin rules."));
    }

    @Test
    void theCurrentMessageCarriesTheDynamicTailThenTheUsersWords() throws Exception {
        ModeManager m = ModeFixtures.manager(workspace, registry, clock);
        ModePromptSource src = new ModePromptSource(m, new SwitchModeTool(m, new ModeSwitchGuard()));
        ActiveMode a = m.enter("recording");
        String msg = src.currentUserMessage(new Utterance("番茄要放几个？", "voice", "v-9", "guest"), m.active());
        assertEquals("[turn context]\n"
                + "time: 2026-10-22T19:55:00+08:00 (Thursday)\n"
                + "channel: voice\n"
                + "chat_id: v-9\n"
                + "speaker: guest\n"
                + "mode: 记录模式 (recording), session " + a.sessionId() + "\n"
                + "mode_expires_at: 2026-10-23T00:10:00+08:00\n"
                + "session_dir: " + a.sessionDir() + "\n"
                + "conversation_file: " + a.sessionDir().resolve("conversation.jsonl") + "\n"
                + "past_sessions_dir: " + workspace.resolve("modes/sessions/recording") + "\n"
                + "skill_data_dir: " + workspace.resolve("recording-data") + "\n"
                + "step: 1\n"
                + "[/turn context]\n\n番茄要放几个？", msg);
    }

    @Test
    void theFrozenPromptIsNotReReadFromTheSkillFolderDuringTheSession(@TempDir Path skills) throws Exception {
        Path dir = Files.createDirectories(skills.resolve("hw"));
        Files.writeString(dir.resolve("mode.json"), "{\"id\":\"hw\",\"display_name\":\"作业模式\"}");
        Files.writeString(dir.resolve("SKILL.md"), "VERSION ONE");
        ModeRegistry r = ModeRegistry.load(List.of(dir), getClass().getClassLoader());
        ModeManager m = ModeFixtures.manager(workspace, r, clock);
        ModePromptSource src = new ModePromptSource(m, new SwitchModeTool(m, new ModeSwitchGuard()));
        m.enter("hw");
        Files.writeString(dir.resolve("SKILL.md"), "VERSION TWO");
        String system = src.systemPrompt(BASE, m.active());
        assertTrue(system.endsWith("VERSION ONE"), system);
    }

    @Test
    void toolsAreSwitchModeFirstThenTheModesOwnAndOutsideAModeNormalHistoryIsUsed() throws Exception {
        ModeManager m = ModeFixtures.manager(workspace, registry, clock);
        ModePromptSource src = new ModePromptSource(m, new SwitchModeTool(m, new ModeSwitchGuard()));
        assertEquals(List.of("switch_mode"), src.tools(Optional.empty()).stream().map(Tool::name).toList());
        var normal = src.request(BASE, new Utterance("明天呢", "voice", "v", null), List.of(new HistoryTurn("天气", "晴")));
        assertEquals(BASE, normal.systemPrompt());
        assertEquals(List.of(new HistoryTurn("天气", "晴")), normal.history());
        m.enter("recording");
        assertEquals(List.of("switch_mode", "note"), src.tools(m.active()).stream().map(Tool::name).toList());
        assertEquals(List.of(), src.request(BASE, new Utterance("x", "voice", "v", null),
                List.of(new HistoryTurn("天气", "晴"))).history());
    }

    private static byte[] bytes(ChatMessage m) {
        assertEquals("system", m.role());
        return m.content().getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void withoutAnyModeSwitchModeIsNotOffered() {
        ModeManager m = ModeFixtures.manager(workspace, new ModeRegistry(List.of()), clock);
        SwitchModeTool tool = new SwitchModeTool(m, new ModeSwitchGuard());
        assertEquals(List.of(), new ModePromptSource(m, tool).tools(Optional.empty()));
        assertFalse(tool.parameters().at("/properties/mode_id").has("enum"));
    }
}
