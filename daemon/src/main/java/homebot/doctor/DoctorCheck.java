package homebot.doctor;

/** One thing {@code homebot doctor} verifies. */
public interface DoctorCheck {
    /** Short, stable label, e.g. {@code java}, {@code workspace}, {@code llm}. */
    String name();

    /** A failing required check makes {@code homebot doctor} exit non-zero. */
    boolean required();

    /** Runs the check. May throw: the doctor reports a crash as FAIL and goes on. */
    CheckResult run();
}
