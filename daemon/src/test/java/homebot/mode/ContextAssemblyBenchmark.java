package homebot.mode;

import homebot.context.AssembledContext;
import homebot.context.ContextAssembler;
import homebot.context.ContextBudget;
import homebot.context.JtokkitTokenCounter;
import homebot.skills.api.Utterance;
import homebot.testing.MovableClock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Not a test: measures one request's assembly (read conversation.jsonl, rebuild history, count tokens, budget)
 * for 10, 1,000 and 10,000 recorded turns. Run it from the daemon folder after test-compile with the test
 * classpath: {@code java -cp <test classpath> homebot.mode.ContextAssemblyBenchmark}.
 */
public final class ContextAssemblyBenchmark {
    private ContextAssemblyBenchmark() {}

    public static void main(String[] args) throws Exception {
        boolean cached = args.length > 0 && args[0].equals("cached");
        JtokkitTokenCounter jtokkit = JtokkitTokenCounter.o200k();
        homebot.context.TokenCounter counter = cached ? new homebot.context.CachingTokenCounter(jtokkit, 50_000) : jtokkit;
        System.out.println(cached ? "with CachingTokenCounter" : "plain JtokkitTokenCounter");
        counter.count("warm up");
        for (int turns : new int[] {10, 1_000, 10_000}) {
            Path ws = Files.createTempDirectory("homebot-bench");
            MovableClock clock = MovableClock.atOffset("2026-10-22T19:55:00+08:00");
            ModeManager m = ModeFixtures.manager(ws, ModeFixtures.registry(), clock);
            m.enter("homework");
            String line = "番茄要放几个？两个人先放两个，约 150 克，切成小块。";
            List<String> lines = new java.util.ArrayList<>();
            for (int i = 0; i < turns; i++) {
                lines.add("{\"timestamp\":\"2026-10-22T20:05:00+08:00\",\"channel\":\"voice\",\"chat_id\":\"v" + i
                        + "\",\"speaker_id\":\"guest\",\"user\":\"" + line + i + "\",\"assistant\":\"" + line + line + "\"}");
            }
            Files.write(m.active().orElseThrow().conversationFile(), lines);
            ModePromptSource src = new ModePromptSource(m, new SwitchModeTool(m, new ModeSwitchGuard()));
            ContextAssembler assembler = new ContextAssembler(counter, ContextBudget.defaults());
            Utterance u = new Utterance("下一步呢", "voice", "v", "guest");
            for (int i = 0; i < 20; i++) {
                assembler.assemble(src.request("BASE", u, List.of()));
            }
            int runs = turns >= 10_000 ? 30 : 200;
            long start = System.nanoTime();
            AssembledContext last = null;
            for (int i = 0; i < runs; i++) {
                last = assembler.assemble(src.request("BASE", u, List.of()));
            }
            double ms = (System.nanoTime() - start) / 1e6 / runs;
            System.out.printf("%6d turns: %.2f ms per request (kept %d, %d tokens, cut: %s)%n", turns, ms,
                    last.stats().keptTurns(), last.stats().estimatedTokens(), last.stats().cutReason());
        }
    }
}
