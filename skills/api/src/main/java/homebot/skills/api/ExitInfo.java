package homebot.skills.api;

import java.nio.file.Path;

/** How a mode session ended. {@code reason} is {@code user} or {@code expired}. */
public record ExitInfo(String reason, String summary, Path summaryFile) {}
