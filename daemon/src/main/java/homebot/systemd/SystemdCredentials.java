package homebot.systemd;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Reads credentials that systemd passed with {@code LoadCredential=}: one file
 * per ID in {@code $CREDENTIALS_DIRECTORY}, readable by this service only.
 * The unit loads the LLM key as {@link #LLM_API_KEY}. The daemon should prefer
 * it over the config file and the environment.
 *
 * <p>Values are never logged or put in exception messages.
 */
public final class SystemdCredentials {

    /** The ID the unit uses for the LLM API key. */
    public static final String LLM_API_KEY = "llm-api-key";

    private static final Pattern VALID_ID = Pattern.compile("[A-Za-z0-9_.-]+");

    private final Optional<Path> directory;

    public SystemdCredentials(Map<String, String> env) {
        String dir = env.get("CREDENTIALS_DIRECTORY");
        this.directory = dir == null || dir.isBlank() ? Optional.empty() : Optional.of(Path.of(dir));
    }

    public static SystemdCredentials fromEnvironment() {
        return new SystemdCredentials(System.getenv());
    }

    /** Whether systemd gave this process a credentials directory at all. */
    public boolean available() {
        return directory.isPresent();
    }

    /**
     * The credential's text with surrounding whitespace removed, or empty when
     * there is no credentials directory, no such credential, or only
     * whitespace in it (the unit's {@code SetCredential=} fallback is a lone
     * newline, meaning "no key configured").
     *
     * @throws CredentialException {@code credential-unreadable} when the file
     *     exists but cannot be read
     */
    public Optional<String> read(String id) {
        if (!VALID_ID.matcher(id).matches() || id.equals(".") || id.equals("..")) {
            throw new IllegalArgumentException("not a credential id: " + id);
        }
        if (directory.isEmpty()) {
            return Optional.empty();
        }
        Path file = directory.get().resolve(id);
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException e) {
            throw new CredentialException("credential-unreadable",
                    "cannot read systemd credential " + file + " (" + e.getClass().getSimpleName() + ")");
        }
        String value = text.strip();
        return value.isEmpty() ? Optional.empty() : Optional.of(value);
    }

    /** A credential that exists but cannot be used. */
    public static final class CredentialException extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final String code;

        CredentialException(String code, String message) {
            super(code + ": " + message);
            this.code = code;
        }

        public String code() {
            return code;
        }
    }
}
