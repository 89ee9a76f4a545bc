package homebot.audio.capture;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RealTimePacerTest {
    private long now = 5_000_000_000L;
    private final List<Long> sleeps = new ArrayList<>();

    @Test
    void sleepsUntilTheSamplesAreDueOnTheSampleClock() throws Exception {
        RealTimePacer pacer = new RealTimePacer(() -> now, nanos -> {
            sleeps.add(nanos);
            now += nanos;
        });
        pacer.awaitSamples(1600); // 100 ms after the first call
        now += 30_000_000; // the consumer took 30 ms
        pacer.awaitSamples(3200);
        assertEquals(List.of(100_000_000L, 70_000_000L), sleeps);
    }

    @Test
    void aSlowConsumerIsNeverMadeToWait() throws Exception {
        RealTimePacer pacer = new RealTimePacer(() -> now, sleeps::add);
        pacer.awaitSamples(0);
        now += 500_000_000;
        pacer.awaitSamples(1600);
        assertEquals(List.of(), sleeps);
    }
}
