package homebot.config;

/**
 * The top-level keys.
 *
 * @param workspace         where all state lives ({@code ~} is expanded)
 * @param language          {@code zh-CN} or {@code en-US}: the default language of replies
 * @param role              prompt role file {@code <workspace>/roles/<role>.md}
 * @param maxUtteranceChars longer utterances are refused with a clear answer, never sent anywhere
 * @param historyMinutes    outside a mode, how far back a new session restores the conversation
 */
public record CoreConfig(String workspace, String language, String role, int maxUtteranceChars, int historyMinutes) {
    public CoreConfig {
        if (maxUtteranceChars < 1) {
            // 0 would refuse every utterance, typed or spoken
            throw new IllegalArgumentException("max_utterance_chars must be at least 1, got " + maxUtteranceChars);
        }
        if (historyMinutes < 0) {
            throw new IllegalArgumentException("history_minutes must not be negative, got " + historyMinutes);
        }
    }

    public static CoreConfig defaults() {
        return new CoreConfig("~/.homebot/workspace", "zh-CN", "default", 2000, 5);
    }
}
