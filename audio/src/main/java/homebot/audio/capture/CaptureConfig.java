package homebot.audio.capture;

import homebot.audio.dsp.FrontEndConfig;

/**
 * YAML {@code audio.capture}.
 *
 * @param device {@code default}, a device index, or (part of) a device name as {@code homebot doctor} lists it
 * @param rate the sample rate to ask the device for first (others are tried and converted)
 * @param highPassHz high-pass cut-off after conversion, 0 = off
 * @param gainDb fixed gain, 0 = unity
 * @param bufferMs the capture device buffer; large enough that a stalled reader does not overflow it
 */
public record CaptureConfig(String device, int rate, double highPassHz, double gainDb, int bufferMs) {
    public CaptureConfig {
        device = device == null || device.isBlank() ? "default" : device.trim();
        if (rate < 8000 || rate > 192_000) {
            throw new IllegalArgumentException("audio.capture.rate out of range: " + rate);
        }
        if (bufferMs < 20 || bufferMs > 10_000) {
            throw new IllegalArgumentException("audio.capture.buffer_ms out of range: " + bufferMs);
        }
        new FrontEndConfig(highPassHz, gainDb);
    }

    public static CaptureConfig defaults() {
        return new CaptureConfig("default", 16_000, 0, 0, 500);
    }

    public FrontEndConfig frontEnd() {
        return new FrontEndConfig(highPassHz, gainDb);
    }
}
