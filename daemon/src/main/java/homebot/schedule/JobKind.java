package homebot.schedule;

/** TIMER and REMINDER are set by the user and always ring; FOLLOW_UP is the model's and passes the guardrails. */
public enum JobKind {
    TIMER,
    REMINDER,
    FOLLOW_UP;

    public boolean userSet() {
        return this != FOLLOW_UP;
    }

    String wireName() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    static JobKind fromWire(String s) {
        return valueOf(s.toUpperCase(java.util.Locale.ROOT).replace('-', '_'));
    }
}
