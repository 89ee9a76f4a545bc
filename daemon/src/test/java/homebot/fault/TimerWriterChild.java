package homebot.fault;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.schedule.Scheduler;
import homebot.schedule.SchedulerConfig;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.TreeSet;

/**
 * The process {@link KillNineTest} kills: writes the schedule as fast as it can (start and cancel named timers;
 * every change is an atomic rewrite of jobs.json) and reports after each completed change which timer names
 * exist, so the parent knows the last committed state and the one in flight.
 */
public final class TimerWriterChild {
    private TimerWriterChild() {}

    /** Change number {@code i}: start t(i mod 7), or cancel it every third change. */
    static void apply(TreeSet<String> names, int i) {
        String name = "t" + (i % 7);
        if (i % 3 == 2) {
            names.remove(name);
        } else {
            names.add(name);
        }
    }

    /**
     * Replays the changes from the reported start state; returns how many changes past {@code reported} the
     * state {@code onDisk} was reached (0 = the last reported state), or -1 when it never is.
     */
    static int firstMatchFrom(String start, int reported, String onDisk, int limit) {
        TreeSet<String> names = new TreeSet<>(start.isEmpty() ? java.util.List.of() : java.util.List.of(start.split(",")));
        for (int i = 0; i < reported + limit; i++) {
            if (i >= reported && String.join(",", names).equals(onDisk)) {
                return i - reported;
            }
            apply(names, i);
        }
        return -1;
    }

    public static void main(String[] args) throws Exception {
        Scheduler scheduler = new Scheduler(Path.of(args[0]).resolve("schedule"), SchedulerConfig.defaults(),
                Clock.systemDefaultZone(), new ObjectMapper());
        TreeSet<String> names = new TreeSet<>();
        scheduler.jobs().forEach(j -> names.add(j.name()));
        System.out.println("state " + String.join(",", names));
        System.out.flush();
        for (int i = 0; ; i++) {
            String name = "t" + (i % 7);
            if (i % 3 == 2) {
                scheduler.cancel(homebot.schedule.JobKind.TIMER, name);
            } else {
                scheduler.startTimer(name, Duration.ofMinutes(1 + i % 30), "计时到了");
            }
            apply(names, i);
            System.out.println("state " + String.join(",", names));
            System.out.flush();
        }
    }
}
