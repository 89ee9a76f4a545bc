package homebot.bench;

import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.config.ConfigLoader;
import homebot.context.ContextConfig;
import homebot.context.ContextRequest;
import homebot.context.TokenCounter;
import homebot.mode.ModePromptSource;
import homebot.mode.ModeSwitchGuard;
import homebot.mode.SwitchModeTool;
import homebot.skills.api.Utterance;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A cooking-mode session with {@code turns} recorded turns, built the way the daemon builds it: the real
 * Assembly (workspace, skills found on the class path), the cooking mode entered through the mode manager, its
 * conversation.jsonl written with realistic Chinese cooking exchanges, and the prompt source the agent uses.
 */
final class ModeSessionFixture implements AutoCloseable {
    static final Utterance NEXT = new Utterance("下一步呢？鸡蛋要炒到什么程度", "voice", "bench", "guest");

    final Assembly app;
    final ModePromptSource prompts;
    final String basePrompt;
    final ContextConfig context = ContextConfig.defaults();

    ModeSessionFixture(int turns) throws Exception {
        Path ws = Files.createTempDirectory("homebot-bench-ctx");
        app = new Assembly(new ConfigLoader(Schema.create(), Map.of("HOMEBOT_WORKSPACE", ws.toString())::get)
                .load(Optional.empty()), Clock.systemDefaultZone());
        app.modes().enter("cooking");
        Path conversation = app.modes().active().orElseThrow().conversationFile();
        List<String> lines = new ArrayList<>(turns);
        String[] users = {"番茄要放几个？", "下一步", "鸡蛋要打几个", "油温多少合适", "盐放多少", "再说一遍", "火要多大"};
        String[] answers = {"两个人先放两个番茄，约 150 克，切成小块。", "把鸡蛋打散，加一小撮盐，搅匀。",
                "三个鸡蛋正好，打到起泡。", "油温六成热，筷子插进去冒小泡就行。", "盐一小勺，约 3 克，出锅前再尝。",
                "好的：热锅下油，先炒鸡蛋，凝固后盛出。", "中大火，番茄出汁后转中火。"};
        for (int i = 0; i < turns; i++) {
            lines.add("{\"timestamp\":\"2026-11-29T19:" + String.format("%02d", i % 60) + ":00+08:00\",\"channel\":\"voice\","
                    + "\"chat_id\":\"v" + i + "\",\"speaker_id\":\"guest\",\"user\":\"" + users[i % users.length] + "（第"
                    + i + "次）\",\"assistant\":\"" + answers[i % answers.length] + answers[(i + 3) % answers.length] + "\"}");
        }
        Files.write(conversation, lines);
        prompts = new ModePromptSource(app.modes(), new SwitchModeTool(app.modes(), new ModeSwitchGuard()));
        basePrompt = app.systemPrompt();
    }

    ContextRequest request() {
        return prompts.request(basePrompt, NEXT, List.of());
    }

    /** Every text the assembler hands its counter for one request, in order. */
    List<String> textsCounted(TokenCounter real,
                              java.util.function.Function<TokenCounter, homebot.context.ContextAssembler> assembler) {
        List<String> texts = new ArrayList<>();
        TokenCounter recording = new TokenCounter() {
            @Override
            public int count(String text) {
                texts.add(text);
                return real.count(text); // real counts, so the budget cuts where it does in the daemon
            }

            @Override
            public String name() {
                return "recording";
            }
        };
        assembler.apply(recording).assemble(request());
        return texts;
    }

    @Override
    public void close() {
        app.close();
    }
}
