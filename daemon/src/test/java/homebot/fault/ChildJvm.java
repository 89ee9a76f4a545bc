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
 * A child JVM on the test class path that reports on stdout, one line per step, killed with SIGKILL after a chosen
 * number of "state" reports: the crash is real (no shutdown hooks, no finally blocks, no flush).
 */
final class ChildJvm {
    /** Every line of the protocol ends with this, so a line cut short by the kill is never taken for a report. */
    static final String END = " ;";

    private ChildJvm() {}

    /**
     * Runs {@code mainClass workspace args...}, kills it with -9 after more than {@code reports} "state" lines, then
     * reads what it had written before it died (the child runs ahead of the parent's reading: those lines are still
     * in the pipe). Returns every complete protocol line, the terminator stripped, in order; the last "state" line
     * is the child's last acknowledged state.
     */
    static List<String> runAndKill(Class<?> mainClass, Path workspace, int reports, String... args) throws IOException,
            InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "-Xmx64m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                "-Xshare:auto", "-cp", System.getProperty("java.class.path"), mainClass.getName(), workspace.toString()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        List<String> lines = new ArrayList<>();
        int states = 0;
        try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while (states <= reports && (line = out.readLine()) != null) {
                if (keep(line, lines) && line.startsWith("state ")) {
                    states++;
                }
            }
            // SIGKILL through the handle: Process.destroyForcibly would also close our end of the pipe, and with it
            // the lines the child wrote before it died.
            p.toHandle().destroyForcibly();
            p.waitFor(10, TimeUnit.SECONDS);
            while ((line = out.readLine()) != null) {
                keep(line, lines);
            }
        }
        if (p.isAlive()) {
            throw new IllegalStateException("child did not die");
        }
        return lines;
    }

    private static boolean keep(String line, List<String> lines) {
        if (!line.endsWith(END)) {
            return false;
        }
        lines.add(line.substring(0, line.length() - END.length()));
        return true;
    }

    /** The payload of the last "state" line (the child's last acknowledged state). */
    static String lastState(List<String> lines) {
        for (int i = lines.size() - 1; i >= 0; i--) {
            if (lines.get(i).startsWith("state ")) {
                return lines.get(i).substring("state ".length());
            }
        }
        throw new IllegalStateException("the child reported no state: " + lines);
    }

    /** The payload of the first "state" line (what the child found on disk when it started). */
    static String firstState(List<String> lines) {
        return lines.stream().filter(l -> l.startsWith("state ")).findFirst()
                .map(l -> l.substring("state ".length())).orElseThrow(() -> new IllegalStateException("no state: " + lines));
    }
}
