package homebot.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.LocalTime;
import org.junit.jupiter.api.Test;

class SchedulerConfigTest {
    @Test
    void defaultsAreTheDocumentedOnes() {
        SchedulerConfig d = SchedulerConfig.defaults();
        assertEquals(Duration.ofHours(12), d.maxTimer());
        assertEquals(Duration.ofMinutes(10), d.missedGrace());
        assertEquals(Duration.ofSeconds(30), d.repeatInterval());
        assertEquals(5, d.maxRepeats());
        assertEquals(LocalTime.of(22, 0), d.quietStart());
        assertEquals(LocalTime.of(7, 0), d.quietEnd());
        assertEquals(Duration.ofMinutes(10), d.minInterval());
        assertEquals(20, d.dailyCap());
        assertEquals(Duration.ofHours(24), d.maxFollowUp());
        assertEquals("zh-CN", d.language());
    }

    @Test
    void badValuesNameTheYamlKey() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SchedulerConfig.defaults().withQuietHours("10pm", "07:00"));
        assertEquals("scheduler.quiet_hours_start must be a time of day like 22:00, got '10pm'", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> SchedulerConfig.defaults().withLimits(-1, 0));
        assertTrue(e.getMessage().startsWith("scheduler.min_interval_minutes must be at least 0"), e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> new SchedulerConfig(0, 10, 30, 5, "22:00", "07:00", 10, 0, 24, "zh-CN"));
    }

    @Test
    void blankLanguageFallsBackToChinese() {
        assertEquals("zh-CN", new SchedulerConfig(12, 10, 30, 5, "22:00", "07:00", 10, 0, 24, " ").language());
    }
}
