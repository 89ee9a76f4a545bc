package homebot.audio;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Objects;

/**
 * A credential that never prints itself (the LLM key, the HTTP TTS key). It lives in the lowest module so every
 * module can hold a key without a second masking type. {@link #toString()} is masked so a secret inside a record, a log line
 * or an exception message shows {@code ****}; only {@link #reveal()} gives the value, for the one header that
 * needs it.
 */
public final class Secret {
    private static final Secret NONE = new Secret("");

    private final String value;

    private Secret(String value) {
        this.value = value;
    }

    /** An empty or blank value counts as unset (an empty {@code HOMEBOT_LLM_API_KEY=} means "no key"). */
    @JsonCreator
    public static Secret of(String value) {
        return value == null || value.isBlank() ? NONE : new Secret(value.strip());
    }

    public static Secret none() {
        return NONE;
    }

    public boolean isSet() {
        return !value.isEmpty();
    }

    public String reveal() {
        return value;
    }

    /** Replaces every occurrence of the secret in {@code text}: servers sometimes echo a bad key back. */
    public String redact(String text) {
        if (text == null || !isSet()) {
            return text;
        }
        return text.replace(value, "****");
    }

    /**
     * JSON never carries the value either: "" when unset, "****" when set. Config defaults hold no secret, so
     * the loader's defaults-then-file round trip loses nothing.
     */
    @JsonValue
    String json() {
        return isSet() ? "****" : "";
    }

    @Override
    public String toString() {
        return isSet() ? "****" : "(unset)";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Secret s && s.value.equals(value);
    }

    @Override
    public int hashCode() {
        return Objects.hash(value);
    }
}
