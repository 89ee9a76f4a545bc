package homebot.bench;

import com.sun.management.OperatingSystemMXBean;
import homebot.audio.dsp.FrontEnd;
import homebot.audio.dsp.FrontEndConfig;
import homebot.audio.vad.EndpointEvent;
import homebot.audio.vad.EnergyEndpointer;
import homebot.audio.vad.EndpointerConfig;
import homebot.audio.wav.PcmFormat;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.locks.LockSupport;

/**
 * CPU share of idle listening: a real-time-paced capture stream (20 ms chunks of quiet room noise) through the
 * audio front end (conversion to 16 kHz mono + high-pass) and the energy endpointer, for {@code seconds} of wall
 * time. No wake-word model is present here, so the wake-word engine is replaced by the same front end and
 * endpointer: the figure is the front end's cost, not Vosk's. Reports the process CPU time (all threads: JIT,
 * GC included) and the listening thread's own CPU time, each as a share of one core.
 *
 * <p>{@code java -Xmx128m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -cp bench/target/benchmarks.jar
 * homebot.bench.IdleListeningBench [seconds=60] [rate=16000] [channels=1]}
 */
public final class IdleListeningBench {
    private IdleListeningBench() {}

    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 60;
        int rate = args.length > 1 ? Integer.parseInt(args[1]) : 16_000;
        int channels = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();

        PcmFormat in = PcmFormat.s16(rate, channels);
        FrontEnd frontEnd = new FrontEnd(in, FrontEndConfig.defaults());
        EnergyEndpointer endpointer = new EnergyEndpointer(EndpointerConfig.defaults().withNoSpeechTimeoutMs(0));
        int frames = rate / 50;
        // One second of quiet room noise (about -60 dBFS), made up front and cycled, so the measured thread
        // does only what the daemon does per chunk: wake up, convert, filter, decide.
        byte[][] noise = new byte[50][frames * in.frameSize()];
        Random random = new Random(7);
        for (byte[] c : noise) {
            for (int i = 0; i < c.length; i += 2) {
                int v = (int) (random.nextGaussian() * 30);
                c[i] = (byte) v;
                c[i + 1] = (byte) (v >> 8);
            }
        }

        long cpu0 = os.getProcessCpuTime();
        long thread0 = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        long end = start + (long) (seconds * 1e9);
        long next = start;
        long chunks = 0;
        int events = 0;
        while (next < end) {
            next += 20_000_000L;
            while (System.nanoTime() < next) {
                LockSupport.parkNanos(next - System.nanoTime());
            }
            byte[] chunk = noise[(int) (chunks % noise.length)];
            short[] out = frontEnd.process(chunk, 0, chunk.length);
            EndpointEvent e = endpointer.accept(out, out.length);
            if (e instanceof EndpointEvent.SpeechEnded || e instanceof EndpointEvent.MaxLength) {
                events++;
                endpointer.reset();
            }
            chunks++;
        }
        double wall = (System.nanoTime() - start) / 1e9;
        double process = (os.getProcessCpuTime() - cpu0) / 1e9;
        double thread = (threads.getCurrentThreadCpuTime() - thread0) / 1e9;
        System.out.printf(Locale.ROOT, "RESULT idle.listening.process-cpu wall=%.1fs cpu=%.3fs share=%.3f%% of one core%n",
                wall, process, 100 * process / wall);
        System.out.printf(Locale.ROOT, "RESULT idle.listening.thread-cpu wall=%.1fs cpu=%.3fs share=%.3f%% of one core"
                + " (chunks=%d, input %d Hz x%d, endpoints=%d)%n", wall, thread, 100 * thread / wall, chunks, rate,
                channels, events);
    }
}
