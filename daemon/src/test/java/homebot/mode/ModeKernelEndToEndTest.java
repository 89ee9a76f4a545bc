package homebot.mode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.agent.Tool;
import homebot.agent.ToolCallContext;
import homebot.context.AssembledContext;
import homebot.context.CharEstimateTokenCounter;
import homebot.context.ContextAssembler;
import homebot.context.ContextBudget;
import homebot.llm.ChatMessage;
import homebot.skills.api.Utterance;
import homebot.testing.MovableClock;
import homebot.turn.DialogueState;
import homebot.turn.ReplySink;
import homebot.turn.TurnHandler;
import homebot.turn.TurnPipeline;
import homebot.turn.TurnReply;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The kernel end to end, process restart included: a scripted "model" that may call one tool per turn stands in
 * for the agent (the real LLM client is tested by the agent package). Each "process" is a fresh registry,
 * manager and pipeline on the same workspace.
 */
class ModeKernelEndToEndTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path workspace;

    private final MovableClock clock = MovableClock.atOffset("2026-10-22T19:55:00+08:00");

    /** One scripted model step: an optional tool call, then the final reply. */
    private record Step(String toolName, String toolArgs, String reply) {}

    /** Plays scripted steps, calling tools like the agent loop would, and keeps every request it built. */
    private static final class ScriptedAgent implements TurnHandler {
        final Deque<Step> steps = new ArrayDeque<>();
        final List<AssembledContext> requests = new ArrayList<>();
        final List<String> toolResults = new ArrayList<>();
        private final ModePromptSource prompts;
        private final ContextAssembler assembler =
                new ContextAssembler(new CharEstimateTokenCounter(), ContextBudget.defaults());

        ScriptedAgent(ModePromptSource prompts) {
            this.prompts = prompts;
        }

        @Override
        public Optional<TurnReply> handle(Utterance u, ReplySink sink) {
            requests.add(assembler.assemble(prompts.request("BASE", u, List.of())));
            Step s = steps.removeFirst();
            if (s.toolName() != null) {
                Tool t = prompts.tools(prompts.active()).stream().filter(x -> x.name().equals(s.toolName()))
                        .findFirst().orElseThrow();
                try {
                    toolResults.add(t.call(JSON.readTree(s.toolArgs()), new ToolCallContext(u, "run")));
                } catch (Exception e) {
                    toolResults.add("ERROR " + e.getMessage());
                }
            }
            return Optional.of(TurnReply.of(s.reply(), DialogueState.IDLE, "agent"));
        }
    }

    private final class Process {
        final ModeRegistry registry = ModeFixtures.registry();
        final ModeManager manager = ModeFixtures.manager(workspace, registry, clock);
        final ModePromptSource prompts = new ModePromptSource(manager, new SwitchModeTool(manager, new ModeSwitchGuard()));
        final ScriptedAgent agent = new ScriptedAgent(prompts);
        final TurnPipeline pipeline = new TurnPipeline(
                List.of(new ModeTurnHandler(manager, new ModeSwitchGuard()), new ModeIntents(manager, new ModeSwitchGuard(), true), agent),
                List.of(), (u, s) -> Optional.of(TurnReply.of("?", DialogueState.IDLE, "offline")),
                new ModeTurnScope(manager, new ModeExpiry(manager, clock)), homebot.turn.TurnDeadline.none());

        TurnReply say(String words, String speaker, Step step) {
            if (step != null) {
                agent.steps.add(step);
            }
            clock.advance(Duration.ofMinutes(2));
            return pipeline.run(new Utterance(words, "voice", "voice-" + clock.millis(), speaker), s -> {});
        }

        RecordingModePlugin plugin() {
            return ModeFixtures.recordingPlugin(registry);
        }
    }

    private JsonNode action() throws Exception {
        return JSON.readTree(workspace.resolve("modes/action.json").toFile());
    }

    private Process enterAndTalk() throws Exception {
        Process first = new Process();
        first.say("帮我打开记录模式，今天做番茄炒蛋", "mum", new Step("switch_mode",
                "{\"action\":\"enter\",\"mode_id\":\"recording\"}", "好的，进入记录模式。先准备两个番茄。"));
        assertTrue(first.agent.toolResults.get(0).startsWith("entered 记录模式"), first.agent.toolResults.toString());
        first.say("番茄要放几个？", "guest", new Step(null, null, "两个人先放两个。"));
        first.say("鸡蛋呢", "dad", new Step(null, null, "三个鸡蛋。"));
        // a model that tries to leave on its own is refused: the user never asked
        first.say("盐放多少", "mum", new Step("switch_mode", "{\"action\":\"exit\",\"mode_id\":\"recording\"}", "一小勺。"));
        assertTrue(first.agent.toolResults.get(1).startsWith("ERROR switch-refused"), first.agent.toolResults.toString());
        assertTrue(first.manager.active().isPresent());
        return first;
    }

    @Test
    void enterThreeTurnsRestartHistoryRebuiltThenUserExit() throws Exception {
        ActiveMode session = enterAndTalk().manager.active().orElseThrow();

        Process second = new Process();
        second.say("下一步做什么", "guest", new Step(null, null, "把鸡蛋打散。"));
        List<ChatMessage> req = second.agent.requests.get(0).messages();
        assertEquals(List.of("帮我打开记录模式，今天做番茄炒蛋", "番茄要放几个？", "鸡蛋呢", "盐放多少"),
                req.stream().filter(m -> m.role().equals("user")).limit(4).map(ChatMessage::content).toList());
        assertEquals("两个人先放两个。", req.get(4).content());
        assertTrue(req.get(req.size() - 1).content().endsWith("\n\n下一步做什么"));
        assertTrue(req.get(0).content().contains("# 记录模式"), "frozen prompt after restart");
        assertEquals(4, second.agent.requests.get(0).stats().keptTurns());

        second.say("好了，菜做完了，退出记录模式吧", "mum", new Step("switch_mode",
                "{\"action\":\"exit\",\"mode_id\":\"recording\",\"summary\":\"做了番茄炒蛋：两个番茄，三个鸡蛋。\"}",
                "好的，已退出记录模式。"));
        JsonNode a = action();
        assertEquals(false, a.get("active").asBoolean());
        assertEquals("user", a.get("exit_reason").asText());
        String summary = Files.readString(session.sessionDir().resolve("summary.md"));
        assertTrue(summary.contains("做了番茄炒蛋：两个番茄，三个鸡蛋。"), summary);
        assertTrue(summary.contains("- turns: 6"), summary);
        assertEquals(List.of("afterExit:user"), second.plugin().calls);
        assertEquals("- " + session.sessionId() + " user 6 turns\n",
                Files.readString(workspace.resolve("recording-data/history.md")));
        List<String> lines = Files.readAllLines(session.conversationFile());
        assertEquals(6, lines.size());
        assertTrue(lines.get(5).contains("\"user\":\"好了，菜做完了，退出记录模式吧\""), lines.get(5));
        assertTrue(lines.get(5).contains("\"assistant\":\"好的，已退出记录模式。\""), lines.get(5));
    }

    @Test
    void restartAfterTenPastMidnightExpiresBeforeTheNextMessage() throws Exception {
        ActiveMode session = enterAndTalk().manager.active().orElseThrow();
        clock.set(java.time.OffsetDateTime.parse("2026-10-23T07:30:00+08:00").toInstant());
        Process morning = new Process();
        TurnReply r = morning.say("早上好", "mum", new Step(null, null, "早上好！"));
        assertEquals("agent", r.source());
        assertEquals("expired", action().get("exit_reason").asText());
        assertEquals(false, action().get("active").asBoolean());
        assertEquals(List.of("afterExit:expired"), morning.plugin().calls);
        assertEquals("BASE", morning.agent.requests.get(0).messages().get(0).content(), "normal mode again");
        String summary = Files.readString(session.sessionDir().resolve("summary.md"));
        assertTrue(summary.contains("exit_reason: expired"), summary);
        assertTrue(summary.contains("（自动摘录，未经模型总结"), summary);
        assertTrue(summary.contains("guest: 番茄要放几个？ → 两个人先放两个。"), summary);
        assertEquals(4, Files.readAllLines(session.conversationFile()).size());
    }

    @Test
    void aPromptOnlyModeRunsTheSamePipeline() throws Exception {
        Process p = new Process();
        p.say("进入作业模式", "kid", null);
        ActiveMode a = p.manager.active().orElseThrow();
        assertEquals("homework", a.modeId());
        assertTrue(p.agent.requests.isEmpty(), "a bare command is answered by the local intent");
        p.say("这道题我不会", "kid", new Step(null, null, "你先读一遍题目。"));
        assertTrue(p.agent.requests.get(0).messages().get(0).content().contains("你在陪孩子写作业"));
        assertEquals(List.of("switch_mode"), p.prompts.tools(p.manager.active()).stream().map(Tool::name).toList());
        p.say("关闭作业模式", "kid", null);
        assertEquals("user", action().get("exit_reason").asText());
        String s = Files.readString(a.sessionDir().resolve("summary.md"));
        assertTrue(s.contains("kid: 这道题我不会 → 你先读一遍题目。"), s);
    }
}
