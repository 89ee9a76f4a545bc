package homebot.bench;

import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.config.ConfigLoader;
import homebot.skills.api.Utterance;
import homebot.turn.ReplySink;
import homebot.turn.TurnReply;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A local turn in cooking mode end to end: "下一步" with a long session behind it. Set-up enters the mode the
 * way a user does ("打开做饭模式", then "做番茄炒蛋") through the pipeline, then puts {@code history} earlier turns
 * into the session's conversation.jsonl. Each measured turn goes through the whole pipeline: expiry check,
 * mode commands, the cooking plugin's own phrases, the reply at the sink, the turn appended to
 * conversation.jsonl. No LLM. Mode.SampleTime: median, p90, p99 of single turns.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xmx128m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"})
public class CookingTurnBench {
    @Param({"1000"})
    public int history;

    @Param({"下一步"})
    public String utterance;

    private Assembly app;
    private final String[] spoken = new String[1];
    private final ReplySink sink = s -> spoken[0] = s;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        Path workspace = Files.createTempDirectory("homebot-bench-cook");
        app = new Assembly(new ConfigLoader(Schema.create(), Map.of("HOMEBOT_WORKSPACE", workspace.toString())::get)
                .load(Optional.empty()), Clock.systemDefaultZone());
        for (String s : List.of("打开做饭模式", "做番茄炒蛋")) {
            TurnReply r = app.pipeline().run(new Utterance(s, "voice", "bench", "guest"), sink);
            System.out.println("\n" + s + " -> " + r.source() + ": " + r.text());
        }
        Path conversation = app.modes().active().orElseThrow(() -> new IllegalStateException("cooking mode not active"))
                .conversationFile();
        List<String> earlier = new ArrayList<>(Files.readAllLines(conversation));
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < history; i++) {
            lines.add("{\"timestamp\":\"2026-11-29T19:00:00+08:00\",\"channel\":\"voice\",\"chat_id\":\"v" + i
                    + "\",\"speaker_id\":\"guest\",\"user\":\"番茄要放几个？（" + i + "）\",\"assistant\":\"两个人先放两个番茄，约 150 克。\"}");
        }
        lines.addAll(earlier);
        Files.write(conversation, lines);
        TurnReply probe = app.pipeline().run(new Utterance(utterance, "voice", "bench", "guest"), sink);
        System.out.println(utterance + " -> " + probe.source() + ": " + probe.text());
        if (!probe.source().startsWith("mode")) {
            throw new IllegalStateException("not answered by the mode: " + probe);
        }
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        app.close();
    }

    @Benchmark
    public TurnReply cookingTurn() {
        return app.pipeline().run(new Utterance(utterance, "voice", "bench", "guest"), sink);
    }
}
