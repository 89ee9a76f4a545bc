package homebot.context;

import java.time.Instant;

/** One stored message of normal-mode history: {@code role} is {@code user} or {@code assistant}. */
public record HistoryEntry(Instant timestamp, String role, String content) {}
