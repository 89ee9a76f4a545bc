package homebot.fault;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A child JVM on the test class path that reports its committed states on stdout, killed with SIGKILL after a
 * chosen number of reports: the crash is real (no shutdown hooks, no finally blocks, no flush).
 */
final class ChildJvm {
    private ChildJvm() {}

    /** Runs {@code mainClass workspace}, kills it with -9 after {@code reports} "state" lines; returns them. */
    static List<String> runAndKill(Class<?> mainClass, Path workspace, int reports) throws IOException,
            InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-Xmx64m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                "-Xshare:auto", "-cp", System.getProperty("java.class.path"), mainClass.getName(), workspace.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        List<String> states = new ArrayList<>();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null) {
                if (line.startsWith("state")) {
                    states.add(line.substring(5).strip());
                    if (states.size() > reports) {
                        break;
                    }
                }
            }
            p.destroyForcibly(); // SIGKILL on Linux
            p.waitFor(10, TimeUnit.SECONDS);
        }
        if (p.isAlive()) {
            throw new IllegalStateException("child did not die");
        }
        return states;
    }
}
