package homebot.audio.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Checks the benchmark workload's output size only; timing belongs to the benchmark run, not to tests. */
class FrontEndBenchTest {
    @Test
    void tenSecondsOf48kStereoBecome160kSamples() {
        assertEquals(160_000, FrontEndBench.run(10, 48_000, 2), 100);
    }

    @Test
    void sixteenKhzMonoPassesThroughOneToOne() {
        assertEquals(32_000, FrontEndBench.run(2, 16_000, 1));
    }
}
