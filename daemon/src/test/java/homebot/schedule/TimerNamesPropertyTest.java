package homebot.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.skills.api.TimerInfo;
import homebot.skills.api.TimerStart;
import homebot.skills.api.Timers;
import homebot.testing.MovableClock;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Many random sequences of named and unnamed timers set and cancelled, in both languages, with names chosen to
 * collide (one name inside another, the default names typed by hand, case and spaces, too long). Against a model
 * of what must be running: every call returns, names stay unique, and a timer only ever disappears because it was
 * cancelled, or replaced by a same-name set that said so.
 */
class TimerNamesPropertyTest {
    private static final List<String> TRICKY = List.of("计时", "计时2", "第二个计时", "第三个计时", "焖肉", "焖肉的",
            "焖肉的计时", "米饭", "rice", "Rice", "the rice", "timer", "timer two", "Timer Two", "timer 2", "鸡", "鸡翅",
            "汤", "汤汤", "a", "第五步", "step 1", "step 10");

    private static final int SEQUENCES = 40;

    @TempDir
    Path dir;

    @Test
    void randomSetAndCancelSequencesEndKeepNamesUniqueAndLoseNoTimer() {
        // Every change is persisted (and synced) before a call returns, so a sequence costs real disk time; the
        // bound is a hang detector, not a speed target.
        for (int seed = 0; seed < SEQUENCES; seed++) {
            int s = seed;
            assertTimeoutPreemptively(Duration.ofSeconds(60), () -> runSequence(s), "sequence " + seed + " hung");
        }
    }

    private void runSequence(int seed) {
        Random random = new Random(seed);
        MovableClock clock = new MovableClock(Instant.parse("2026-11-29T10:00:00Z"));
        ScheduleService service = new ScheduleService(dir.resolve("s" + seed), SchedulerConfig.defaults(), clock,
                new ObjectMapper(), e -> {});
        Timers timers = service.timers();
        Map<String, String> model = new HashMap<>(); // id -> name
        int steps = 20 + random.nextInt(80);
        for (int step = 0; step < steps; step++) {
            String where = "seed " + seed + " step " + step;
            int pick = random.nextInt(10);
            Duration d = Duration.ofSeconds(1 + random.nextInt(3600));
            if (pick < 4) {
                String language = random.nextBoolean() ? "zh-CN" : "en-US";
                try {
                    TimerStart s = timers.startUnnamed(language, d, "");
                    assertTrue(s.replaced().isEmpty(), where + ": an unnamed timer never replaces one");
                    model.put(s.timer().id(), s.timer().name());
                } catch (IllegalArgumentException e) {
                    assertTrue(e.getMessage().startsWith("timer-limit-reached"), where + ": " + e.getMessage());
                }
            } else if (pick < 7) {
                String name = name(random);
                try {
                    TimerStart s = timers.start(name, d, "");
                    s.replaced().ifPresent(old -> {
                        assertEquals(key(old.name()), key(s.timer().name()), where + ": only a same-name timer goes");
                        model.remove(old.id());
                    });
                    model.put(s.timer().id(), s.timer().name());
                } catch (IllegalArgumentException e) {
                    boolean tooLong = name.strip().codePointCount(0, name.strip().length()) > Timers.MAX_NAME_CHARS;
                    assertTrue(tooLong && e.getMessage().startsWith("timer-name-too-long")
                                    || e.getMessage().startsWith("timer-limit-reached"), where + ": " + e.getMessage());
                }
            } else if (pick < 9) {
                String query = random.nextBoolean() || model.isEmpty() ? name(random)
                        : List.copyOf(model.values()).get(random.nextInt(model.size()));
                Optional<TimerInfo> meant = timers.find(query);
                boolean cancelled = timers.cancel(query);
                assertEquals(meant.isPresent(), cancelled, where + ": cancel is the timer find finds");
                meant.ifPresent(t -> model.remove(t.id()));
            } else {
                clock.advance(Duration.ofSeconds(random.nextInt(600)));
                for (ScheduleEvent e : service.runDue(clock.instant())) {
                    if (e instanceof ScheduleEvent.Missed m) {
                        model.remove(m.job().id());
                    } else if (e instanceof ScheduleEvent.AlertsExhausted x) {
                        model.remove(x.job().id());
                    }
                }
                service.acknowledge().forEach(j -> model.remove(j.id()));
            }
            List<TimerInfo> running = timers.list();
            Set<String> keys = new HashSet<>();
            running.forEach(t -> assertTrue(keys.add(key(t.name())), where + ": two timers called " + t.name()));
            Map<String, String> actual = new HashMap<>();
            running.forEach(t -> actual.put(t.id(), t.name()));
            assertEquals(model, actual, where + ": no timer lost or invented");
        }
        service.close();
    }

    private static String name(Random random) {
        int kind = random.nextInt(10);
        if (kind < 6) {
            return TRICKY.get(random.nextInt(TRICKY.size()));
        }
        if (kind == 9) {
            return "长".repeat(Timers.MAX_NAME_CHARS - 2 + random.nextInt(5));
        }
        StringBuilder b = new StringBuilder();
        int n = 1 + random.nextInt(4);
        for (int i = 0; i < n; i++) {
            b.append("肉饭汤鸡蛋计时的二".charAt(random.nextInt(9)));
        }
        return b.toString();
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT).replaceAll("\\s+", "");
    }
}
