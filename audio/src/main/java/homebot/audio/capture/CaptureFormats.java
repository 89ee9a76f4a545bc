package homebot.audio.capture;

import homebot.audio.wav.PcmFormat;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.function.Predicate;

/**
 * The formats we try to open a microphone in, best first: the configured rate mono, then the rates cheap
 * USB and HDMI codecs usually offer (48/44.1 kHz), mono before stereo. All s16le; the front end converts.
 */
public final class CaptureFormats {
    private CaptureFormats() {}

    public static List<PcmFormat> candidates(int preferredRate) {
        LinkedHashSet<Integer> rates = new LinkedHashSet<>(List.of(preferredRate, 16_000, 48_000, 44_100));
        List<PcmFormat> formats = new ArrayList<>();
        for (int channels = 1; channels <= 2; channels++) {
            for (int rate : rates) {
                formats.add(PcmFormat.s16(rate, channels));
            }
        }
        formats.sort(java.util.Comparator.comparingInt(f -> f.channels() == 1 ? 0 : 1));
        return formats;
    }

    /** The first candidate the device supports. */
    public static PcmFormat choose(int preferredRate, Predicate<PcmFormat> supported) throws AudioDeviceException {
        for (PcmFormat f : candidates(preferredRate)) {
            if (supported.test(f)) {
                return f;
            }
        }
        throw new AudioDeviceException(AudioDeviceException.FORMAT_UNSUPPORTED,
                "the capture device offers none of " + candidates(preferredRate));
    }
}
