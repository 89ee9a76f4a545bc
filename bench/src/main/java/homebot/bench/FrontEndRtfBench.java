package homebot.bench;

import homebot.audio.bench.FrontEndBench;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The audio front end (resample to 16 kHz mono + high-pass + energy VAD/endpointing) on 10 s of capture per
 * invocation, as fast as it goes. Real-time factor = time per invocation / 10 s (run-all.sh divides).
 * Mode.SampleTime: JMH prints the median (p0.50) and p0.90/p0.99 of the invocation times.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xmx128m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"})
public class FrontEndRtfBench {
    static final double SECONDS = 10;

    /** rate:channels of the capture device: a 48 kHz stereo USB mic, and a 16 kHz mono one (no resampling). */
    @Param({"48000:2", "16000:1"})
    public String input;

    @Benchmark
    public long frontEnd10s() {
        String[] p = input.split(":");
        return FrontEndBench.run(SECONDS, Integer.parseInt(p[0]), Integer.parseInt(p[1]));
    }
}
