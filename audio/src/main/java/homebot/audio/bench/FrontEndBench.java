package homebot.audio.bench;

import homebot.audio.dsp.FrontEnd;
import homebot.audio.dsp.FrontEndConfig;
import homebot.audio.vad.EndpointEvent;
import homebot.audio.vad.EnergyEndpointer;
import homebot.audio.vad.EndpointerConfig;
import homebot.audio.wav.PcmFormat;

/**
 * The audio front end as a benchmark workload: {@code seconds} of synthetic 48 kHz stereo capture (a tone
 * switching on and off, so the endpointer opens and closes utterances) through conversion to 16 kHz mono with
 * high-pass, then the energy endpointer, in 20 ms chunks as from a microphone. It does no timing itself: a
 * harness (JMH, or {@code main}) divides audio seconds by wall time for the real-time factor.
 */
public final class FrontEndBench {
    private FrontEndBench() {}

    /** Runs the workload; returns the number of 16 kHz samples that reached the endpointer. */
    public static long run(double seconds, int inputRate, int channels) {
        PcmFormat in = PcmFormat.s16(inputRate, channels);
        FrontEnd frontEnd = new FrontEnd(in, new FrontEndConfig(80, 0));
        EnergyEndpointer endpointer = new EnergyEndpointer(EndpointerConfig.defaults().withNoSpeechTimeoutMs(0));
        int framesPerChunk = inputRate / 50;
        byte[] chunk = new byte[framesPerChunk * in.frameSize()];
        long totalFrames = (long) (seconds * inputRate);
        long samples = 0;
        long frame = 0;
        while (frame < totalFrames) {
            int n = (int) Math.min(framesPerChunk, totalFrames - frame);
            fill(chunk, frame, n, inputRate, channels);
            short[] out = frontEnd.process(chunk, 0, n * in.frameSize());
            EndpointEvent e = endpointer.accept(out, out.length);
            if (e instanceof EndpointEvent.SpeechEnded || e instanceof EndpointEvent.MaxLength) {
                endpointer.reset();
            }
            samples += out.length;
            frame += n;
        }
        return samples + frontEnd.flush().length;
    }

    /** 2 s of 300 Hz tone, 1 s of near-silence, repeating. */
    private static void fill(byte[] chunk, long firstFrame, int frames, int rate, int channels) {
        int p = 0;
        for (int i = 0; i < frames; i++) {
            long f = firstFrame + i;
            boolean on = (f / rate) % 3 != 2;
            short v = (short) ((on ? 8000 : 20) * Math.sin(2 * Math.PI * 300 * f / rate));
            for (int c = 0; c < channels; c++) {
                chunk[p++] = (byte) v;
                chunk[p++] = (byte) (v >> 8);
            }
        }
    }

    /** {@code java -cp ... homebot.audio.bench.FrontEndBench [seconds=600] [rate=48000] [channels=2]}. */
    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 600;
        int rate = args.length > 1 ? Integer.parseInt(args[1]) : 48_000;
        int channels = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        run(Math.min(seconds, 30), rate, channels); // warm-up
        long start = System.nanoTime();
        long samples = run(seconds, rate, channels);
        double wall = (System.nanoTime() - start) / 1e9;
        System.out.printf(java.util.Locale.ROOT, "audio=%.1fs samples=%d wall=%.3fs rtf=%.5f (x%.0f real time)%n",
                seconds, samples, wall, wall / seconds, seconds / wall);
    }
}
