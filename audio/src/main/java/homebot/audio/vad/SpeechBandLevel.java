package homebot.audio.vad;

import homebot.audio.capture.AudioSource;
import homebot.audio.dsp.Biquad;

/**
 * The level of the telephone speech band (300–3400 Hz) of a stretch of 16 kHz audio, in dBFS: a voice's energy
 * lives there, while hum, rumble and most of a pan's hiss do not. Stateful filters: feed consecutive windows.
 */
public final class SpeechBandLevel {
    static final double LOW_HZ = 300;
    static final double HIGH_HZ = 3400;

    private final Biquad highPass = Biquad.highPass(LOW_HZ, AudioSource.SAMPLE_RATE);
    private final Biquad lowPass = Biquad.lowPass(HIGH_HZ, AudioSource.SAMPLE_RATE);

    /** The band level of {@code count} samples from {@code offset}, the next stretch of the stream. */
    public double dbfs(short[] samples, int offset, int count) {
        if (count <= 0) {
            return Levels.FLOOR_DBFS;
        }
        double sum = 0;
        for (int i = offset; i < offset + count; i++) {
            double y = lowPass.next(highPass.next(samples[i]));
            sum += y * y;
        }
        return Levels.dbfs(sum / count);
    }

    public void reset() {
        highPass.reset();
        lowPass.reset();
    }
}
