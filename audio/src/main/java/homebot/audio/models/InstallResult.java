package homebot.audio.models;

import java.nio.file.Path;

/**
 * What {@code install} did. When the catalog has no checksum, {@code checksumVerified} is false and
 * {@link #warning} must be shown: the user verifies {@code sha256} by hand.
 */
public record InstallResult(String name, Path path, String sha256, boolean checksumVerified, long bytes) {
    public String warning() {
        return checksumVerified ? "" : "checksum unknown, verify manually: sha256 of " + name + ".zip is " + sha256;
    }
}
