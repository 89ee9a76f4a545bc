package homebot.audio.capture;

import homebot.audio.wav.PcmFormat;
import java.io.IOException;
import java.util.Optional;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.DataLine;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.Mixer;
import javax.sound.sampled.TargetDataLine;

/**
 * A {@link TargetDataLine} opened by us in little-endian s16 (never TarsosDSP's fromDefaultMicrophone, which
 * opens a big-endian line).
 */
public final class JavaSoundCaptureLine implements CaptureLine {
    private final TargetDataLine line;
    private final PcmFormat format;
    private final String name;

    private JavaSoundCaptureLine(TargetDataLine line, PcmFormat format, String name) {
        this.line = line;
        this.format = format;
        this.name = name;
    }

    /** Opens the configured device (by name, index or default) in the best format it offers. */
    public static JavaSoundCaptureLine open(String deviceSpec, int preferredRate, int bufferMillis)
            throws AudioDeviceException {
        Optional<AudioDevice> device = AudioDevices.resolve(deviceSpec, AudioDevices.inputs(), "capture");
        Mixer mixer = device.map(d -> AudioSystem.getMixer(AudioDevices.mixerInfo(d))).orElse(null);
        PcmFormat format = CaptureFormats.choose(preferredRate, f -> supported(mixer, f));
        AudioFormat af = toJava(format);
        try {
            TargetDataLine line = mixer == null
                    ? AudioSystem.getTargetDataLine(af) : (TargetDataLine) mixer.getLine(info(af));
            // A generous device buffer so a slow consumer (GC pause, recognizer hiccup) never overflows it.
            int bufferBytes = format.sampleRate() * format.frameSize() * bufferMillis / 1000;
            line.open(af, bufferBytes);
            line.start();
            String name = device.map(AudioDevice::name).orElse("default");
            return new JavaSoundCaptureLine(line, format, name);
        } catch (LineUnavailableException | IllegalArgumentException | SecurityException e) {
            throw new AudioDeviceException(AudioDeviceException.BUSY, "cannot open capture device '"
                    + device.map(AudioDevice::name).orElse("default") + "' as " + format + ": " + e.getMessage(), e);
        }
    }

    static AudioFormat toJava(PcmFormat f) {
        return new AudioFormat(f.sampleRate(), f.bitsPerSample(), f.channels(), true, false);
    }

    private static DataLine.Info info(AudioFormat af) {
        return new DataLine.Info(TargetDataLine.class, af);
    }

    private static boolean supported(Mixer mixer, PcmFormat f) {
        DataLine.Info info = info(toJava(f));
        return mixer == null ? AudioSystem.isLineSupported(info) : mixer.isLineSupported(info);
    }

    @Override
    public PcmFormat format() {
        return format;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        if (!line.isOpen()) {
            throw new AudioDeviceException(AudioDeviceException.LOST, "capture device '" + name + "' is closed");
        }
        int n;
        try {
            n = line.read(buffer, offset, length);
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new AudioDeviceException(AudioDeviceException.LOST, "capture device '" + name + "' failed: "
                    + e.getMessage(), e);
        }
        // Java Sound returns short reads only when the line was stopped, closed or the device vanished.
        if (n <= 0 && length > 0) {
            throw new AudioDeviceException(AudioDeviceException.LOST, "capture device '" + name
                    + "' stopped delivering audio");
        }
        return n;
    }

    @Override
    public String describe() {
        return "mic:" + name;
    }

    @Override
    public void close() {
        line.stop();
        line.close();
    }
}
