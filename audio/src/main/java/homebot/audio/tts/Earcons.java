package homebot.audio.tts;

import homebot.audio.wav.WavAudio;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Short generated tones: a rising pair on wake ("I'm listening"), a falling pair on error. Off when disabled. A
 * failing earcon is logged, never thrown: it must not turn a recoverable error into a crash.
 */
public final class Earcons {
    private static final Logger LOG = LoggerFactory.getLogger(Earcons.class);
    private static final int RATE = 16_000;

    private final AudioPlayer player;
    private final boolean enabled;
    private final double volume;

    public Earcons(AudioPlayer player, boolean enabled, double volume) {
        if (volume < 0 || volume > 1) {
            throw new IllegalArgumentException("earcon volume must be in [0, 1]: " + volume);
        }
        this.player = player;
        this.enabled = enabled;
        this.volume = volume;
    }

    public void wake() {
        play("wake", wakeTone(volume));
    }

    public void error() {
        play("error", errorTone(volume));
    }

    public static WavAudio wakeTone(double volume) {
        return tones(volume, 90, 660, 880);
    }

    public static WavAudio errorTone(double volume) {
        return tones(volume, 150, 440, 311);
    }

    private void play(String name, WavAudio tone) {
        if (!enabled) {
            return;
        }
        try {
            player.play(tone);
        } catch (TtsException e) {
            LOG.warn("earcon {} failed code={} msg={}", name, e.code(), e.getMessage());
        }
    }

    /** Consecutive sine tones, each with 10 ms fades so they do not click. */
    static WavAudio tones(double volume, int millisEach, double... hz) {
        int each = RATE * millisEach / 1000;
        int fade = RATE / 100;
        short[] out = new short[each * hz.length];
        for (int t = 0; t < hz.length; t++) {
            for (int i = 0; i < each; i++) {
                double envelope = Math.min(1, Math.min(i, each - 1 - i) / (double) fade);
                out[t * each + i] = (short) (volume * envelope * 32767 * Math.sin(2 * Math.PI * hz[t] * i / RATE));
            }
        }
        return WavAudio.mono16(out, RATE);
    }
}
