package homebot.doctor;

/** The outcome of one doctor check. */
public enum CheckStatus {
    OK,
    WARN,
    FAIL
}
