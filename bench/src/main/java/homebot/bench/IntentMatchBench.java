package homebot.bench;

import homebot.skills.api.nlu.IntentCatalog;
import homebot.skills.api.nlu.IntentMatch;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One utterance matched against every loaded template: the daemon's {@code builtin.yaml} and the cooking skill's
 * {@code intents.yaml} (the recipes come in as slot values, not templates), all intents enabled, every form the
 * engine tries (as said, without fillers, by sound with and without tones). "讲个笑话" and "我开始觉得做饭模式很烦"
 * match nothing, so they pay for all four forms of every template: the worst case. "好了 肉下锅了 定个五分钟 就叫焯水"
 * is read twice (as said, then with its pauses as clause breaks) and "定两分钟，哦不，两分半" is repaired first.
 * Mode.SampleTime: median, p90.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xmx128m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"})
public class IntentMatchBench {
    @Param({"下一步", "番茄要放几个", "定个三分半的闹钟", "讲个笑话", "我开始觉得做饭模式很烦", "set another timer for half an hour",
            "下 一部 呢", "嗯，糖色炒好了，接着往下说", "我先去看会儿电视，做饭模式别给我关了啊", "好了 肉下锅了 定个五分钟 就叫焯水",
            "定两分钟，哦不，两分半"})
    public String utterance;

    private IntentCatalog daemon;
    private IntentCatalog cooking;

    @Setup
    public void setUp() {
        ClassLoader cl = IntentMatchBench.class.getClassLoader();
        daemon = IntentCatalog.load(cl, "homebot/intent/builtin.yaml");
        cooking = IntentCatalog.load(cl, "homebot/skills/cooking/intents.yaml");
    }

    @Benchmark
    public int matchAgainstEveryTemplate() {
        List<IntentMatch> a = cooking.matchAll(utterance, i -> true);
        List<IntentMatch> b = daemon.matchAll(utterance, i -> true);
        return a.size() + b.size();
    }
}
