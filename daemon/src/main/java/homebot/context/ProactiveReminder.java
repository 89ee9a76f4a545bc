package homebot.context;

/**
 * How a proactive turn (a due follow-up; nobody spoke) is shown to the model: wrapped in a
 * {@code <system-reminder>} that says it is not a new user message but a scheduled follow-up firing (seed 004:
 * 以 {@code <system-reminder>} 形式注入"这不是用户新消息，而是一次到点跟进触发"), both as the current message and
 * when it comes back as history. The words inside are the backend's, never the user's.
 */
public final class ProactiveReminder {
    private ProactiveReminder() {}

    public static String wrap(String reminder) {
        String text = reminder == null ? "" : reminder.strip();
        boolean chinese = text.codePoints().anyMatch(cp -> Character.UnicodeScript.of(cp) == Character.UnicodeScript.HAN);
        String head = chinese ? "这不是用户的新消息，而是一次到点的跟进触发；用户此刻什么也没说。"
                : "This is not a new user message but a scheduled follow-up firing; the user has said nothing.";
        return "<system-reminder>\n" + head + "\n" + text + "\n</system-reminder>";
    }
}
