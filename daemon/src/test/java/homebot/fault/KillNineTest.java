package homebot.fault;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.config.ConfigLoader;
import homebot.schedule.JobStore;
import homebot.soak.StateFiles;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * kill -9 at random points, in a real child JVM that reports each state it has committed. After each kill the state
 * recovered from disk is compared with the child's last acknowledged state: it must be that state, or the state the
 * one change (lane 1) or turn (lane 2) in flight at the kill leads to. Anything else is a loss, and the losses
 * printed are the ones counted. Lane 1: schedule writes as fast as they go; each timer carries a stamp unique to the
 * change that set it, so a stale file cannot pass. Lane 2: whole turns (mode enter, timer turns inside the mode,
 * exit) through the real pipeline; the restarted daemon must open the workspace cleanly, agree with the child, and
 * at most the in-flight JSONL line may be torn. (The mode kernel's own ModeCrashSafetyTest kills enter/turn/exit
 * 100 times without timers.) The workspace is kept across kills, so each run starts from what the previous crash
 * left. The normal suite kills {@value #DEFAULT_KILLS} times per lane; {@code -Dhomebot.faults.kills=100} (200
 * kills) is the full run.
 */
class KillNineTest {
    static final int DEFAULT_KILLS = 8;

    @TempDir
    Path workspace;

    @Test
    void timerWritesKilledAtRandomPointsRecoverTheAcknowledgedStateOrTheOneInFlight() throws Exception {
        int kills = Integer.getInteger("homebot.faults.kills", DEFAULT_KILLS);
        Random random = new Random(99);
        List<String> lost = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        int acknowledged = 0;
        int inFlightCommitted = 0;
        int temps = 0;
        String recoveredBefore = "";
        for (int k = 0; k < kills; k++) {
            String life = "L" + k;
            List<String> lines = ChildJvm.runAndKill(TimerWriterChild.class, workspace, random.nextInt(60), life);
            String recovered = TimerWriterChild.describe(new JobStore(workspace.resolve("schedule"), new ObjectMapper(),
                    Clock.systemDefaultZone()).load().jobs());
            StateFiles.Report r = StateFiles.check(workspace);
            temps += r.leftOverTemps();
            if (!r.problems().isEmpty()) {
                problems.add("kill " + k + ": " + r.problems());
            }
            String[] first = ChildJvm.firstState(lines).split(" ", 2);
            if (!first[1].equals(recoveredBefore)) {
                problems.add("kill " + k + ": the child started from [" + first[1] + "], the parent had recovered ["
                        + recoveredBefore + "]");
            }
            String[] acked = ChildJvm.lastState(lines).split(" ", 2); // change number, timers
            var next = TimerWriterChild.parse(acked[1]);
            TimerWriterChild.apply(next, life, Integer.parseInt(acked[0]) + 1);
            if (recovered.equals(acked[1])) {
                acknowledged++;
            } else if (recovered.equals(TimerWriterChild.describe(next))) {
                inFlightCommitted++;
            } else {
                lost.add("kill " + k + ": recovered [" + recovered + "], but the child had acknowledged change " + acked[0]
                        + " [" + acked[1] + "]" + (lines.stream().anyMatch(l -> l.endsWith(" " + recovered))
                        ? " (the recovered state is an older acknowledged one)" : ""));
            }
            recoveredBefore = recovered;
            // Temp files of killed writes are left behind by design (harmless); clear them so they do not pile up.
            deleteTemps(workspace);
        }
        report(String.format("kill -9 timer writes: tried=%d survived=%d lost=%d (recovered = last acknowledged: %d,"
                + " = the change in flight: %d; store problems: %d; temp files left by killed writes: %d)%n", kills,
                kills - lost.size() - problems.size(), lost.size(), acknowledged, inFlightCommitted, problems.size(), temps));
        assertEquals(List.of(), lost);
        assertEquals(List.of(), problems);
        assertEquals(kills, acknowledged + inFlightCommitted);
    }

    @Test
    void modeAndTimerTurnsKilledAtRandomPointsRecoverTheAcknowledgedStateOrTheTurnInFlight() throws Exception {
        int kills = Integer.getInteger("homebot.faults.kills", DEFAULT_KILLS);
        Random random = new Random(101);
        List<String> lost = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        int acknowledged = 0;
        int inFlightCommitted = 0;
        int torn = 0;
        int temps = 0;
        for (int k = 0; k < kills; k++) {
            List<String> lines = ChildJvm.runAndKill(TurnWriterChild.class, workspace, random.nextInt(25));
            StateFiles.Report r = StateFiles.check(workspace);
            torn = r.tornLastLines() + r.earlierTornLines(); // cumulative: torn lines stay in the files
            temps += r.leftOverTemps();
            if (torn > k + 1) {
                problems.add("kill " + k + ": " + torn + " torn JSONL lines after " + (k + 1) + " kills (at most one per kill)");
            }
            if (!r.problems().isEmpty()) {
                problems.add("kill " + k + ": " + r.problems());
            }
            String acked = ChildJvm.lastState(lines).split(" ", 2)[1]; // session timers
            Optional<String> inFlight = TurnModel.turnAfterLastState(lines);
            // What the restarted daemon sees: it must open the workspace cleanly and agree with the child.
            try (Assembly app = new Assembly(new ConfigLoader(Schema.create(),
                    Map.of("HOMEBOT_WORKSPACE", workspace.toString())::get).load(Optional.empty()), Clock.systemDefaultZone())) {
                String recovered = TurnWriterChild.describe(app);
                if (recovered.equals(acked)) {
                    acknowledged++;
                } else if (inFlight.isPresent() && TurnModel.explains(acked, inFlight.get(), recovered)) {
                    inFlightCommitted++;
                } else {
                    lost.add("kill " + k + ": recovered [" + recovered + "], the child had acknowledged [" + acked + "]"
                            + inFlight.map(t -> " with \"" + t + "\" in flight").orElse(""));
                }
                var active = app.modes().active();
                if (active.isPresent() && !Files.exists(active.get().systemPromptFile())) {
                    problems.add("kill " + k + ": active mode without its frozen system prompt");
                }
            }
            deleteTemps(workspace);
        }
        report(String.format("kill -9 mode enter/turn/exit + timer turns: tried=%d survived=%d lost=%d (recovered = last"
                + " acknowledged: %d, = the turn in flight: %d; problems: %d; torn in-flight JSONL lines in the files at the"
                + " end: %d, temp files of killed writes: %d)%n", kills, kills - lost.size() - problems.size(), lost.size(),
                acknowledged, inFlightCommitted, problems.size(), torn, temps));
        assertEquals(List.of(), lost);
        assertEquals(List.of(), problems);
        assertEquals(kills, acknowledged + inFlightCommitted);
    }

    private static void report(String line) throws IOException {
        new PrintStream(System.out, true, StandardCharsets.UTF_8).print(line);
        if (Files.isDirectory(Path.of("target"))) {
            Files.writeString(Path.of("target", "fault-kill-report.txt"), line, StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        }
    }

    private static void deleteTemps(Path root) throws IOException {
        try (var s = Files.walk(root)) {
            for (Path f : s.filter(f -> f.getFileName().toString().endsWith(".tmp")).toList()) {
                Files.deleteIfExists(f);
            }
        }
    }
}
