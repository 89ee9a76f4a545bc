package homebot.prompt;

import java.nio.file.Path;

/** A prompt skill file {@code <workspace>/skills/<name>.md} (seed 003): front matter plus a Markdown body. */
public record PromptSkill(String name, String description, boolean enabled, String body, Path file) {}
