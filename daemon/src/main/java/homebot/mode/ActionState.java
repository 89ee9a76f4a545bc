package homebot.mode;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * The content of {@code <workspace>/modes/action.json}: the mode lifecycle only (seed 000), never recipe data or
 * dialogue. Times are ISO-8601 with offset, {@code session_dir} is absolute. Inactive keeps the last
 * {@code exit_reason} ({@code user} or {@code expired}); entering clears it.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
@JsonPropertyOrder({"schema_version", "active", "mode_id", "display_name", "session_id", "skill_name",
        "started_at", "expires_at", "session_dir", "exit_reason"})
public record ActionState(
        @JsonProperty("schema_version") int schemaVersion,
        @JsonProperty("active") boolean active,
        @JsonProperty("mode_id") String modeId,
        @JsonProperty("display_name") String displayName,
        @JsonProperty("session_id") String sessionId,
        @JsonProperty("skill_name") String skillName,
        @JsonProperty("started_at") String startedAt,
        @JsonProperty("expires_at") String expiresAt,
        @JsonProperty("session_dir") String sessionDir,
        @JsonProperty("exit_reason") String exitReason) {

    public static final int SCHEMA_VERSION = 1;

    public static ActionState inactive(String exitReason) {
        return new ActionState(SCHEMA_VERSION, false, null, null, null, null, null, null, null, exitReason);
    }

    /** Checks the invariants a hand edit or a foreign writer could break; the message names the field. */
    void validate() {
        if (schemaVersion != SCHEMA_VERSION) {
            throw new IllegalArgumentException("schema_version " + schemaVersion + " is not supported (expected 1)");
        }
        if (exitReason != null && !exitReason.equals("user") && !exitReason.equals("expired")) {
            throw new IllegalArgumentException("exit_reason must be user, expired or null, got " + exitReason);
        }
        if (active) {
            for (var f : new String[][] {{"mode_id", modeId}, {"display_name", displayName},
                    {"session_id", sessionId}, {"skill_name", skillName}, {"started_at", startedAt},
                    {"expires_at", expiresAt}, {"session_dir", sessionDir}}) {
                if (f[1] == null || f[1].isBlank()) {
                    throw new IllegalArgumentException("active but " + f[0] + " is empty");
                }
            }
            java.time.OffsetDateTime.parse(startedAt);
            java.time.OffsetDateTime.parse(expiresAt);
            if (!java.nio.file.Path.of(sessionDir).isAbsolute()) {
                throw new IllegalArgumentException("session_dir must be absolute: " + sessionDir);
            }
            if (exitReason != null) {
                throw new IllegalArgumentException("active but exit_reason is " + exitReason);
            }
        }
    }
}
