package homebot.doctor;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs every check, prints one line each (status, name, finding, and the fix), and returns the exit status:
 * 1 when a required check failed, else 0. One crashing check never hides the others.
 */
public final class Doctor {
    /** One check's outcome, for callers that want more than the printed lines. */
    public record Finding(DoctorCheck check, CheckResult result) {}

    private final List<DoctorCheck> checks;

    public Doctor(List<DoctorCheck> checks) {
        this.checks = List.copyOf(checks);
    }

    public List<Finding> runAll() {
        List<Finding> out = new ArrayList<>();
        for (DoctorCheck c : checks) {
            CheckResult r;
            try {
                r = c.run();
                if (r == null) {
                    r = CheckResult.fail("the check returned nothing", null);
                }
            } catch (RuntimeException | LinkageError e) {
                r = CheckResult.fail("the check itself crashed: " + e, null);
            }
            out.add(new Finding(c, r));
        }
        return out;
    }

    /** Prints the report and returns the process exit status. */
    public int run(PrintStream out) {
        List<Finding> findings = runAll();
        int width = checks.stream().mapToInt(c -> c.name().length()).max().orElse(0);
        for (Finding f : findings) {
            out.println(line(f, width));
        }
        long requiredFailed = findings.stream().filter(Doctor::blocking).count();
        long problems = findings.stream().filter(f -> f.result().status() != CheckStatus.OK).count();
        out.println(requiredFailed > 0 ? requiredFailed + " required check(s) failed: homebot cannot work until fixed"
                : problems > 0 ? "usable; " + problems + " thing(s) to look at" : "all good");
        return exitStatus(findings);
    }

    public static int exitStatus(List<Finding> findings) {
        return findings.stream().anyMatch(Doctor::blocking) ? 1 : 0;
    }

    private static boolean blocking(Finding f) {
        return f.check().required() && f.result().status() == CheckStatus.FAIL;
    }

    static String line(Finding f, int width) {
        CheckResult r = f.result();
        String tag = switch (r.status()) {
            case OK -> "OK  ";
            case WARN -> "WARN";
            case FAIL -> "FAIL";
        };
        String name = f.check().name() + " ".repeat(Math.max(0, width - f.check().name().length()));
        String optional = r.status() == CheckStatus.FAIL && !f.check().required() ? " (optional)" : "";
        String fix = r.fixCommand() == null || r.status() == CheckStatus.OK ? "" : " → fix: " + r.fixCommand();
        return tag + "  " + name + "  " + r.message().replace('\n', ' ') + optional + fix;
    }
}
