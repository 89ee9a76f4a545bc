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
 * A local-intent turn end to end in process: text in, through the whole turn pipeline (guard, intents,
 * listeners that write the conversation file), reply handed to the sink. No LLM.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xmx128m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"})
public class LocalIntentTurnBench {
    @Param({"现在几点", "what time is it", "有哪些计时"})
    public String utterance;

    private Path workspace;
    private Assembly app;
    private final String[] spoken = new String[1];
    private final ReplySink sink = s -> spoken[0] = s;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        workspace = Files.createTempDirectory("homebot-bench");
        app = new Assembly(new ConfigLoader(Schema.create(), Map.of("HOMEBOT_WORKSPACE", workspace.toString())::get)
                .load(Optional.empty()), Clock.systemDefaultZone());
    }

    @TearDown(Level.Trial)
    public void tearDown() throws Exception {
        app.close();
    }

    @Benchmark
    public TurnReply localIntentTurn() {
        return app.pipeline().run(new Utterance(utterance, "bench", "bench", "guest"), sink);
    }
}
