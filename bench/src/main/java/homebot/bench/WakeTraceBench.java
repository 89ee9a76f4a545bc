package homebot.bench;

import homebot.audio.aec.SpeexNoiseSuppressor;
import homebot.audio.vad.Levels;
import homebot.audio.vad.SileroVad;
import homebot.audio.vad.SpeechBandLevel;
import homebot.audio.wake.OpenWakeWordDetector;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Exploration aid for issue 13's false rejects: writes, per 80 ms frame, the wake score and Silero's highest
 * speech probability under several front ends (raw, speexdsp noise suppression at some depths, with AGC), on the
 * same audio as {@link WakeEvalBench}'s {@code frr} and {@code far} parts, so that thresholds, patience and a VAD
 * gate can be swept offline ({@code bench/wake-eval/sweep.py}). The chosen setting's figures come from
 * {@link WakeEvalBench}, which runs the real detector.
 *
 * <p>{@code nice java -cp bench/target/benchmarks.jar homebot.bench.WakeTraceBench EVAL_DIR MODELS_DIR frr|far
 * OUT.tsv [far_hours=3] [front ends, e.g. raw ns-15 ns-30 ns-15-agc8000]}
 */
public final class WakeTraceBench {
    private static final int RATE = WakeEvalBench.RATE;
    static final int PREROLL = 2 * RATE;
    /** The SNRs traced for tuning (system property {@code snrs}, e.g. {@code -Dsnrs=clean,10,5}). */
    static final double[] SNRS = java.util.Arrays.stream(System.getProperty("snrs", "clean,20,10,5").split(","))
            .mapToDouble(v -> v.equals("clean") ? Double.POSITIVE_INFINITY : Double.parseDouble(v)).toArray();

    public static void main(String[] args) throws Exception {
        WakeEvalBench b = new WakeEvalBench(Path.of(args[0]), Path.of(args[1]), 0.999999, 1);
        String part = args[2];
        Path out = Path.of(args[3]);
        double hours = args.length > 4 ? Double.parseDouble(args[4]) : 3;
        List<String> fronts = args.length > 5 ? List.of(args).subList(5, args.length) : List.of("raw", "ns-15", "ns-30");
        try (BufferedWriter w = Files.newBufferedWriter(out)) {
            w.write("set\tsnr\tclip\tnoise\tframe");
            for (String f : fronts) {
                w.write("\tscore_" + f + "\tvad_" + f);
            }
            if (part.equals("eos")) {
                w.write("\tlevel_db\tband_db"); // the raw window's broadband and speech-band (300-3400 Hz) level
            }
            w.newLine();
            List<Front> fs = new ArrayList<>();
            for (String f : fronts) {
                fs.add(new Front(f, b));
            }
            try {
                if (part.equals("frr")) {
                    frr(b, fs, w);
                } else if (part.equals("eos")) {
                    eos(b, fs, w);
                } else if (part.equals("level")) {
                    level(b, fs, w);
                } else {
                    far(b, fs, w, hours);
                }
            } finally {
                fs.forEach(Front::close);
            }
        }
    }

    /** One front end: optional speexdsp preprocessing, then its own wake detector and Silero. */
    static final class Front implements AutoCloseable {
        final String name;
        final int suppressDb;
        final int agc;
        SpeexNoiseSuppressor ns;
        final OpenWakeWordDetector wake;
        final SileroVad vad;
        final short[] window = new short[SileroVad.WINDOW];
        int filled;

        Front(String name, WakeEvalBench b) {
            this.name = name;
            String[] p = name.split("-");
            this.suppressDb = name.startsWith("ns") ? -Integer.parseInt(p[1]) : 0;
            this.agc = name.contains("agc") ? Integer.parseInt(name.replaceAll(".*agc", "")) : 0;
            this.wake = b.detector();
            this.vad = SileroVad.load(b.modelsDir().resolve("silero_vad.onnx"));
            if (suppressDb != 0 || agc != 0) {
                ns = new SpeexNoiseSuppressor(suppressDb == 0 ? -1 : suppressDb, agc);
            }
        }

        /** A new clip: the detector and Silero start afresh; the suppressor keeps learning (as in the daemon). */
        void restart() {
            wake.reset();
            vad.reset();
            filled = 0;
        }

        /** Feeds one 1280-sample frame (a copy); returns {score, highest Silero probability in the frame}. */
        float[] frame(short[] audio, int off) {
            short[] f = java.util.Arrays.copyOfRange(audio, off, off + 1280);
            if (ns != null) {
                ns.process(f, 0, f.length);
            }
            wake.accept(f, f.length);
            float v = 0;
            int i = 0;
            while (i < f.length) {
                int n = Math.min(f.length - i, window.length - filled);
                System.arraycopy(f, i, window, filled, n);
                filled += n;
                i += n;
                if (filled == window.length) {
                    filled = 0;
                    v = Math.max(v, vad.probability(window, 0));
                }
            }
            return new float[] {wake.lastScores()[0], v};
        }

        @Override
        public void close() {
            if (ns != null) {
                ns.close();
            }
            wake.close();
            vad.close();
        }
    }

    /** Tuning half only: the even-numbered positives (the odd ones are held out for the reported figure). */
    static void frr(WakeEvalBench b, List<Front> fs, BufferedWriter w) throws IOException {
        List<String> pos = b.files("positives");
        for (double snr : SNRS) {
            for (int i = 0; i < pos.size(); i += 2) {
                String noise = WakeEvalBench.NOISES[i % WakeEvalBench.NOISES.length];
                short[] audio = b.mixWithPreroll(pos.get(i), noise, i * 7919 - PREROLL, snr, PREROLL);
                fs.forEach(Front::restart);
                write(w, "pos", WakeEvalBench.snrName(snr), i, noise, fs, audio);
            }
            System.out.println("traced " + WakeEvalBench.snrName(snr));
        }
    }

    /**
     * Silero's probability per 32 ms window (frame column = window index) on WakeEvalBench's end-of-speech
     * sentences; a front end's suppressor first hears 2 s of the same noise alone (it runs all the time in the
     * daemon), then Silero starts afresh on the sentence, as after a wake. The noise column is the noise type.
     */
    static void eos(WakeEvalBench b, List<Front> fs, BufferedWriter w) throws IOException {
        List<String> speech = b.files("speech");
        int n = Math.min(300, speech.size());
        for (double snr : SNRS) {
            for (int i = 0; i < n; i++) {
                String noise = WakeEvalBench.NOISES[i % WakeEvalBench.NOISES.length];
                short[] withLead = b.mixWithPreroll(speech.get(i), noise, i * 104_729 - PREROLL, snr, PREROLL);
                short[] audio = java.util.Arrays.copyOfRange(withLead, PREROLL, withLead.length);
                int windows = audio.length / SileroVad.WINDOW;
                float[][] p = new float[fs.size()][windows];
                for (int k = 0; k < fs.size(); k++) {
                    Front f = fs.get(k);
                    if (f.ns != null) {
                        short[] lead = java.util.Arrays.copyOf(withLead, PREROLL);
                        f.ns.process(lead, 0, lead.length);
                    }
                    f.vad.reset();
                    short[] x = audio.clone();
                    if (f.ns != null) {
                        f.ns.process(x, 0, x.length - x.length % 160);
                    }
                    for (int j = 0; j < windows; j++) {
                        p[k][j] = f.vad.probability(x, j * SileroVad.WINDOW);
                    }
                }
                SpeechBandLevel band = new SpeechBandLevel();
                for (int j = 0; j < windows; j++) {
                    StringBuilder line = new StringBuilder("eos\t").append(WakeEvalBench.snrName(snr)).append('\t')
                            .append(i).append('\t').append(noise).append('\t').append(j);
                    for (int k = 0; k < fs.size(); k++) {
                        line.append(String.format(Locale.ROOT, "\t0\t%.3f", p[k][j]));
                    }
                    int at = j * SileroVad.WINDOW;
                    line.append(String.format(Locale.ROOT, "\t%.1f\t%.1f", Levels.rmsDbfs(audio, at, SileroVad.WINDOW),
                            band.dbfs(audio, at, SileroVad.WINDOW)));
                    w.write(line.toString());
                    w.newLine();
                }
            }
            System.out.println("traced eos " + WakeEvalBench.snrName(snr));
        }
    }

    /** Clean positives at lower and higher input levels (a far microphone, a quiet speaker): the snr column holds the gain. */
    static void level(WakeEvalBench b, List<Front> fs, BufferedWriter w) throws IOException {
        List<String> pos = b.files("positives");
        for (int gainDb : new int[] {-30, -20, -10, 0, 6}) {
            double g = Math.pow(10, gainDb / 20.0);
            for (int i = 0; i < pos.size(); i++) {
                short[] audio = b.mixWithPreroll(pos.get(i), "pink", 0, Double.POSITIVE_INFINITY, PREROLL);
                for (int k = 0; k < audio.length; k++) {
                    audio[k] = (short) Math.max(-32768, Math.min(32767, Math.round(audio[k] * g)));
                }
                fs.forEach(Front::restart);
                write(w, "pos", gainDb + " dB", i, "-", fs, audio);
            }
            System.out.println("traced gain " + gainDb);
        }
    }

    static void far(WakeEvalBench b, List<Front> fs, BufferedWriter w, double hours) throws IOException {
        // The same stream as WakeEvalBench.falseAccepts (same seed and order), never reset.
        List<String> speech = b.files("speech");
        long target = (long) (hours * 3600 * RATE);
        long fed = 0;
        SplittableRandom r = new SplittableRandom(42);
        for (int i = 0; fed < target; i++) {
            WakeEvalBench.Stretch s = b.farStretch(i, speech, r);
            write(w, "neg", s.what(), i, "-", fs, s.audio());
            fed += s.audio().length;
        }
    }

    private static void write(BufferedWriter w, String set, String snr, int clip, String noise, List<Front> fs,
                              short[] audio) throws IOException {
        int frames = audio.length / 1280;
        float[][] v = new float[fs.size()][];
        for (int f = 0; f < frames; f++) {
            StringBuilder line = new StringBuilder();
            line.append(set).append('\t').append(snr).append('\t').append(clip).append('\t').append(noise)
                    .append('\t').append(f);
            for (int k = 0; k < fs.size(); k++) {
                v[k] = fs.get(k).frame(audio, f * 1280);
                line.append(String.format(Locale.ROOT, "\t%.4f\t%.3f", v[k][0], v[k][1]));
            }
            w.write(line.toString());
            w.newLine();
        }
    }
}
