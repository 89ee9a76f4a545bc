package homebot.audio.models;

import java.util.List;

/**
 * {@code homebot models verify NAME}: whether the installed directory looks like a loadable Vosk model, and what
 * is known about the archive it came from ({@code archiveSha256} recorded at install time).
 */
public record Verification(String name, boolean ok, List<String> problems, String archiveSha256,
        boolean checksumVerified) {
    public Verification {
        problems = List.copyOf(problems);
    }
}
