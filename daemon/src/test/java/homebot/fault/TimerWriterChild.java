package homebot.fault;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.schedule.Job;
import homebot.schedule.JobKind;
import homebot.schedule.Scheduler;
import homebot.schedule.SchedulerConfig;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The process {@link KillNineTest} kills in its first lane: writes the schedule as fast as it can (start and cancel
 * named timers; every change is an atomic rewrite of jobs.json) and, after each completed change, reports
 * "state N name=stamp,..." where every timer's announcement carries a stamp unique to the change that set it (life
 * and change number). So a state on disk names exactly one point in the child's history: a stale file cannot pass
 * for the acknowledged one.
 */
public final class TimerWriterChild {
    private TimerWriterChild() {}

    /** Change number {@code i} of life {@code life}: start t(i mod 7) stamped "life.i", or cancel it every third change. */
    static void apply(Map<String, String> timers, String life, int i) {
        String name = "t" + (i % 7);
        if (i % 3 == 2) {
            timers.remove(name);
        } else {
            timers.put(name, life + "." + i);
        }
    }

    /** The timers of a schedule as the sorted "name=stamp" list the child reports. */
    static String describe(List<Job> jobs) {
        Map<String, String> timers = new TreeMap<>();
        for (Job j : jobs) {
            if (j.kind() == JobKind.TIMER) {
                timers.put(j.name(), j.text().substring(j.text().lastIndexOf('#') + 1));
            }
        }
        return describe(timers);
    }

    static String describe(Map<String, String> timers) {
        return timers.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(","));
    }

    static Map<String, String> parse(String described) {
        Map<String, String> timers = new TreeMap<>();
        if (!described.isEmpty()) {
            for (String pair : described.split(",")) {
                String[] kv = pair.split("=", 2);
                timers.put(kv[0], kv[1]);
            }
        }
        return timers;
    }

    /** args: workspace, life (a label unique to this run of the child). */
    public static void main(String[] args) throws Exception {
        String life = args[1];
        Scheduler scheduler = new Scheduler(Path.of(args[0]).resolve("schedule"), SchedulerConfig.defaults(),
                Clock.systemDefaultZone(), new ObjectMapper());
        Map<String, String> timers = parse(describe(scheduler.jobs()));
        report(-1, timers);
        for (int i = 0; ; i++) {
            String name = "t" + (i % 7);
            if (i % 3 == 2) {
                scheduler.cancel(JobKind.TIMER, name);
            } else {
                scheduler.startTimer(name, Duration.ofMinutes(1 + i % 30), "计时到了 #" + life + "." + i);
            }
            apply(timers, life, i);
            report(i, timers);
        }
    }

    private static void report(int change, Map<String, String> timers) {
        System.out.println("state " + change + " " + describe(timers) + ChildJvm.END);
        System.out.flush();
    }
}
