package homebot.bench;

import homebot.context.AssembledContext;
import homebot.context.CachingTokenCounter;
import homebot.context.ContextAssembler;
import homebot.context.JtokkitTokenCounter;
import homebot.context.TokenCounter;
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
 * One agent request's context in cooking mode: read action.json, the frozen system_prompt.md and the whole
 * conversation.jsonl, rebuild the history, count tokens, fill the budget newest-first. {@code counter=cached} is
 * the daemon's wiring ({@code CachingTokenCounter(o200k, 8_192)}, Assembly.TOKEN_CACHE_ENTRIES, steady state: every text seen before);
 * {@code counter=jtokkit} counts everything afresh (the first request after a start, or without the cache).
 * Mode.SampleTime: JMH prints the median (p0.50) and p0.90/p0.99 of single requests.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xmx128m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"})
public class ContextAssemblyBench {
    @Param({"10", "100", "1000", "10000"})
    public int turns;

    @Param({"cached", "jtokkit"})
    public String counter;

    private ModeSessionFixture fixture;
    private ContextAssembler assembler;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        fixture = new ModeSessionFixture(turns);
        JtokkitTokenCounter o200k = JtokkitTokenCounter.o200k();
        o200k.count("warm up: load the o200k table before measuring");
        TokenCounter c = counter.equals("cached") ? new CachingTokenCounter(o200k, 8_192) : o200k;
        assembler = new ContextAssembler(c, fixture.context.budget());
        AssembledContext first = assembler.assemble(fixture.request());
        System.out.println("\nturns=" + turns + " kept=" + first.stats().keptTurns() + " tokens="
                + first.stats().estimatedTokens() + " cut=" + first.stats().cutReason() + " counter=" + first.stats().counter());
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        fixture.close();
    }

    @Benchmark
    public AssembledContext assemble() {
        return assembler.assemble(fixture.request());
    }
}
