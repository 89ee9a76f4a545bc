package homebot.schedule;

/**
 * TIMER and REMINDER are set by the user and always ring; FOLLOW_UP is the model's and passes the guardrails;
 * COMMAND is a delayed device command the user asked for ("十分钟后关掉抽油烟机"): when due it is run once, not rung.
 */
public enum JobKind {
    TIMER,
    REMINDER,
    FOLLOW_UP,
    COMMAND;

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
