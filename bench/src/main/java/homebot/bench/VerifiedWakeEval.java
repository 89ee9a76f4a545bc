package homebot.bench;

import homebot.audio.wake.OpenWakeWordConfig;
import homebot.audio.wake.OpenWakeWordDetector;
import homebot.audio.wake.WakeEnrolment;
import homebot.audio.wake.WakeVerifier;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * Issue 13 with a household verifier ({@link WakeVerifier}): speaker-enrolled figures, not comparable one to one
 * with the unenrolled ones of {@link WakeEvalBench#falseRejects()} (both are printed, on the same clips).
 *
 * <p>A "voice" is one accent x voice variant of the wake set (72). For each, the verifier is enrolled as
 * {@code homebot wake enroll} does: the clean clips of {@link #ENROL} (2 of its 5 speed/pitch pairs) played
 * forwards as the phrase and backwards as other speech, {@link #NEGATIVE_SENTENCES} sentences of the set's
 * other speech (even-numbered files only: the false-accept part below plays only odd-numbered ones) and 10 s of
 * generated noise. It is tested on the voice's other 3 pairs, clean and at 20/10/5 dB, exactly as the unenrolled
 * {@code frr} part mixes them (same noise, offset and 2 s pre-roll).
 *
 * <p>System properties: {@code verifier.l2} (default {@link WakeVerifier#DEFAULT_L2}), {@code verifier.base} and
 * {@code verifier.threshold} (default the config's), {@code verifier.voices} (for {@code far-verified}: comma
 * separated voice numbers 0..71, accent * 9 + variant).
 */
final class VerifiedWakeEval {
    /** Speed/pitch pairs enrolled (of 5: 120/35, 145/65, 170/50, 195/40, 160/60); the others are tested. */
    static final int[] ENROL = {2, 4};
    static final int[] TEST = {0, 1, 3};
    static final int NEGATIVE_SENTENCES = 40;
    static final String MODEL = "hey_jarvis_v0.1";
    /** far-verified's default voices: en-us, the three harsh accents (gbcwmd twice), scotland+f2. */
    static final String FAR_VOICES = "0,27,45,50,54,20";

    private final WakeEvalBench bench;
    private final OpenWakeWordConfig config;
    /** The verified settings compared (base:verifier:patience each), all on the same enrolment and clips. */
    private final List<OpenWakeWordConfig> settings = new ArrayList<>();
    private final double l2 = Double.parseDouble(System.getProperty("verifier.l2", String.valueOf(WakeVerifier.DEFAULT_L2)));
    private final Function<String, Path> resolve;
    private List<float[]> sharedNegatives;

    VerifiedWakeEval(WakeEvalBench bench, OpenWakeWordConfig base) {
        this.bench = bench;
        this.config = base.withVerifier(
                Double.parseDouble(System.getProperty("verifier.base", String.valueOf(base.verifierBaseThreshold()))),
                Double.parseDouble(System.getProperty("verifier.threshold", String.valueOf(base.verifierThreshold()))),
                Integer.getInteger("verifier.patience", base.verifierPatience()));
        this.resolve = n -> bench.modelsDir().resolve(n + ".onnx");
        String list = System.getProperty("verifier.configs", config.verifierBaseThreshold() + ":"
                + config.verifierThreshold() + ":" + config.verifierPatience());
        for (String c : list.split(",")) {
            String[] f = c.strip().split(":");
            settings.add(config.withVerifier(Double.parseDouble(f[0]), Double.parseDouble(f[1]), Integer.parseInt(f[2])));
        }
    }

    static String describe(OpenWakeWordConfig c) {
        return String.format(Locale.ROOT, "base %.2f verifier %.2f patience %d", c.verifierBaseThreshold(),
                c.verifierThreshold(), c.verifierPatience());
    }

    /** {@code verifier.voices} or all. */
    static int[] voices(int all) {
        return voices(all, null);
    }

    static int[] voices(int all, String fallback) {
        String v = System.getProperty("verifier.voices", fallback);
        return v == null ? java.util.stream.IntStream.range(0, all).toArray()
                : java.util.Arrays.stream(v.split(",")).map(String::strip).mapToInt(Integer::parseInt).toArray();
    }

    static String voiceName(int voice) {
        return WakeEvalBench.ACCENTS[voice / 9] + "+" + WakeEvalBench.VARIANTS[voice % 9];
    }

    static int clip(int voice, int pair) {
        return voice * 5 + pair;
    }

    WakeVerifier enrol(WakeEnrolment e, int voice) throws IOException {
        List<String> pos = bench.files("positives");
        if (sharedNegatives == null) {
            List<String> speech = bench.files("speech");
            sharedNegatives = new ArrayList<>();
            // every 4th even-numbered sentence: zh and en, several voices; never played by far-verified
            for (int i = 0, taken = 0; i < speech.size() && taken < NEGATIVE_SENTENCES; i += 8, taken++) {
                sharedNegatives.addAll(e.otherWindows(bench.read(speech.get(i))));
            }
            sharedNegatives.addAll(e.otherWindows(WakeEnrolment.noise(10, 300, 7)));
        }
        List<float[]> phrase = new ArrayList<>();
        List<float[]> other = new ArrayList<>(sharedNegatives);
        for (int k : ENROL) {
            short[] audio = bench.read(pos.get(clip(voice, k)));
            phrase.addAll(e.phraseWindows(audio));
            other.addAll(e.otherWindows(WakeEnrolment.reversed(audio)));
        }
        return e.train(phrase, other, l2);
    }

    OpenWakeWordDetector detector(OpenWakeWordConfig c, WakeVerifier v) {
        return OpenWakeWordDetector.load(c, OpenWakeWordDetector.VAD_MODEL, resolve,
                v == null ? Map.of() : Map.of(MODEL, v));
    }

    void falseRejects() throws IOException {
        List<String> pos = bench.files("positives");
        int[] voices = voices(pos.size() / 5);
        int snrs = WakeEvalBench.SNRS.length;
        int k = settings.size();
        int[] missedBase = new int[snrs];
        int[][] missedVerified = new int[k][snrs];
        int[] tested = new int[snrs];
        // the verified settings were chosen on every third voice (0, 3, ..., 69): the others are reported apart
        int[][][] split = new int[2][snrs][2 + k]; // [tuning, held out][snr][base, settings..., clips]
        Map<String, int[]> byAccent = new LinkedHashMap<>(); // 10 dB misses: base, each setting; clips
        System.out.printf(Locale.ROOT, "== false rejects with a household verifier: %d voices, enrolled on pairs %s "
                + "(clean), tested on pairs %s; l2 %s; unenrolled: threshold %.2f patience %d; gate %.2f%n",
                voices.length, java.util.Arrays.toString(ENROL), java.util.Arrays.toString(TEST), l2,
                config.threshold(), config.patience(), config.vadThreshold());
        for (int c = 0; c < k; c++) {
            System.out.println("setting " + c + ": " + describe(settings.get(c)));
        }
        long t0 = System.nanoTime();
        try (WakeEnrolment e = WakeEnrolment.load(config, MODEL, resolve);
             OpenWakeWordDetector base = detector(config, null)) {
            for (int voice : voices) {
                WakeVerifier v = enrol(e, voice);
                StringBuilder line = new StringBuilder();
                List<OpenWakeWordDetector> verified = new ArrayList<>();
                try {
                    for (OpenWakeWordConfig c : settings) {
                        verified.add(detector(c, v));
                    }
                    for (int s = 0; s < snrs; s++) {
                        double snr = WakeEvalBench.SNRS[s];
                        int mb = 0;
                        int[] mv = new int[k];
                        for (int pair : TEST) {
                            int i = clip(voice, pair);
                            String noise = WakeEvalBench.NOISES[i % WakeEvalBench.NOISES.length];
                            short[] audio = bench.mixWithPreroll(pos.get(i), noise, i * 7919 - WakeEvalBench.PREROLL,
                                    snr, WakeEvalBench.PREROLL);
                            base.reset();
                            mb += WakeEvalBench.wakes(base, audio) > 0 ? 0 : 1;
                            for (int c = 0; c < k; c++) {
                                verified.get(c).reset();
                                mv[c] += WakeEvalBench.wakes(verified.get(c), audio) > 0 ? 0 : 1;
                            }
                            tested[s]++;
                        }
                        missedBase[s] += mb;
                        int[] sp = split[voice % 3 == 0 ? 0 : 1][s];
                        sp[0] += mb;
                        sp[k + 1] += TEST.length;
                        for (int c = 0; c < k; c++) {
                            missedVerified[c][s] += mv[c];
                            sp[1 + c] += mv[c];
                        }
                        if (snr == 10) {
                            int[] a = byAccent.computeIfAbsent(WakeEvalBench.ACCENTS[voice / 9], x -> new int[k + 2]);
                            a[0] += mb;
                            for (int c = 0; c < k; c++) {
                                a[1 + c] += mv[c];
                            }
                            a[k + 1] += TEST.length;
                        }
                        line.append(String.format(Locale.ROOT, " %s %d->%s", WakeEvalBench.snrName(snr), mb,
                                java.util.Arrays.toString(mv).replace(" ", "")));
                    }
                } finally {
                    verified.forEach(OpenWakeWordDetector::close);
                }
                System.out.printf(Locale.ROOT, "voice %2d %-24s pos %3d neg %5d | misses base->verified:%s%n", voice,
                        voiceName(voice), v.positives(), v.negatives(), line);
            }
        }
        for (int s = 0; s < snrs; s++) {
            StringBuilder per = new StringBuilder();
            for (int c = 0; c < k; c++) {
                per.append(String.format(Locale.ROOT, "  verified[%d] %5.1f %% (%d)", c,
                        100.0 * missedVerified[c][s] / tested[s], missedVerified[c][s]));
            }
            System.out.printf(Locale.ROOT, "FRR-verified %-6s of %d: base %5.1f %% (%d)%s%n",
                    WakeEvalBench.snrName(WakeEvalBench.SNRS[s]), tested[s], 100.0 * missedBase[s] / tested[s],
                    missedBase[s], per);
        }
        for (int g = 0; g < 2; g++) {
            StringBuilder per = new StringBuilder();
            for (int sn = 0; sn < snrs; sn++) {
                per.append(String.format(Locale.ROOT, " %s %s", WakeEvalBench.snrName(WakeEvalBench.SNRS[sn]),
                        java.util.Arrays.toString(split[g][sn]).replace(" ", "")));
            }
            System.out.println((g == 0 ? "tuning voices (0, 3, ..., 69)" : "held-out voices")
                    + " misses [base, settings..., clips]:" + per);
        }
        StringBuilder acc = new StringBuilder();
        byAccent.forEach((a, m) -> acc.append(" ").append(a).append(" ")
                .append(java.util.Arrays.toString(m).replace(" ", "")));
        System.out.println("10 dB misses by accent [base, settings..., clips]:" + acc);
        System.out.printf(Locale.ROOT, "(%.0f s)%n", (System.nanoTime() - t0) / 1e9);
    }

    /**
     * The false-accept stream of {@link WakeEvalBench#falseAccepts} built from the odd-numbered sentences only,
     * through the unenrolled detector and through one detector per enrolled voice, all on the same audio.
     */
    void falseAccepts(double hours, int[] voices) throws IOException {
        List<String> all = bench.files("speech");
        List<String> odd = new ArrayList<>();
        for (int i = 1; i < all.size(); i += 2) {
            odd.add(all.get(i));
        }
        List<OpenWakeWordDetector> dets = new ArrayList<>();
        List<String> names = new ArrayList<>();
        try (WakeEnrolment e = WakeEnrolment.load(config, MODEL, resolve)) {
            dets.add(detector(config, null));
            names.add("unenrolled");
            for (int voice : voices) {
                WakeVerifier v = enrol(e, voice);
                for (int c = 0; c < settings.size(); c++) {
                    dets.add(detector(settings.get(c), v));
                    names.add(voiceName(voice) + "[" + c + "]");
                }
            }
        }
        for (int c = 0; c < settings.size(); c++) {
            System.out.println("setting " + c + ": " + describe(settings.get(c)));
        }
        System.out.printf(Locale.ROOT, "== false accepts with household verifiers: %.1f h, %d odd-numbered sentences "
                + "(none used in enrolment), base %.2f verifier %.2f l2 %s%n", hours, odd.size(),
                config.verifierBaseThreshold(), config.verifierThreshold(), l2);
        long target = (long) (hours * 3600 * WakeEvalBench.RATE);
        WakeEvalBench.FarRun run = bench.farRun(dets, odd, target);
        long fed = run.fed();
        int[] wakes = run.wakes();
        List<Map<String, Integer>> by = run.by();
        double h = fed / (3600.0 * WakeEvalBench.RATE);
        double[] sum = new double[settings.size()];
        double[] worst = new double[settings.size()];
        for (int d = 0; d < dets.size(); d++) {
            System.out.printf(Locale.ROOT, "FAR-verified %-28s %.2f per hour (%d in %.2f h) %s%n", names.get(d),
                    wakes[d] / h, wakes[d], h, by.get(d));
            if (d > 0) {
                int c = (d - 1) % settings.size();
                sum[c] += wakes[d] / h;
                worst[c] = Math.max(worst[c], wakes[d] / h);
            }
        }
        for (int c = 0; c < settings.size(); c++) {
            System.out.printf(Locale.ROOT, "FAR-verified setting %d (%s) over %d enrolled voices: mean %.2f per hour, "
                    + "worst %.2f%n", c, describe(settings.get(c)), voices.length, sum[c] / voices.length, worst[c]);
        }
    }
}
