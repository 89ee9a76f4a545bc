package homebot.audio.capture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.wav.PcmFormat;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class MicrophoneSourceTest {
    private static final List<AudioDevice> DEVICES = List.of(
            new AudioDevice(0, "Port Headphones", "", false, true),
            new AudioDevice(3, "USB Audio [plughw:1,0]", "ALSA", true, false),
            new AudioDevice(5, "ReSpeaker 4 Mic [plughw:2,0]", "ALSA", true, false));

    @Test
    void a48kStereoDeviceIsDeliveredAs16kMono() throws Exception {
        byte[] stereo = new byte[48_000 * 4]; // one second of 48 kHz stereo s16
        for (int i = 0; i < 48_000; i++) {
            short v = (short) (8000 * Math.sin(2 * Math.PI * 500 * i / 48_000.0));
            for (int c = 0; c < 2; c++) {
                stereo[i * 4 + c * 2] = (byte) v;
                stereo[i * 4 + c * 2 + 1] = (byte) (v >> 8);
            }
        }
        FakeCaptureLine line = new FakeCaptureLine(PcmFormat.s16(48_000, 2), stereo);
        MicrophoneSource mic = new MicrophoneSource(line, CaptureConfig.defaults());
        short[] buffer = new short[320];
        int total = 0;
        AudioDeviceException lost = null;
        try {
            while (true) {
                total += mic.read(buffer);
            }
        } catch (AudioDeviceException e) {
            lost = e;
        }
        assertEquals(16_000, total, 100);
        assertEquals("audio-device-lost", lost.code(), "an unplugged device surfaces so the caller can reopen");
        mic.close();
        assertTrue(line.closed);
    }

    @Test
    void deviceResolvesByIndexExactNameOrSubstring() throws Exception {
        List<AudioDevice> inputs = DEVICES.stream().filter(AudioDevice::capture).toList();
        assertEquals(5, AudioDevices.resolve("5", inputs, "capture").orElseThrow().index());
        assertEquals(3, AudioDevices.resolve("usb audio [plughw:1,0]", inputs, "capture").orElseThrow().index());
        assertEquals(5, AudioDevices.resolve("respeaker", inputs, "capture").orElseThrow().index());
        assertEquals(Optional.empty(), AudioDevices.resolve("default", inputs, "capture"));
    }

    @Test
    void unknownDeviceIsAudioDeviceMissingAndListsWhatExists() {
        List<AudioDevice> inputs = DEVICES.stream().filter(AudioDevice::capture).toList();
        AudioDeviceException e = assertThrows(AudioDeviceException.class,
                () -> AudioDevices.resolve("blue yeti", inputs, "capture"));
        assertEquals("audio-device-missing", e.code());
        assertTrue(e.getMessage().contains("blue yeti") && e.getMessage().contains("ReSpeaker"), e.getMessage());
        assertEquals("audio-device-missing",
                assertThrows(AudioDeviceException.class, () -> AudioDevices.resolve("9", inputs, "capture")).code());
        assertEquals("audio-device-missing",
                assertThrows(AudioDeviceException.class, () -> AudioDevices.resolve("", List.of(), "capture")).code());
    }

    @Test
    void openingANonexistentRealDeviceFailsClearly() {
        CaptureConfig config = new CaptureConfig("no-such-microphone-xyz", 16_000, 0, 0, 500);
        AudioDeviceException e = assertThrows(AudioDeviceException.class, () -> MicrophoneSource.open(config));
        assertEquals("audio-device-missing", e.code());
    }

    @Test
    void formatChoicePrefers16kMonoThenFallsBackToWhatTheDeviceOffers() throws Exception {
        assertEquals(PcmFormat.s16(16_000, 1), CaptureFormats.choose(16_000, f -> true));
        Set<PcmFormat> usbCodec = Set.of(PcmFormat.s16(48_000, 2), PcmFormat.s16(44_100, 2));
        assertEquals(PcmFormat.s16(48_000, 2), CaptureFormats.choose(16_000, usbCodec::contains));
        assertEquals(PcmFormat.s16(44_100, 1), CaptureFormats.choose(16_000,
                f -> f.sampleRate() == 44_100));
        AudioDeviceException e = assertThrows(AudioDeviceException.class,
                () -> CaptureFormats.choose(16_000, f -> false));
        assertEquals("audio-format-unsupported", e.code());
    }

    @Test
    void deviceListingWorksWithOrWithoutSoundHardware() {
        List<AudioDevice> all = AudioDevices.list();
        assertTrue(all.stream().allMatch(d -> d.capture() || d.playback()));
        assertEquals(AudioDevices.inputs().size(), all.stream().filter(AudioDevice::capture).count());
    }
}
