package homebot.audio.models;

import java.util.Optional;

/**
 * One downloadable model from the catalog.
 *
 * @param sizeBytes the archive size, or -1 when not recorded (then only the SHA-256, if any, is checked)
 * @param sha256 lower-case hex of the archive, or null when not recorded: the store then reports "checksum
 *     unknown, verify manually" with the digest it computed, never a silent pass
 * @param approxSize a human figure from the upstream model list ("40M")
 */
public record ModelInfo(String name, String url, long sizeBytes, String sha256, String language, String approxSize,
        String notes) {
    public ModelInfo {
        if (name == null || !name.matches("[A-Za-z0-9][A-Za-z0-9._-]*")) {
            throw new IllegalArgumentException("bad model name: " + name);
        }
        if (sha256 != null && !sha256.matches("[0-9a-f]{64}")) {
            throw new IllegalArgumentException("sha256 of " + name + " must be 64 lower-case hex digits or null");
        }
    }

    public Optional<String> checksum() {
        return Optional.ofNullable(sha256);
    }

    public ModelInfo withUrl(String newUrl) {
        return new ModelInfo(name, newUrl, sizeBytes, sha256, language, approxSize, notes);
    }
}
