package homebot.mode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kills a child JVM ({@link CrashLoopMain}) with SIGKILL at random points of enter / turn / exit, 100 times by
 * default ({@code -Dhomebot.crashtest.kills=N}), and checks after every kill that action.json parses and agrees
 * with the session folders and with what the child had acknowledged, and that conversation.jsonl lost at most
 * the line in flight.
 */
class ModeCrashSafetyTest {
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES);

    @TempDir
    Path tmp;

    /** Two lanes, each its own child and workspace, so the kills use both cores; 50 + 50 = 100 kills. */
    @Test
    void killNineAtRandomPointsNeverBreaksActionJsonOrLosesAnAcknowledgedTurn() throws Exception {
        int kills = Integer.getInteger("homebot.crashtest.kills", 100);
        List<Lane> lanes = List.of(new Lane(tmp.resolve("lane-0"), 0), new Lane(tmp.resolve("lane-1"), 1));
        var pool = java.util.concurrent.Executors.newFixedThreadPool(lanes.size());
        try {
            List<java.util.concurrent.Future<Integer>> results = new ArrayList<>();
            for (Lane lane : lanes) {
                results.add(pool.submit(() -> lane.run(kills / lanes.size())));
            }
            int sessions = 0;
            for (var r : results) {
                try {
                    sessions += r.get();
                } catch (java.util.concurrent.ExecutionException e) {
                    if (e.getCause() instanceof AssertionError a) {
                        throw a;
                    }
                    throw e;
                }
            }
            assertTrue(sessions >= 5, "the children completed too few sessions to mean anything: " + sessions);
        } finally {
            pool.shutdownNow();
        }
    }

    /** The test classpath minus jars the child never loads: opening fewer jars keeps each start cheap. */
    private static String childClasspath() {
        String all = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        return java.util.Arrays.stream(all.split(java.io.File.pathSeparator))
                // Sibling modules are class folders under `mvn test` but jars under `mvn verify`.
                .filter(e -> e.contains("jackson") || e.contains("slf4j") || e.endsWith("classes")
                        || e.endsWith("classes/") || java.nio.file.Path.of(e).getFileName().toString().startsWith("homebot-"))
                .collect(java.util.stream.Collectors.joining(java.io.File.pathSeparator));
    }

    private static final class Lane {
        private final Path workspace;
        private final Random random;
        private final long epoch;
        private final Map<String, Integer> ackedTurns = new HashMap<>();
        private final Set<String> exited = new HashSet<>();
        private String lastEntered;
        private boolean lastWasExit;

        Lane(Path workspace, int index) {
            this.workspace = workspace;
            this.random = new Random(20261022L + index);
            this.epoch = java.time.OffsetDateTime.parse("2026-10-22T12:00:00+08:00").toEpochSecond() + index * 86400L;
        }

        int run(int kills) throws Exception {
            String classpath = childClasspath();
            String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            for (int i = 0; i < kills; i++) {
                Process child = new ProcessBuilder(javaBin, "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
                        "-Xshare:auto", "-XX:CICompilerCount=1", "-XX:-UsePerfData", "-Xmx64m", "-cp", classpath, CrashLoopMain.class.getName(),
                        workspace.toString(), Long.toString(epoch + i * 600L))
                        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
                List<String> acks = new ArrayList<>();
                try (BufferedReader in = new BufferedReader(new InputStreamReader(child.getInputStream(),
                        StandardCharsets.UTF_8))) {
                    assertEquals("ready", in.readLine(), "child did not start");
                    int killAfter = random.nextInt(12);
                    for (int n = 0; n < killAfter; n++) {
                        String line = in.readLine();
                        if (line == null) {
                            break;
                        }
                        acks.add(line);
                    }
                    child.toHandle().destroyForcibly(); // SIGKILL; unlike Process.destroyForcibly it keeps stdout readable
                    assertTrue(child.waitFor(10, TimeUnit.SECONDS), "child did not die");
                    for (String line = in.readLine(); line != null; line = in.readLine()) {
                        acks.add(line);
                    }
                }
                acks.forEach(this::acknowledge);
                check(i);
            }
            return exited.size();
        }

        private void acknowledge(String line) {
            String[] p = line.split(" ");
            switch (p[0]) {
                case "E" -> {
                    lastEntered = p[1];
                    lastWasExit = false;
                }
                case "T" -> ackedTurns.merge(p[1], Integer.parseInt(p[2]), Math::max);
                case "X" -> {
                    exited.add(p[1]);
                    lastWasExit = true;
                }
                default -> fail("unexpected child output " + line);
            }
        }

        private void check(int round) throws IOException {
            String where = "after kill " + round + ": ";
            Path modes = workspace.resolve("modes");
            try (Stream<Path> s = Files.exists(modes) ? Files.list(modes) : Stream.empty()) {
                List<String> names = s.map(p -> p.getFileName().toString()).toList();
                assertFalse(names.stream().anyMatch(n -> n.contains("corrupt")), where + names);
            }
            Path file = modes.resolve("action.json");
            if (lastEntered == null) {
                return;
            }
            ActionState state = JSON.readValue(Files.readString(file), ActionState.class);
            state.validate();
            if (state.active()) {
                Path dir = Path.of(state.sessionDir());
                assertEquals(workspace.resolve("modes/sessions/homework").resolve(state.sessionId()), dir, where);
                assertTrue(Files.isRegularFile(dir.resolve("system_prompt.md")), where + "no system_prompt.md in " + dir);
                assertFalse(exited.contains(state.sessionId()), where + "an acknowledged exit is active again");
                if (!lastWasExit) {
                    assertEquals(lastEntered, state.sessionId(), where + "active session is not the acknowledged one");
                }
            } else {
                assertEquals("user", state.exitReason(), where);
                assertTrue(lastWasExit || Files.exists(workspace.resolve("modes/sessions/homework")
                        .resolve(lastEntered).resolve("summary.md")), where + "inactive without the exit pipeline");
            }
            for (String sid : exited) {
                assertTrue(Files.exists(workspace.resolve("modes/sessions/homework").resolve(sid).resolve("summary.md")),
                        where + "acknowledged exit without summary.md: " + sid);
            }
            for (Map.Entry<String, Integer> e : ackedTurns.entrySet()) {
                Path log = workspace.resolve("modes/sessions/homework").resolve(e.getKey()).resolve("conversation.jsonl");
                int parsed = 0;
                for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
                    try {
                        JsonNode n = new ObjectMapper().readTree(line);
                        parsed += n.hasNonNull("assistant") ? 1 : 0;
                    } catch (IOException torn) {
                        // a torn last line is what the kernel tolerates; counted as lost
                    }
                }
                assertTrue(parsed >= e.getValue() && parsed <= e.getValue() + 1,
                        where + e.getKey() + " acknowledged " + e.getValue() + " turns, file has " + parsed);
            }
        }
    }
}
