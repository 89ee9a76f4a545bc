package homebot.bench;

import homebot.audio.aec.EchoCanceller;
import homebot.audio.aec.SpeexEchoCanceller;
import homebot.audio.vad.EndpointEvent;
import homebot.audio.vad.Endpointer;
import homebot.audio.vad.EndpointerConfig;
import homebot.audio.vad.EnergyEndpointer;
import homebot.audio.vad.SileroEndpointer;
import homebot.audio.vad.SileroVad;
import homebot.audio.vad.VadConfig;
import homebot.audio.wake.OpenWakeWordConfig;
import homebot.audio.wake.OpenWakeWordDetector;
import homebot.audio.wav.WavReader;
import homebot.testing.EchoPath;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;

/**
 * Issue 13's measurements on the set made by {@code bench/wake-eval/make-wake-set.sh}, with the real models:
 * false rejects of "hey jarvis" per SNR, false accepts per hour of audio without it, end-of-speech error of Silero
 * and of the RMS endpointer per SNR, self-wake per hour of playback with and without the echo canceller, speech
 * over playback still heard, and the cost (CPU share of one core, per-frame latency). Single-threaded, audio fed
 * as fast as the CPU allows (so "% of one core" = CPU time / audio time).
 *
 * <p>{@code nice java -cp bench/target/benchmarks.jar homebot.bench.WakeEvalBench EVAL_DIR MODELS_DIR
 * [part=all|frr|far|eos|self|cost|rss|frr-verified|far-verified|frr-trained|far-trained|trained] [far_hours=3] [self_hours=1] [threshold] [patience] [noise_suppress_db]
 * [vad_threshold] [vad_end_threshold] [vad_level_end_db]}: the wake settings default to {@link OpenWakeWordConfig#defaults()}, Silero's
 * end threshold to {@link VadConfig#defaults()}.
 */
public final class WakeEvalBench {
    static final int RATE = 16_000;
    static final double[] SNRS = {Double.POSITIVE_INFINITY, 20, 10, 5};
    static final String[] NOISES = {"pink", "brown", "hum", "sizzle", "babble"};

    private final Path eval;
    private final Path models;
    private final OpenWakeWordConfig wakeConfig;
    private final Map<String, long[]> truth = new LinkedHashMap<>();
    private final Map<String, short[]> noises = new LinkedHashMap<>();
    double vadEndThreshold = VadConfig.defaults().effectiveEndThreshold();
    double vadLevelEndDb = VadConfig.defaults().levelEndDb();

    WakeEvalBench(Path eval, Path models, double threshold, int patience) throws IOException {
        this(eval, models, OpenWakeWordConfig.defaults().withThreshold(threshold).withPatience(patience));
    }

    WakeEvalBench(Path eval, Path models, OpenWakeWordConfig wakeConfig) throws IOException {
        this.eval = eval;
        this.models = models;
        this.wakeConfig = wakeConfig;
        List<String> rows = Files.readAllLines(eval.resolve("truth.tsv"));
        for (String line : rows.subList(1, rows.size())) {
            String[] c = line.split("\t");
            truth.put(c[0], new long[] {Long.parseLong(c[1]), Long.parseLong(c[2])});
        }
        for (String n : NOISES) {
            noises.put(n, WavReader.readMono16k(eval.resolve("noise/" + n + ".wav")));
        }
    }

    public static void main(String[] args) throws Exception {
        Path eval = Path.of(args[0]);
        Path models = Path.of(args[1]);
        String part = args.length > 2 ? args[2] : "all";
        double farHours = args.length > 3 ? Double.parseDouble(args[3]) : 3;
        double selfHours = args.length > 4 ? Double.parseDouble(args[4]) : 1;
        // The shipped defaults unless overridden: threshold, patience, noise_suppress_db, vad_threshold.
        OpenWakeWordConfig c = OpenWakeWordConfig.defaults();
        c = args.length > 5 ? c.withThreshold(Double.parseDouble(args[5])) : c;
        c = args.length > 6 ? c.withPatience(Integer.parseInt(args[6])) : c;
        c = args.length > 7 ? c.withNoiseSuppressDb(Integer.parseInt(args[7])) : c;
        c = args.length > 8 ? c.withVadThreshold(Double.parseDouble(args[8])) : c;
        WakeEvalBench b = new WakeEvalBench(eval, models, c);
        // Silero's end threshold for the eos part (0 = threshold - 0.15, Silero's own hysteresis)
        b.vadEndThreshold = new VadConfig("silero", null, 0.5, args.length > 9 ? Double.parseDouble(args[9]) : 0)
                .effectiveEndThreshold();
        b.vadLevelEndDb = args.length > 10 ? Double.parseDouble(args[10]) : b.vadLevelEndDb;
        System.out.printf(Locale.ROOT, "wake model hey_jarvis_v0.1 threshold=%.2f patience=%d noise_suppress_db=%d "
                + "vad_threshold=%.2f (vad window %d ms)%n", c.threshold(), c.patience(), c.noiseSuppressDb(),
                c.vadThreshold(), OpenWakeWordConfig.VAD_WINDOW_MS);
        if (part.equals("all") || part.equals("cost")) {
            b.cost();
        }
        if (part.equals("rss")) {
            b.idleRss();
        }
        if (part.equals("all") || part.equals("frr")) {
            b.falseRejects();
        }
        if (part.equals("all") || part.equals("eos")) {
            b.endOfSpeech();
        }
        if (part.equals("all") || part.equals("self")) {
            b.selfWake(selfHours);
        }
        if (part.equals("all") || part.equals("far")) {
            b.falseAccepts(farHours);
        }
        // speaker-enrolled figures (household verifier); see VerifiedWakeEval
        if (part.equals("frr-verified")) {
            new VerifiedWakeEval(b, c).falseRejects();
        }
        if (part.equals("far-verified")) {
            new VerifiedWakeEval(b, c).falseAccepts(farHours, VerifiedWakeEval.voices(72, VerifiedWakeEval.FAR_VOICES));
        }
        // unenrolled, with a verifier trained on synthetic voices, leave-accents-out; see TrainedWakeEval
        if (part.equals("frr-trained") || part.equals("far-trained") || part.equals("trained")) {
            new TrainedWakeEval(b, c).run(!part.equals("far-trained"), !part.equals("frr-trained"), farHours);
        }
    }

    Path modelsDir() {
        return models;
    }

    Path evalDir() {
        return eval;
    }

    /**
     * A positive clip mixed as {@link #mix}, after {@code preroll} samples of the same noise alone (silence when
     * clean): in a kitchen the noise was there before the phrase, and a noise suppressor has had time to learn it.
     */
    short[] mixWithPreroll(String clip, String noise, int noiseOffset, double snr, int preroll) throws IOException {
        short[] speech = read(clip);
        short[] padded = new short[preroll + speech.length];
        System.arraycopy(speech, 0, padded, preroll, speech.length);
        long shift = preroll * 1000L / RATE;
        long[] span = truth.get(clip);
        return mix(padded, new long[] {span[0] + shift, span[1] + shift}, noises.get(noise), noiseOffset, snr);
    }

    record Stretch(short[] audio, String what) {}

    /** The {@code i}th stretch of the false-accept stream (sentences with noise, every 10th noise or silence). */
    /** Wakes per detector over a false-accept stream, what woke each, and how many samples were fed. */
    record FarRun(int[] wakes, List<java.util.Map<String, Integer>> by, long fed) {}

    /**
     * The false-accept stream ({@link #farStretch}, seed 42) fed to every detector until {@code target} samples:
     * one loop for the household and the trained verifiers' benches; the detectors are closed afterwards.
     */
    FarRun farRun(List<homebot.audio.wake.OpenWakeWordDetector> dets, List<String> speech, long target) throws IOException {
        int[] wakes = new int[dets.size()];
        List<java.util.Map<String, Integer>> by = new java.util.ArrayList<>();
        dets.forEach(d -> by.add(new java.util.LinkedHashMap<>()));
        // far.seed: another draw of noise, SNR and offsets over the same sentences, a stream to tune on
        SplittableRandom r = new SplittableRandom(Long.getLong("far.seed", 42));
        long fed = 0;
        try {
            for (int i = 0; fed < target; i++) {
                Stretch stretch = farStretch(i, speech, r);
                for (int d = 0; d < dets.size(); d++) {
                    int w = wakes(dets.get(d), stretch.audio());
                    wakes[d] += w;
                    if (w > 0) {
                        by.get(d).merge(stretch.what(), w, Integer::sum);
                    }
                }
                fed += stretch.audio().length;
            }
        } finally {
            dets.forEach(homebot.audio.wake.OpenWakeWordDetector::close);
        }
        return new FarRun(wakes, by, fed);
    }

    Stretch farStretch(int i, List<String> speech, SplittableRandom r) throws IOException {
        if (i % 10 == 9) {
            String noise = NOISES[r.nextInt(NOISES.length)];
            boolean silent = r.nextInt(3) == 0;
            short[] audio = silent ? new short[RATE * 10] : scaled(noises.get(noise), r.nextInt(noises.get(noise).length), RATE * 10, 0.3 + r.nextDouble());
            return new Stretch(audio, silent ? "silence" : noise + " only");
        }
        String s = speech.get(i % speech.size());
        double snr = SNRS[r.nextInt(SNRS.length)];
        String noise = NOISES[r.nextInt(NOISES.length)];
        return new Stretch(mix(read(s), truth.get(s), noises.get(noise), r.nextInt(1 << 20), snr), "speech " + snrName(snr));
    }

    OpenWakeWordDetector detector() {
        return OpenWakeWordDetector.load(wakeConfig, n -> models.resolve(n + ".onnx"));
    }

    SileroEndpointer silero(EndpointerConfig c) {
        return new SileroEndpointer(SileroVad.load(models.resolve("silero_vad.onnx")), c, 0.5, vadEndThreshold,
                vadLevelEndDb);
    }

    List<String> files(String dir) throws IOException {
        try (Stream<Path> s = Files.list(eval.resolve(dir))) {
            return s.map(p -> dir + "/" + p.getFileName()).filter(n -> n.endsWith(".wav")).sorted().toList();
        }
    }

    short[] read(String name) throws IOException {
        return WavReader.readMono16k(eval.resolve(name));
    }

    /** Speech plus noise scaled so the speech span is {@code snr} dB above it; noise from {@code noiseOffset}. */
    static short[] mix(short[] speech, long[] span, short[] noise, int noiseOffset, double snr) {
        if (Double.isInfinite(snr)) {
            return speech;
        }
        int a = (int) (span[0] * RATE / 1000);
        int b = (int) Math.min(speech.length, span[1] * RATE / 1000);
        double ps = power(speech, a, b);
        double pn = power(noise, 0, noise.length);
        double gain = Math.sqrt(ps / (pn * Math.pow(10, snr / 10)));
        short[] out = new short[speech.length];
        for (int i = 0; i < out.length; i++) {
            double v = speech[i] + gain * noise[Math.floorMod(noiseOffset + i, noise.length)];
            out[i] = (short) Math.max(-32768, Math.min(32767, Math.round(v)));
        }
        return out;
    }

    static double power(short[] s, int a, int b) {
        double sum = 0;
        for (int i = a; i < b; i++) {
            sum += (double) s[i] * s[i];
        }
        return sum / Math.max(1, b - a);
    }

    static String snrName(double snr) {
        return Double.isInfinite(snr) ? "clean" : (int) snr + " dB";
    }

    /** Feeds {@code audio} in 1280-sample chunks; the number of wakes. */
    static int wakes(OpenWakeWordDetector d, short[] audio) {
        int n = 0;
        short[] c = new short[1280];
        for (int off = 0; off + c.length <= audio.length; off += c.length) {
            System.arraycopy(audio, off, c, 0, c.length);
            if (d.accept(c, c.length).isPresent()) {
                n++;
            }
        }
        return n;
    }

    /** p000..p359 = accent (8) x variant (9) x speed/pitch (5), in the generator's order. */
    static final String[] ACCENTS = {"en-us", "en-gb", "en-gb-scotland", "en-gb-x-gbclan", "en-gb-x-rp",
        "en-gb-x-gbcwmd", "en-029", "en-us-nyc"};
    static final String[] VARIANTS = {"default", "f1", "f2", "f3", "f4", "m1", "m3", "m5", "klatt2"};
    /**
     * The clips of one synthesizer in the set: its positives (45 per voice, in the generator's order) and its other
     * speech. {@code -Dwake.set=flite} measures flite's voices (session 9) apart from espeak-ng's, never mixed in.
     */
    record ClipSet(String name, String positives, String speech, List<String> voices) {
        static final ClipSet ESPEAK = new ClipSet("espeak-ng", "positives", "speech", List.of(ACCENTS));
        static final ClipSet FLITE = new ClipSet("flite", "flite-positives", "flite-speech",
                List.of("kal", "kal16", "awb", "rms", "slt"));

        static ClipSet named(String name) {
            return switch (name) {
                case "espeak-ng", "espeak" -> ESPEAK;
                case "flite" -> FLITE;
                default -> throw new IllegalArgumentException("wake.set is espeak-ng or flite, not " + name);
            };
        }

        /** The voice (espeak-ng accent or flite voice) of the {@code i}th positive. */
        String voiceOf(int i) {
            return voices.get(i / 45);
        }
    }

    final ClipSet set = ClipSet.named(System.getProperty("wake.set", "espeak-ng"));

    /** 2 s of the clip's noise alone before each positive (WakeTraceBench uses the same). */
    static final int PREROLL = 2 * RATE;

    /**
     * Each positive after 2 s of its noise alone; the detector is reset before each clip (its noise suppressor, as
     * in the daemon, keeps its noise estimate). Misses per SNR on all clips and on the even (tuning) and odd
     * (held-out) halves, per noise type and per accent.
     */
    void falseRejects() throws IOException {
        List<String> pos = files(set.positives());
        try (OpenWakeWordDetector d = detector()) {
            System.out.println("== false rejects: " + pos.size() + " " + set.name() + " 'hey jarvis' clips per SNR, noise types "
                    + "rotated, 2 s of the noise alone before each");
            for (double snr : SNRS) {
                int[] missed = new int[3]; // all, even, odd
                Map<String, int[]> byNoise = new LinkedHashMap<>();
                Map<String, int[]> byAccent = new LinkedHashMap<>();
                for (int i = 0; i < pos.size(); i++) {
                    String noise = NOISES[i % NOISES.length];
                    short[] audio = mixWithPreroll(pos.get(i), noise, i * 7919 - PREROLL, snr, PREROLL);
                    d.reset();
                    boolean hit = wakes(d, audio) > 0;
                    int[] t = byNoise.computeIfAbsent(noise, k -> new int[2]);
                    int[] ac = byAccent.computeIfAbsent(set.voiceOf(i), k -> new int[2]);
                    t[1]++;
                    ac[1]++;
                    if (!hit) {
                        missed[0]++;
                        missed[1 + i % 2]++;
                        t[0]++;
                        ac[0]++;
                    }
                }
                StringBuilder per = new StringBuilder();
                if (!Double.isInfinite(snr)) {
                    byNoise.forEach((k, v) -> per.append(String.format(Locale.ROOT, " %s %d/%d", k, v[0], v[1])));
                }
                StringBuilder acc = new StringBuilder();
                byAccent.forEach((k, v) -> acc.append(String.format(Locale.ROOT, " %s %d", k, v[0])));
                int odd = pos.size() / 2; // clips 1, 3, 5...; the even half has one more when the count is odd
                System.out.printf(Locale.ROOT, "FRR %-6s %5.1f %% (%d/%d missed) even %5.1f %% odd (held out) %5.1f %%;"
                        + "%s | by voice (of 45):%s%n", snrName(snr), 100.0 * missed[0] / pos.size(), missed[0],
                        pos.size(), 100.0 * missed[1] / (pos.size() - odd), 100.0 * missed[2] / odd, per, acc);
            }
        }
    }

    void falseAccepts(double hours) throws IOException {
        List<String> speech = files(set.speech());
        long target = (long) (hours * 3600 * RATE);
        long fed = 0;
        int wakes = 0;
        SplittableRandom r = new SplittableRandom(42);
        Map<String, Integer> wakeBy = new LinkedHashMap<>();
        try (OpenWakeWordDetector d = detector()) {
            System.out.printf(Locale.ROOT, "== false accepts: %.1f h of audio without the wake phrase (%d distinct "
                    + "%s sentences cycled, each with a random noise and SNR; every 10th stretch noise or silence only)%n",
                    hours, speech.size(), set.name());
            for (int i = 0; fed < target; i++) {
                Stretch stretch = farStretch(i, speech, r);
                short[] audio = stretch.audio();
                String what = stretch.what();
                int w = wakes(d, audio);
                if (w > 0) {
                    wakeBy.merge(what, w, Integer::sum);
                }
                wakes += w;
                fed += audio.length;
            }
        }
        double h = fed / (3600.0 * RATE);
        System.out.printf(Locale.ROOT, "FAR %.2f per hour (%d wakes in %.2f h) %s%n", wakes / h, wakes, h, wakeBy);
    }

    static short[] scaled(short[] noise, int offset, int length, double gain) {
        short[] out = new short[length];
        for (int i = 0; i < length; i++) {
            out[i] = (short) Math.max(-32768, Math.min(32767, Math.round(gain * noise[(offset + i) % noise.length])));
        }
        return out;
    }

    void endOfSpeech() throws IOException {
        List<String> speech = files("speech");
        int n = Math.min(300, speech.size());
        EndpointerConfig config = EndpointerConfig.defaults().withNoSpeechTimeoutMs(0).withMaxUtteranceMs(30_000);
        System.out.println("== end of speech: " + n + " sentences per SNR, trailing silence " + config.trailingSilenceMs()
                + " ms, Silero threshold 0.5, end threshold " + vadEndThreshold + ", level_end_db " + vadLevelEndDb
                + "; error = detected end - true end (ms), |error| median and p90; missed = no end found; early = ended"
                + " more than " + EARLY_MS + " ms before the true end; cut = decided before the true end; decided = median/p90 from the true end to the decision (ends found);"
                + " even = tuning half,"
                + " odd = held out");
        try (SileroEndpointer silero = silero(config)) {
            for (double snr : SNRS) {
                EndErrors all = new EndErrors();
                EndErrors rms = new EndErrors();
                EndErrors[] half = {new EndErrors(), new EndErrors()};
                Map<String, EndErrors> byNoise = new LinkedHashMap<>();
                for (int i = 0; i < n; i++) {
                    String s = speech.get(i);
                    long[] span = truth.get(s);
                    String noise = NOISES[i % NOISES.length];
                    short[] audio = mix(read(s), span, noises.get(noise), i * 104_729, snr);
                    silero.reset();
                    End error = endError(silero, audio, span);
                    all.add(error);
                    half[i % 2].add(error);
                    byNoise.computeIfAbsent(noise, k -> new EndErrors()).add(error);
                    rms.add(endError(new EnergyEndpointer(config), audio, span));
                }
                System.out.printf(Locale.ROOT, "EOS %-6s silero %s | even %s | odd %s | rms %s%n", snrName(snr), all, half[0],
                        half[1], rms);
                if (!Double.isInfinite(snr)) {
                    byNoise.forEach((k, v) -> System.out.printf(Locale.ROOT, "EOS %-6s   %-6s %s%n", snrName(snr), k, v));
                }
            }
        }
    }

    static final long EARLY_MS = 200;

    /** An end found: the reported end and when it was decided, minus the true end (ms). */
    record End(long error, long decidedAfter) {}

    /**
     * End errors of some clips (null = no end found): |error| median and p90, no end found, early ends (reported
     * more than {@link #EARLY_MS} before the true end) and cut-offs (decided before the true end: the user was
     * still talking when the turn ended; an early end decided later only misplaces the boundary).
     */
    static final class EndErrors {
        final List<Long> abs = new ArrayList<>();
        final List<Long> decided = new ArrayList<>();
        int missed;
        int early;
        int cut;
        int count;

        void add(End end) {
            count++;
            if (end == null) {
                missed++;
                return;
            }
            abs.add(Math.abs(end.error()));
            decided.add(end.decidedAfter());
            if (end.error() < -EARLY_MS) {
                early++;
            }
            if (end.decidedAfter() < 0) {
                cut++;
            }
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "median %4d p90 %5d ms missed %3d early %2d cut %2d of %3d decided +%d/+%d ms",
                    pct(abs, 50), pct(abs, 90), missed, early, cut, count, pct(decided, 50), pct(decided, 90));
        }
    }

    /** The end found (reported and decided, relative to the true end), or null when no end was found. */
    private static End endError(Endpointer e, short[] audio, long[] span) {
        short[] c = new short[1600];
        for (int off = 0; off + c.length <= audio.length; off += c.length) {
            System.arraycopy(audio, off, c, 0, c.length);
            EndpointEvent ev = e.accept(c, c.length);
            if (ev instanceof EndpointEvent.SpeechEnded end) {
                return new End(end.endMillis() - span[1], (off + c.length) * 1000L / RATE - span[1]);
            }
            if (ev instanceof EndpointEvent.MaxLength) {
                break;
            }
        }
        return null;
    }

    static long pct(List<Long> v, int p) {
        if (v.isEmpty()) {
            return -1;
        }
        List<Long> s = new ArrayList<>(v);
        s.sort(null);
        return s.get(Math.min(s.size() - 1, (int) Math.ceil(p / 100.0 * s.size()) - 1));
    }

    /**
     * Playback: sentences (as homebot's replies, 1 in 20 ending in "hey jarvis", the worst case) through a
     * simulated echo path into the microphone with room noise; every ~15 s the user says "hey jarvis" or "停" over
     * it. Counts wakes outside the user's phrases (self-wakes) and user phrases heard, raw and through speexdsp.
     */
    void selfWake(double hours) throws IOException {
        List<String> speech = files("speech");
        List<String> pos = files("positives");
        short[] stop = espeak("cmn", "停");
        long target = (long) (hours * 3600 * RATE);
        SplittableRandom r = new SplittableRandom(9);
        EchoPath path = new EchoPath(640, 0.7);
        // Build in 60 s blocks so memory stays small; the detector runs continuously across blocks.
        int block = 60 * RATE;
        int[] self = new int[2];
        int[] userWake = new int[2];
        int[] userWakeHeard = new int[2];
        int[] stopSaid = {0};
        int[] stopHeard = new int[2];
        int[] vadFalse = new int[2];
        long fed = 0;
        System.out.printf(Locale.ROOT, "== self-wake: %.1f h of playback, echo path 40 ms delay, gain 0.7 with a "
                + "room filter; user phrases at the reply's level every ~15 s%n", hours);
        try (OpenWakeWordDetector raw = detector(); OpenWakeWordDetector aecd = detector();
             SileroEndpointer vadRaw = silero(EndpointerConfig.defaults().withNoSpeechTimeoutMs(0).withMaxUtteranceMs(0));
             SileroEndpointer vadAec = silero(EndpointerConfig.defaults().withNoSpeechTimeoutMs(0).withMaxUtteranceMs(0));
             EchoCanceller aec = new SpeexEchoCanceller(250)) {
            int si = 0;
            while (fed < target) {
                short[] played = new short[block];
                int p = 0;
                while (p < block) {
                    short[] reply = si % 20 == 19 ? read(pos.get(r.nextInt(pos.size()))) : read(speech.get(si % speech.size()));
                    si++;
                    int n = Math.min(reply.length, block - p);
                    System.arraycopy(reply, 0, played, p, n);
                    p += n;
                }
                double[] echo = path.echo(played, block);
                double[] user = new double[block];
                List<int[]> userSpans = new ArrayList<>(); // start, end, kind (0 wake, 1 stop)
                for (int at = RATE * 5; at + RATE * 3 < block; at += RATE * 15) {
                    boolean wake = r.nextBoolean();
                    short[] u = wake ? read(pos.get(r.nextInt(pos.size()))) : stop;
                    for (int i = 0; i < u.length && at + i < block; i++) {
                        user[at + i] = u[i] * 0.7;
                    }
                    userSpans.add(new int[] {at, at + u.length + RATE / 2, wake ? 0 : 1});
                }
                short[] room = scaled(noises.get("pink"), r.nextInt(1 << 20), block, 0.02);
                short[] mic = EchoPath.mix(echo, user, EchoPath.asDouble(room, 0, block));
                short[] cleaned = new short[block];
                short[] m = new short[160];
                short[] ref = new short[160];
                short[] o = new short[160];
                for (int off = 0; off + 160 <= block; off += 160) {
                    System.arraycopy(mic, off, m, 0, 160);
                    System.arraycopy(played, off, ref, 0, 160);
                    aec.process(m, ref, o);
                    System.arraycopy(o, 0, cleaned, off, 160);
                }
                short[][] streams = {mic, cleaned};
                OpenWakeWordDetector[] dets = {raw, aecd};
                SileroEndpointer[] vads = {vadRaw, vadAec};
                for (int k = 0; k < 2; k++) {
                    boolean[] heardSpan = new boolean[userSpans.size()];
                    short[] c = new short[1280];
                    for (int off = 0; off + 1280 <= block; off += 1280) {
                        System.arraycopy(streams[k], off, c, 0, 1280);
                        int spanIdx = spanAt(userSpans, off);
                        if (dets[k].accept(c, 1280).isPresent()) {
                            if (spanIdx >= 0 && userSpans.get(spanIdx)[2] == 0) {
                                heardSpan[spanIdx] = true;
                            } else {
                                self[k]++;
                            }
                        }
                        EndpointEvent ev = vads[k].accept(c, 1280);
                        if (ev instanceof EndpointEvent.SpeechStarted || ev instanceof EndpointEvent.SpeechEnded) {
                            if (spanIdx >= 0) {
                                heardSpan[spanIdx] = heardSpan[spanIdx] || userSpans.get(spanIdx)[2] == 1;
                            } else if (ev instanceof EndpointEvent.SpeechStarted) {
                                vadFalse[k]++;
                            }
                            vads[k].reset();
                        }
                    }
                    for (int i = 0; i < userSpans.size(); i++) {
                        boolean isWake = userSpans.get(i)[2] == 0;
                        if (isWake) {
                            userWake[k]++;
                            userWakeHeard[k] += heardSpan[i] ? 1 : 0;
                        } else {
                            stopSaid[0] += k == 0 ? 1 : 0;
                            stopHeard[k] += heardSpan[i] ? 1 : 0;
                        }
                    }
                }
                fed += block;
            }
        }
        double h = fed / (3600.0 * RATE);
        String[] names = {"raw mic", "speexdsp AEC"};
        for (int k = 0; k < 2; k++) {
            System.out.printf(Locale.ROOT, "SELF %-12s self-wakes %.1f per hour (%d in %.2f h); user 'hey jarvis' over "
                    + "playback woke %d/%d (%.0f %%); user '停' started speech (Silero) %d/%d (%.0f %%); Silero speech "
                    + "starts in echo only %.0f per hour%n", names[k], self[k] / h, self[k], h, userWakeHeard[k],
                    userWake[k], 100.0 * userWakeHeard[k] / Math.max(1, userWake[k]), stopHeard[k], stopSaid[0],
                    100.0 * stopHeard[k] / Math.max(1, stopSaid[0]), vadFalse[k] / h);
        }
    }

    private static int spanAt(List<int[]> spans, int off) {
        for (int i = 0; i < spans.size(); i++) {
            if (off + 1280 > spans.get(i)[0] && off < spans.get(i)[1]) {
                return i;
            }
        }
        return -1;
    }

    short[] espeak(String voice, String text) throws IOException {
        Path f = Files.createTempFile("wake-eval", ".wav");
        try {
            Process p = new ProcessBuilder("espeak-ng", "-v", voice, "-w", f.toString(), text).start();
            if (p.waitFor() != 0) {
                throw new IOException("espeak-ng failed");
            }
            return WavReader.readMono16k(f);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        } finally {
            Files.deleteIfExists(f);
        }
    }

    /** CPU share of one core and per-frame latency of the wake word (80 ms frames) and Silero (32 ms windows). */
    void cost() throws IOException {
        List<String> speech = files("speech");
        ThreadMXBean t = ManagementFactory.getThreadMXBean();
        short[] audio = concat(speech.subList(0, Math.min(120, speech.size())));
        try (OpenWakeWordDetector d = detector();
             SileroEndpointer v = silero(EndpointerConfig.defaults().withNoSpeechTimeoutMs(0).withMaxUtteranceMs(0))) {
            wakes(d, Arrays.copyOf(audio, RATE * 30)); // JIT warm-up
            long[] wakeNs = new long[audio.length / 1280];
            long[] vadNs = new long[audio.length / 1280];
            short[] c = new short[1280];
            var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
            long proc0 = os.getProcessCpuTime();
            long cpu0 = t.getCurrentThreadCpuTime();
            long wakeTotal = 0;
            long vadTotal = 0;
            for (int f = 0; f < wakeNs.length; f++) {
                System.arraycopy(audio, f * 1280, c, 0, 1280);
                long a = System.nanoTime();
                d.accept(c, 1280);
                long b = System.nanoTime();
                EndpointEvent ev = v.accept(c, 1280);
                long e = System.nanoTime();
                if (!(ev instanceof EndpointEvent.None)) {
                    v.reset();
                }
                wakeNs[f] = b - a;
                vadNs[f] = e - b;
                wakeTotal += b - a;
                vadTotal += e - b;
            }
            long cpu = t.getCurrentThreadCpuTime() - cpu0;
            long proc = os.getProcessCpuTime() - proc0;
            double audioS = wakeNs.length * 0.08;
            Arrays.sort(wakeNs);
            Arrays.sort(vadNs);
            System.out.printf(Locale.ROOT, "== cost over %.0f s of speech (fed as fast as possible, one thread)%n", audioS);
            System.out.printf(Locale.ROOT, "COST wake+VAD %.2f %% of one core (audio thread CPU %.1f s for %.0f s audio; "
                    + "whole process incl. GC/JIT %.2f %%); wall-clock shares on this shared machine: wake %.2f %%, "
                    + "Silero %.2f %%%n", 100.0 * cpu / 1e9 / audioS, cpu / 1e9, audioS, 100.0 * proc / 1e9 / audioS,
                    100.0 * wakeTotal / 1e9 / audioS, 100.0 * vadTotal / 1e9 / audioS);
            System.out.printf(Locale.ROOT, "COST per 80 ms frame: wake p50 %.2f ms p99 %.2f ms max %.2f ms; Silero "
                    + "(2.5 windows) p50 %.2f ms p99 %.2f ms%n", wakeNs[wakeNs.length / 2] / 1e6,
                    wakeNs[(int) (wakeNs.length * 0.99)] / 1e6, wakeNs[wakeNs.length - 1] / 1e6,
                    vadNs[vadNs.length / 2] / 1e6, vadNs[(int) (vadNs.length * 0.99)] / 1e6);
            System.gc();
            System.out.println("COST RSS with wake + VAD models loaded, after GC: " + rssKb() / 1024 + " MB (this JVM: "
                    + ManagementFactory.getRuntimeMXBean().getInputArguments() + ")");
        }
    }

    /** Idle RSS: this JVM before and after loading the wake word + Silero and listening to 10 s of silence. */
    void idleRss() throws Exception {
        System.gc();
        Thread.sleep(500);
        long before = rssKb();
        try (OpenWakeWordDetector d = detector();
             SileroEndpointer v = silero(EndpointerConfig.defaults().withNoSpeechTimeoutMs(0).withMaxUtteranceMs(0))) {
            short[] silence = new short[RATE * 10];
            wakes(d, silence);
            v.accept(silence, silence.length);
            System.gc();
            Thread.sleep(500);
            long after = rssKb();
            System.out.printf(Locale.ROOT, "RSS idle JVM %d MB; with wake + VAD models loaded and listening %d MB "
                    + "(+%d MB) (JVM: %s)%n", before / 1024, after / 1024, (after - before) / 1024,
                    ManagementFactory.getRuntimeMXBean().getInputArguments());
        }
    }

    short[] concat(List<String> names) throws IOException {
        List<short[]> parts = new ArrayList<>();
        int n = 0;
        for (String s : names) {
            short[] a = read(s);
            parts.add(a);
            n += a.length;
        }
        short[] out = new short[n];
        int p = 0;
        for (short[] a : parts) {
            System.arraycopy(a, 0, out, p, a.length);
            p += a.length;
        }
        return out;
    }

    static long rssKb() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("[^0-9]", ""));
            }
        }
        return -1;
    }
}
