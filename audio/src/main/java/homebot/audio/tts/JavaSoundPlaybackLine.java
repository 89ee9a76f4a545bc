package homebot.audio.tts;

import homebot.audio.capture.AudioDevice;
import homebot.audio.capture.AudioDeviceException;
import homebot.audio.capture.AudioDevices;
import homebot.audio.wav.PcmFormat;
import java.util.Optional;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.DataLine;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.Mixer;
import javax.sound.sampled.SourceDataLine;

/** A Java Sound {@link SourceDataLine} (ALSA on the Pi) opened in the clip's own format. */
final class JavaSoundPlaybackLine implements PlaybackLine {
    private final SourceDataLine line;

    private JavaSoundPlaybackLine(SourceDataLine line) {
        this.line = line;
    }

    static PlaybackLine open(String deviceSpec, PcmFormat format) throws AudioDeviceException {
        Optional<AudioDevice> device = AudioDevices.resolve(deviceSpec, AudioDevices.outputs(), "playback");
        AudioFormat af = new AudioFormat(format.sampleRate(), format.bitsPerSample(), format.channels(), true, false);
        try {
            DataLine.Info info = new DataLine.Info(SourceDataLine.class, af);
            SourceDataLine line;
            if (device.isPresent()) {
                Mixer mixer = AudioSystem.getMixer(AudioSystem.getMixerInfo()[device.get().index()]);
                line = (SourceDataLine) mixer.getLine(info);
            } else {
                line = (SourceDataLine) AudioSystem.getLine(info);
            }
            // ~100 ms buffer: small enough that stop() silences the speaker almost at once.
            line.open(af, Math.max(format.frameSize(), format.sampleRate() * format.frameSize() / 10));
            line.start();
            return new JavaSoundPlaybackLine(line);
        } catch (LineUnavailableException | IllegalArgumentException | SecurityException e) {
            throw new AudioDeviceException(AudioDeviceException.BUSY, "cannot open playback device '"
                    + device.map(AudioDevice::name).orElse("default") + "' for " + format + ": " + e.getMessage(), e);
        }
    }

    @Override
    public int write(byte[] data, int offset, int length) {
        return line.write(data, offset, length);
    }

    @Override
    public void drain() {
        line.drain();
    }

    @Override
    public void abort() {
        line.stop();
        line.flush();
    }

    @Override
    public void close() {
        line.close();
    }
}
