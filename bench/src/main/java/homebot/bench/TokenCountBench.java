package homebot.bench;

import homebot.context.ContextAssembler;
import homebot.context.JtokkitTokenCounter;
import java.util.List;
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
 * Token counting alone: exactly the texts {@link ContextAssemblyBench} hands its counter for one request
 * (recorded once in setup), counted with o200k and no cache. Its median divided by ContextAssemblyBench's
 * {@code counter=jtokkit} median is the share of assembly time spent in jtokkit. Mode.SampleTime.
 * The param is named like ContextAssemblyBench's so table.py can pair them.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xmx128m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"})
public class TokenCountBench {
    @Param({"10", "100", "1000", "10000"})
    public int turns;

    private List<String> texts;
    private JtokkitTokenCounter o200k;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        o200k = JtokkitTokenCounter.o200k();
        o200k.count("warm up");
        try (ModeSessionFixture fixture = new ModeSessionFixture(turns)) {
            texts = fixture.textsCounted(o200k, c -> new ContextAssembler(c, fixture.context.budget()));
        }
        System.out.println("\nturns=" + turns + " texts counted per request=" + texts.size());
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        texts = null;
    }

    @Benchmark
    public long countAll() {
        long n = 0;
        for (String t : texts) {
            n += o200k.count(t);
        }
        return n;
    }
}
