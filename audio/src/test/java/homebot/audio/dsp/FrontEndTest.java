package homebot.audio.dsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.wav.PcmFormat;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FrontEndTest {
    @ParameterizedTest
    @CsvSource({"48000, 1000", "48000, 440", "44100, 1000", "44100, 3000"})
    void resampledSineKeepsItsFrequency(int rate, double hz) {
        byte[] in = Tones.s16le(Tones.sine(hz, rate, rate, 0.5), 1);
        short[] out = convertInChunks(new FrontEnd(PcmFormat.s16(rate, 1), FrontEndConfig.defaults()), in, 4000);

        assertEquals(16_000, out.length, 50, "one second in, one second out");
        int crossings = Tones.zeroCrossings(out, 1000, 15_000);
        double measuredHz = crossings / 2.0 / (14_000 / 16_000.0);
        assertEquals(hz, measuredHz, hz * 0.01, "frequency by zero crossings");
        double atTone = Tones.goertzel(out, 1000, 15_000, hz, 16_000);
        double offTone = Tones.goertzel(out, 1000, 15_000, hz * 1.5, 16_000);
        assertTrue(atTone > 1000 * offTone, "energy stays at " + hz + " Hz: " + atTone + " vs " + offTone);
        assertEquals(0.5 * 32768 / Math.sqrt(2), Tones.rms(out, 1000, 15_000), 0.5 * 32768 * 0.05, "level kept");
    }

    @Test
    void toneAboveNewNyquistIsFilteredNotAliased() {
        // 12 kHz would alias to 4 kHz at 16 kHz without the anti-alias low-pass.
        byte[] in = Tones.s16le(Tones.sine(12_000, 48_000, 48_000, 0.5), 1);
        short[] out = convertInChunks(new FrontEnd(PcmFormat.s16(48_000, 1), FrontEndConfig.defaults()), in, 4800);
        assertTrue(Tones.rms(out, 1000, 15_000) < 0.01 * 32768, "aliased energy: " + Tones.rms(out, 1000, 15_000));
    }

    @Test
    void stereoIsAveragedToMono() {
        byte[] frame = {(byte) 0x00, (byte) 0x10, (byte) 0x00, (byte) 0x30}; // L=4096, R=12288
        byte[] in = new byte[frame.length * 1600];
        for (int i = 0; i < 1600; i++) {
            System.arraycopy(frame, 0, in, i * 4, 4);
        }
        short[] out = new FrontEnd(PcmFormat.s16(16_000, 2), FrontEndConfig.defaults()).process(in, 0, in.length);
        assertEquals(1600, out.length);
        assertEquals(8192, out[800]);
    }

    @Test
    void framesSplitAcrossChunksAreReassembled() {
        byte[] in = Tones.s16le(Tones.sine(440, 16_000, 1000, 0.3), 2);
        short[] whole = new FrontEnd(PcmFormat.s16(16_000, 2), FrontEndConfig.defaults()).process(in, 0, in.length);
        short[] odd = convertInChunks(new FrontEnd(PcmFormat.s16(16_000, 2), FrontEndConfig.defaults()), in, 7);
        assertEquals(Arrays.toString(whole), Arrays.toString(odd));
    }

    @Test
    void highPassRemovesRumbleAndKeepsVoiceBand() {
        FrontEndConfig hp = new FrontEndConfig(100, 0);
        short[] rumble = convertInChunks(new FrontEnd(PcmFormat.TARGET, hp),
                Tones.s16le(Tones.sine(30, 16_000, 16_000, 0.5), 1), 1600);
        short[] voice = convertInChunks(new FrontEnd(PcmFormat.TARGET, hp),
                Tones.s16le(Tones.sine(1000, 16_000, 16_000, 0.5), 1), 1600);
        double in = 0.5 * 32768 / Math.sqrt(2);
        assertTrue(Tones.rms(rumble, 8000, 16_000) < in * 0.15, "30 Hz attenuated by > 16 dB");
        assertEquals(in, Tones.rms(voice, 8000, 16_000), in * 0.05, "1 kHz passes");
    }

    @Test
    void gainScalesAndClips() {
        byte[] in = Tones.s16le(Tones.sine(1000, 16_000, 16_000, 0.1), 1);
        short[] up = new FrontEnd(PcmFormat.TARGET, new FrontEndConfig(0, 20)).process(in, 0, in.length);
        assertEquals(1.0 * 32768 / Math.sqrt(2), Tones.rms(up, 0, 16_000), 32768 * 0.03, "+20 dB is x10");
        short[] hot = new FrontEnd(PcmFormat.TARGET, new FrontEndConfig(0, 30)).process(in, 0, in.length);
        int max = 0;
        for (short s : hot) {
            max = Math.max(max, s);
        }
        assertEquals(Short.MAX_VALUE, max, "clipped, not wrapped");
    }

    static short[] convertInChunks(FrontEnd fe, byte[] in, int chunk) {
        short[] all = new short[0];
        for (int off = 0; off < in.length; off += chunk) {
            all = append(all, fe.process(in, off, Math.min(chunk, in.length - off)));
        }
        return append(all, fe.flush());
    }

    private static short[] append(short[] a, short[] b) {
        short[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
