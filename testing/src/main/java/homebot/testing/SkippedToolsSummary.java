package homebot.testing;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Registered for every module's test run (META-INF/services): counts what {@link ExternalTools} skipped and prints
 * one line at the end naming what was missing and the one apt command that enables it all. With the system
 * property {@value #REPORT_PROPERTY} (set by the parent POM to a file under the root {@code target/}), each module
 * appends its skips there and rewrites {@code <file>.summary} with the line for the whole build so far, which the
 * last module of the reactor prints after everything else.
 */
public final class SkippedToolsSummary implements TestExecutionListener {
    public static final String REPORT_PROPERTY = "homebot.skipped.report";
    private static final Pattern APT = Pattern.compile("apt(?:-get)? install ([^)]*)\\)");

    private final List<String> skips = new ArrayList<>();

    @Override
    public void executionSkipped(TestIdentifier id, String reason) {
        record(id, reason);
    }

    @Override
    public void executionFinished(TestIdentifier id, TestExecutionResult result) {
        if (result.getStatus() == TestExecutionResult.Status.ABORTED) {
            result.getThrowable().ifPresent(t -> record(id, t.getMessage()));
        }
    }

    private synchronized void record(TestIdentifier id, String reason) {
        if (reason == null) {
            return;
        }
        int at = reason.indexOf(ExternalTools.SKIP_MARK);
        if (at >= 0) {
            String what = reason.substring(at + ExternalTools.SKIP_MARK.length()).strip();
            skips.add((id.isContainer() ? "class " : "") + id.getDisplayName() + "\t" + what);
        }
    }

    @Override
    public synchronized void testPlanExecutionFinished(TestPlan plan) {
        List<String> all = new ArrayList<>(skips);
        String report = System.getProperty(REPORT_PROPERTY);
        if (report != null && !report.isBlank()) {
            all = appendAndReadAll(Path.of(report), skips);
        }
        if (!skips.isEmpty()) {
            out().println(line("this module", skips));
        }
        if (report != null && !report.isBlank()) {
            writeQuietly(Path.of(report + ".summary"), line("the whole build so far", all) + "\n");
        }
    }

    /** "homebot: 3 tests skipped for missing tools ...; install: sudo apt install a b" or the all-clear. */
    static String line(String scope, List<String> entries) {
        if (entries.isEmpty()) {
            return "homebot: no test skipped for a missing tool (" + scope + ")";
        }
        Map<String, Integer> byWhat = new TreeMap<>();
        Set<String> packages = new LinkedHashSet<>();
        List<String> otherRemedies = new ArrayList<>();
        for (String e : entries) {
            String what = e.substring(e.indexOf('\t') + 1);
            int paren = what.indexOf(" (");
            byWhat.merge(paren < 0 ? what : what.substring(0, paren), 1, Integer::sum);
            Matcher m = APT.matcher(what);
            if (m.find()) {
                for (String p : m.group(1).strip().split("\\s+")) {
                    packages.add(p);
                }
            } else if (paren >= 0 && !otherRemedies.contains(what.substring(paren + 2, what.length() - 1))) {
                otherRemedies.add(what.substring(paren + 2, what.length() - 1));
            }
        }
        StringBuilder b = new StringBuilder("homebot: " + entries.size() + " test" + (entries.size() == 1 ? "" : "s")
                + " skipped for missing tools (" + scope + "): ");
        List<String> parts = new ArrayList<>();
        byWhat.forEach((what, n) -> parts.add(what + " ×" + n));
        b.append(String.join(", ", parts));
        if (!packages.isEmpty()) {
            b.append("; to run them: sudo apt install ").append(String.join(" ", packages));
        }
        for (String r : otherRemedies) {
            b.append("; ").append(r);
        }
        return b.toString();
    }

    private static List<String> appendAndReadAll(Path report, List<String> mine) {
        try {
            Files.createDirectories(report.toAbsolutePath().getParent());
            StringBuilder lines = new StringBuilder();
            mine.forEach(s -> lines.append(s.replace('\n', ' ')).append('\n'));
            Files.writeString(report, lines, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            return Files.readAllLines(report, StandardCharsets.UTF_8).stream().filter(l -> !l.isBlank()).toList();
        } catch (IOException e) {
            out().println("homebot: could not write the skipped-tools report " + report + ": " + e);
            return mine;
        }
    }

    private static void writeQuietly(Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            out().println("homebot: could not write " + file + ": " + e);
        }
    }

    private static PrintStream out() {
        return new PrintStream(System.out, true, StandardCharsets.UTF_8);
    }
}
