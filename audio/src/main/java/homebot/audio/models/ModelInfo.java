package homebot.audio.models;

import java.util.Optional;

/**
 * One downloadable model from the catalog.
 *
 * @param sizeBytes the archive size, or -1 when not recorded (then only the SHA-256, if any, is checked)
 * @param sha256 lower-case hex of the archive, or null when not recorded: the store then reports "checksum
 *     unknown, verify manually" with the digest it computed, never a silent pass
 * @param approxSize a human figure from the upstream model list ("40M")
 * @param format {@link #ZIP} (a Vosk model archive, unpacked into {@code <name>/}) or {@link #ONNX} (one model
 *     file, installed as {@code <name>/<name>.onnx}: openWakeWord and Silero VAD)
 */
public record ModelInfo(String name, String url, long sizeBytes, String sha256, String language, String approxSize,
        String notes, String format) {
    public static final String ZIP = "zip";
    public static final String ONNX = "onnx";

    public ModelInfo(String name, String url, long sizeBytes, String sha256, String language, String approxSize,
                     String notes) {
        this(name, url, sizeBytes, sha256, language, approxSize, notes, ZIP);
    }

    public ModelInfo {
        format = format == null || format.isBlank() ? ZIP : format;
        if (!format.equals(ZIP) && !format.equals(ONNX)) {
            throw new IllegalArgumentException("format of " + name + " must be zip or onnx: " + format);
        }
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
        return new ModelInfo(name, newUrl, sizeBytes, sha256, language, approxSize, notes, format);
    }

    /** A Vosk speech model (the only kind the speech-model locator may pick). */
    public boolean isVosk() {
        return format.equals(ZIP);
    }
}
