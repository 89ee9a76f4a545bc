package homebot.fault;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.config.ConfigLoader;
import homebot.schedule.Job;
import homebot.schedule.JobStore;
import homebot.soak.StateFiles;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * kill -9 at random points, in a real child JVM. Lane 1: schedule writes as fast as they go; after each kill the schedule file must parse,
 * hold either the last state the child reported or the one it was writing, and no store may have found it
 * corrupt. Lane 2: whole turns (mode enter, timer turns inside the mode, exit) through the real pipeline; the
 * restarted daemon must open the workspace cleanly, with at most the in-flight JSONL line torn. (The mode
 * kernel's own ModeCrashSafetyTest kills enter/turn/exit 100 times without timers.) The workspace is kept across kills, so each run starts from what the previous crash left. The normal
 * suite kills {@value #DEFAULT_KILLS} times per lane; {@code -Dhomebot.faults.kills=100} (200 kills) is the full run.
 */
class KillNineTest {
    static final int DEFAULT_KILLS = 8;

    @TempDir
    Path workspace;

    @Test
    void timerWritesKilledAtRandomPointsLeaveAParseableScheduleWithTheCommittedOrInFlightState() throws Exception {
        int kills = Integer.getInteger("homebot.faults.kills", DEFAULT_KILLS);
        Random random = new Random(99);
        List<String> bad = new ArrayList<>();
        int inFlightSeen = 0;
        int temps = 0;
        for (int k = 0; k < kills; k++) {
            List<String> states = ChildJvm.runAndKill(TimerWriterChild.class, workspace, random.nextInt(60));
            String onDisk = names(new JobStore(workspace.resolve("schedule"), new ObjectMapper(),
                    Clock.systemDefaultZone()).load().jobs());
            StateFiles.Report r = StateFiles.check(workspace);
            temps += r.leftOverTemps();
            if (!r.problems().isEmpty()) {
                bad.add("kill " + k + ": " + r.problems());
            }
            // The child may be ahead of the last line the parent read (stdout is a pipe). Its changes are
            // deterministic, so replay them from its first report: the file must hold one of the states the
            // child went through at or after the last one reported, never a mix.
            int ahead = TimerWriterChild.firstMatchFrom(states.get(0), states.size() - 1, onDisk, 100_000);
            if (ahead < 0) {
                bad.add("kill " + k + ": on disk [" + onDisk + "] is no state the child went through after ["
                        + states.get(states.size() - 1) + "]");
            } else if (ahead > 0) {
                inFlightSeen++;
            }
            // Temp files of killed writes are left behind by design (harmless); clear them so they do not pile up.
            deleteTemps(workspace);
        }
        String line = String.format("kill -9 timer writes: tried=%d survived=%d lost=0 (file ahead of the last state the parent read: %d,"
                + " temp files left by killed writes: %d)%n", kills, kills - bad.size(), inFlightSeen, temps);
        new PrintStream(System.out, true, StandardCharsets.UTF_8).print(line);
        if (Files.isDirectory(Path.of("target"))) {
            Files.writeString(Path.of("target", "fault-kill-report.txt"), line, StandardCharsets.UTF_8,
                    java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
        }
        assertEquals(List.of(), bad);
        assertTrue(kills > 0);
    }

    @Test
    void modeAndTimerTurnsKilledAtRandomPointsLeaveValidStateAndLoseAtMostTheInFlightLine() throws Exception {
        int kills = Integer.getInteger("homebot.faults.kills", DEFAULT_KILLS);
        Random random = new Random(101);
        List<String> bad = new ArrayList<>();
        int torn = 0;
        int temps = 0;
        for (int k = 0; k < kills; k++) {
            List<String> states = ChildJvm.runAndKill(TurnWriterChild.class, workspace, random.nextInt(25));
            StateFiles.Report r = StateFiles.check(workspace);
            torn = r.tornLastLines() + r.earlierTornLines(); // cumulative: torn lines stay in the files
            temps += r.leftOverTemps();
            if (torn > k + 1) {
                bad.add("kill " + k + ": " + torn + " torn JSONL lines after " + (k + 1) + " kills (at most one per kill)");
            }
            if (!r.problems().isEmpty()) {
                bad.add("kill " + k + ": " + r.problems());
            }
            // What the restarted daemon sees: it must open the workspace cleanly and agree with the child.
            try (Assembly app = new Assembly(new ConfigLoader(Schema.create(),
                    Map.of("HOMEBOT_WORKSPACE", workspace.toString())::get).load(Optional.empty()), Clock.systemDefaultZone())) {
                app.schedule().timers().list(); // the schedule loads (a corrupt one would be moved aside: a problem above)
                var active = app.modes().active();
                if (active.isPresent() && !Files.exists(active.get().systemPromptFile())) {
                    bad.add("kill " + k + ": active mode without its frozen system prompt");
                }
            }
            deleteTemps(workspace);
        }
        String line = String.format("kill -9 mode enter/turn/exit + timer turns: tried=%d survived=%d lost=0"
                + " (torn in-flight JSONL lines in the files at the end: %d, temp files of killed writes: %d)%n", kills, kills - bad.size(), torn, temps);
        new PrintStream(System.out, true, StandardCharsets.UTF_8).print(line);
        if (Files.isDirectory(Path.of("target"))) {
            Files.writeString(Path.of("target", "fault-kill-report.txt"), line, StandardCharsets.UTF_8,
                    java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
        }
        assertEquals(List.of(), bad);
    }

    private static void deleteTemps(Path root) throws java.io.IOException {
        try (var s = Files.walk(root)) {
            for (Path f : s.filter(f -> f.getFileName().toString().endsWith(".tmp")).toList()) {
                Files.deleteIfExists(f);
            }
        }
    }

    private static String names(List<Job> jobs) {
        return jobs.stream().map(Job::name).collect(Collectors.toCollection(TreeSet::new)).stream()
                .collect(Collectors.joining(","));
    }
}
