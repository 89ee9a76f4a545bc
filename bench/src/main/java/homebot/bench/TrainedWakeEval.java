package homebot.bench;

import homebot.audio.tts.TtsException;
import homebot.audio.wake.OpenWakeWordConfig;
import homebot.audio.wake.OpenWakeWordDetector;
import homebot.audio.wake.SyntheticWakeTraining;
import homebot.audio.wake.VerifierExamples;
import homebot.audio.wake.VerifierTraining;
import homebot.audio.wake.WakeEnrolment;
import homebot.audio.wake.WakeVerifier;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * Issue 13 unenrolled, with a verifier trained on synthetic voices ({@link SyntheticWakeTraining}, as
 * {@code homebot wake train} does). Honest by construction: leave accents out. The 8 accents of the wake set are
 * split into {@link #ESPEAK_FOLDS} (flite's voices, with {@code trained.flite=true}, into {@link #FLITE_FOLDS}); each fold's verifier is trained on the other accents only (phrase and other speech),
 * and tested on the held-out accents' 45 clips each, so every accent is tested once, by a verifier that never heard
 * it. The training renderings use speeds, pitches and sentences the set does not (checked at start), and generated
 * noise, not the set's noise files. False accepts: the full {@code far} stream (no sentence of it is trained on)
 * through the verifier trained on all 8 accents (what a device gets) and, with {@code trained.far_folds=true}, the
 * fold verifiers.
 *
 * <p>Settings are chosen on the even-numbered clips (tuning); the odd ones are printed apart (held out). System
 * properties: {@code verifier.configs} (base:verifier:patience, comma separated), {@code verifier.l2},
 * {@code trained.renderings} (default 2), {@code trained.far_folds}, {@code trained.cache} (a folder: the
 * verifiers are written there, and read from there by a later run instead of training again; the plan is not
 * checked, so use one folder per plan), {@code far.seed} (another false-accept stream, to tune on),
 * {@code verifier.kinds} (comma separated {@link VerifierTraining#parse} specs, default {@code logistic}: each kind
 * is trained on the same examples and tested with every setting; {@code verifier.hidden}, {@code verifier.epochs}
 * and {@code verifier.mlp_l2} for the MLP).
 */
final class TrainedWakeEval {
    /** Training voices held out together (each once): espeak-ng's accents as in sessions 4-7. */
    static final List<List<String>> ESPEAK_FOLDS = List.of(List.of("en-us", "en-gb-x-gbclan", "en-029"),
            List.of("en-gb", "en-gb-x-rp", "en-us-nyc"), List.of("en-gb-scotland", "en-gb-x-gbcwmd"));
    /** flite's voices held out together, with {@code trained.flite=true} (kal's two sample rates are one speaker). */
    static final List<List<String>> FLITE_FOLDS = List.of(List.of("flite:kal", "flite:kal16", "flite:slt"),
            List.of("flite:awb", "flite:rms"));
    static final String MODEL = VerifiedWakeEval.MODEL;

    private final WakeEvalBench bench;
    private final OpenWakeWordConfig config;
    private final List<OpenWakeWordConfig> settings = new ArrayList<>();
    private final double l2 = Double.parseDouble(System.getProperty("verifier.l2", String.valueOf(WakeVerifier.DEFAULT_L2)));
    private final Function<String, Path> resolve;
    private final SyntheticWakeTraining training;
    private final Map<String, VerifierExamples> byAccent = new LinkedHashMap<>();
    /** The folds of this run: espeak-ng's, and flite's when flite voices are trained on. */
    private final List<List<String>> folds = new ArrayList<>(ESPEAK_FOLDS);
    private final List<String> baseKinds = List.of(System.getProperty("verifier.kinds", "logistic").split(","));
    private final VerifierExamples.Mining mining = System.getProperty("trained.mining") == null ? null
            : VerifierExamples.Mining.parse(System.getProperty("trained.mining"));
    /** Every kind tested: each base kind, and with mining its mined verifier right after it. */
    private final List<String> trained = baseKinds.stream()
            .flatMap(k -> mining == null ? java.util.stream.Stream.of(k) : java.util.stream.Stream.of(k, k + "/mined"))
            .toList();
    /** The kinds tested: {@code verifier.test} (comma separated, of the trained ones), else all. */
    private List<String> kinds = System.getProperty("verifier.test") == null ? trained
            : List.of(System.getProperty("verifier.test").split(","));

    TrainedWakeEval(WakeEvalBench bench, OpenWakeWordConfig base) {
        this.bench = bench;
        this.config = base;
        this.resolve = n -> bench.modelsDir().resolve(n + ".onnx");
        String list = System.getProperty("verifier.configs", base.verifierBaseThreshold() + ":"
                + base.verifierThreshold() + ":" + base.verifierPatience());
        for (String c : list.split(",")) {
            String[] f = c.strip().split(":");
            settings.add(base.withVerifier(Double.parseDouble(f[0]), Double.parseDouble(f[1]), Integer.parseInt(f[2])));
        }
        var plan = SyntheticWakeTraining.Plan.defaults("hey jarvis")
                .withRenderings(Integer.getInteger("trained.renderings", 2));
        if (Boolean.getBoolean("trained.shared")) {
            plan = plan.withSharedSpeech(SyntheticWakeTraining.trainingSpeech());
        }
        if (Boolean.getBoolean("trained.flite")) {
            plan = plan.withAccents(SyntheticWakeTraining.withFlite(SyntheticWakeTraining.ACCENTS));
            folds.addAll(FLITE_FOLDS);
        }
        this.training = new SyntheticWakeTraining(plan, SyntheticWakeTraining.renderer("espeak-ng", "flite"));
    }

    /** Refuses to run when a training sentence is one of the set's, so no figure can rest on a leak. */
    private void checkDisjoint() throws IOException {
        Path sentences = bench.evalDir().resolve("sentences.txt");
        List<String> eval = Files.readAllLines(sentences).stream().map(SyntheticWakeTraining::normalised).toList();
        List<String> all = new ArrayList<>(training.plan().otherSpeech());
        all.addAll(training.plan().sharedSpeech());
        for (String s : all) {
            String n = SyntheticWakeTraining.normalised(s);
            for (String e : eval) {
                if (e.equals(n)) {
                    throw new IllegalStateException("training sentence \"" + s + "\" is in the evaluation set");
                }
            }
        }
        System.out.println("training sentences: " + training.plan().otherSpeech().size() + " + "
                + training.plan().sharedSpeech().size() + " shared, none of the set's "
                + eval.size() + "; training speeds/pitches disjoint from the set's (see SyntheticWakeTraining)");
    }

    private void render(WakeEnrolment e) throws TtsException {
        long t0 = System.nanoTime();
        for (String a : training.plan().accents()) {
            VerifierExamples ex = training.examples(e, a);
            byAccent.put(a, ex);
            System.out.printf(Locale.ROOT, "rendered %-16s %3d phrase clips (%d reach base %.2f), %5d phrase windows, "
                    + "%6d other windows, %5d mining candidates (%.0f s)%n", a, ex.phraseClips(), ex.reachingBase(),
                    config.verifierBaseThreshold(), ex.phraseWindows(), ex.otherWindows(), ex.candidateWindows(),
                    (System.nanoTime() - t0) / 1e9);
        }
        System.out.printf(Locale.ROOT, "rendering + features of %s: %.0f s%n", training, (System.nanoTime() - t0) / 1e9);
    }

    private VerifierTraining training(String kind) {
        VerifierTraining t = VerifierTraining.parse(kind);
        if (t instanceof VerifierTraining.Logistic) {
            return new VerifierTraining.Logistic(l2, t.inputs());
        }
        VerifierTraining.Mlp m = (VerifierTraining.Mlp) t;
        return new VerifierTraining.Mlp(Integer.getInteger("verifier.hidden", m.hidden()),
                Double.parseDouble(System.getProperty("verifier.mlp_l2", String.valueOf(m.l2()))), m.seed(),
                Integer.getInteger("verifier.epochs", m.maxEpochs()), m.inputs());
    }

    /** The verifier of {@code kind} without the held-out accents; with mining, also the mined one (second). */
    private List<WakeVerifier> train(WakeEnrolment e, List<String> heldOut, String kind) {
        VerifierExamples ex = new VerifierExamples();
        for (String a : training.plan().accents()) {
            if (!heldOut.contains(a)) {
                ex.addAll(byAccent.get(a));
            }
        }
        long t0 = System.nanoTime();
        VerifierTraining how = training(kind);
        List<WakeVerifier> vs = List.of(ex.train(e, how));
        if (mining != null) {
            List<WakeVerifier> rounds = ex.trainRounds(e, how, mining);
            vs = List.of(rounds.get(0), rounds.get(rounds.size() - 1));
        }
        System.out.printf(Locale.ROOT, "trained %s without %s: %d phrase / %d other windows, %d mining candidates, "
                + "%.0f s; %s%s%n", kind, heldOut, ex.phraseWindows(), ex.otherWindows(), ex.candidateWindows(),
                (System.nanoTime() - t0) / 1e9, how, mining == null ? "" : "; mining " + mining);
        vs.forEach(TrainedWakeEval::cost);
        return vs;
    }

    /** Time per verifier call (what the detector pays per frame the base model nominates), on random windows. */
    private static void cost(WakeVerifier v) {
        float[][] probes = new float[256][];
        java.util.SplittableRandom r = new java.util.SplittableRandom(5);
        for (int i = 0; i < probes.length; i++) {
            probes[i] = new float[v.window() * 96];
            for (int d = 0; d < probes[i].length; d++) {
                probes[i][d] = (float) r.nextGaussian();
            }
        }
        double sink = 0;
        for (int i = 0; i < 20_000; i++) { // warm-up
            sink += v.probability(probes[i & 255]);
        }
        int n = 50_000;
        long t0 = System.nanoTime();
        for (int i = 0; i < n; i++) {
            sink += v.probability(probes[i & 255]);
        }
        System.out.printf(Locale.ROOT, "verifier %s/%s: %.1f us per call (checksum %.1f)%n", v.kind(),
                v.inputs().id(), (System.nanoTime() - t0) / 1e3 / n, sink);
    }

    /**
     * Which verifier tests a voice of the set: the fold that held its voice out (index into {@link #folds}), or, for a
     * voice never trained on (flite's when only espeak-ng was), {@code folds.size()}: the verifier trained on all.
     */
    private int testerOf(WakeEvalBench.ClipSet set, String voice) {
        String trainedAs = set == WakeEvalBench.ClipSet.FLITE ? SyntheticWakeTraining.FLITE_PREFIX + voice : voice;
        for (int f = 0; f < folds.size(); f++) {
            if (folds.get(f).contains(trainedAs)) {
                return f;
            }
        }
        if (training.plan().accents().contains(trainedAs)) {
            throw new IllegalStateException(trainedAs + " is trained on but in no fold: it would test itself");
        }
        return folds.size();
    }

    private OpenWakeWordDetector detector(OpenWakeWordConfig c, WakeVerifier v) {
        return OpenWakeWordDetector.load(c, OpenWakeWordDetector.VAD_MODEL, resolve,
                v == null ? Map.of() : Map.of(MODEL, v));
    }

    void run(boolean frr, boolean far, double hours) throws Exception {
        checkDisjoint();
        for (int c = 0; c < settings.size(); c++) {
            System.out.println("setting " + c + ": " + VerifiedWakeEval.describe(settings.get(c)) + "; l2 " + l2);
        }
        // per kind: the fold verifiers and the one trained on all accents
        List<List<WakeVerifier>> foldVerifiers = new ArrayList<>();
        List<WakeVerifier> all = new ArrayList<>();
        String cache = System.getProperty("trained.cache");
        // trained.compare: another run's cached logistic verifiers (espeak-ng accents only), tested beside this run's
        // in the same pass: its espeak-ng folds are this run's, and the flite voices it never heard its "all" tests
        String compare = System.getProperty("trained.compare");
        List<WakeVerifier> compareFolds = new ArrayList<>();
        WakeVerifier compareAll = null;
        try (WakeEnrolment e = WakeEnrolment.load(config, MODEL, resolve)) {
            if (compare != null) {
                compareAll = WakeVerifier.read(Path.of(compare, "all.verifier.json"), e.model(), e.window());
                for (int f = 0; f < folds.size(); f++) {
                    compareFolds.add(f < ESPEAK_FOLDS.size() ? WakeVerifier.read(Path.of(compare, "fold-" + f
                            + ".verifier.json"), e.model(), e.window()) : compareAll);
                }
            }
            for (String base : baseKinds) {
                List<String> produced = mining == null ? List.of(base) : List.of(base, base + "/mined");
                // the logistic kind keeps s5's layout (the folder itself), other kinds a subfolder each
                List<Path> dirs = produced.stream().map(kind -> cache == null ? null
                        : kind.equals("logistic") ? Path.of(cache) : Path.of(cache, kind)).toList();
                boolean cached = dirs.stream().allMatch(d -> d != null && Files.exists(d.resolve("all.verifier.json")));
                List<List<WakeVerifier>> fs = new ArrayList<>(); // [produced][fold]
                List<WakeVerifier> as = new ArrayList<>();
                produced.forEach(p -> fs.add(new ArrayList<>()));
                if (cached) {
                    // the verifiers of an earlier run with the same plan: the same figures without the training
                    for (int k = 0; k < produced.size(); k++) {
                        for (int f = 0; f < folds.size(); f++) {
                            fs.get(k).add(WakeVerifier.read(dirs.get(k).resolve("fold-" + f + ".verifier.json"),
                                    e.model(), e.window()));
                        }
                        as.add(WakeVerifier.read(dirs.get(k).resolve("all.verifier.json"), e.model(), e.window()));
                        System.out.println(produced.get(k) + " verifiers read from " + dirs.get(k)
                                + " (trained there with: " + training + ")");
                    }
                } else {
                    if (byAccent.isEmpty()) {
                        render(e);
                    }
                    for (List<String> fold : folds) {
                        List<WakeVerifier> vs = train(e, fold, base);
                        for (int k = 0; k < produced.size(); k++) {
                            fs.get(k).add(vs.get(k));
                        }
                    }
                    boolean needAll = far || cache != null || bench.set.voices().stream()
                            .anyMatch(v -> testerOf(bench.set, v) == folds.size());
                    List<WakeVerifier> vs = needAll ? train(e, List.of(), base) : null;
                    for (int k = 0; k < produced.size(); k++) {
                        as.add(vs == null ? null : vs.get(k));
                        Path dir = dirs.get(k);
                        if (dir != null) {
                            Files.createDirectories(dir);
                            for (int f = 0; f < folds.size(); f++) {
                                Files.writeString(dir.resolve("fold-" + f + ".verifier.json"), fs.get(k).get(f).toJson());
                            }
                            Files.writeString(dir.resolve("all.verifier.json"), as.get(k).toJson());
                        }
                    }
                }
                foldVerifiers.addAll(fs);
                all.addAll(as);
            }
        }
        byAccent.clear();
        if (!trained.containsAll(kinds)) {
            throw new IllegalArgumentException("verifier.test " + kinds + " names a kind not trained: " + trained);
        }
        List<List<WakeVerifier>> tf = new ArrayList<>();
        List<WakeVerifier> ta = new ArrayList<>();
        for (String kind : kinds) {
            tf.add(foldVerifiers.get(trained.indexOf(kind)));
            ta.add(all.get(trained.indexOf(kind)));
        }
        foldVerifiers = tf;
        all = ta;
        if (compare != null) {
            foldVerifiers.add(compareFolds);
            all.add(compareAll);
            kinds = new ArrayList<>(kinds);
            kinds.add("compare");
            System.out.println("compare: the verifiers of " + compare + " (espeak-ng accents only)");
        }
        if (frr) {
            falseRejects(foldVerifiers, all);
        }
        if (far) {
            List<WakeVerifier> vs = new ArrayList<>();
            List<String> names = new ArrayList<>();
            for (int k = 0; k < kinds.size(); k++) {
                vs.add(all.get(k));
                names.add(kinds.get(k) + " all voices");
                if (Boolean.getBoolean("trained.far_folds")) {
                    for (int f = 0; f < this.folds.size(); f++) {
                        vs.add(foldVerifiers.get(k).get(f));
                        names.add(kinds.get(k) + " without " + this.folds.get(f));
                    }
                }
            }
            falseAccepts(hours, vs, names);
        }
    }

    private void falseRejects(List<List<WakeVerifier>> foldVerifiers, List<WakeVerifier> all) throws IOException {
        WakeEvalBench.ClipSet set = bench.set;
        List<String> pos = bench.files(set.positives());
        int snrs = WakeEvalBench.SNRS.length;
        int k = settings.size() * kinds.size(); // kind-major: column 1 + kind * settings + setting
        // [even, odd][snr][base, settings...]; clips per half per snr = 180
        int[][][] missed = new int[2][snrs][1 + k];
        Map<String, int[][]> perAccent = new LinkedHashMap<>(); // [snr][base, settings...]
        long t0 = System.nanoTime();
        try (OpenWakeWordDetector base = detector(config, null)) {
            for (int f = 0; f <= folds.size(); f++) {
                final int tester = f;
                List<String> voices = set.voices().stream().filter(v -> testerOf(set, v) == tester).toList();
                if (voices.isEmpty()) {
                    continue;
                }
                List<OpenWakeWordDetector> verified = new ArrayList<>();
                try {
                    for (int kind = 0; kind < foldVerifiers.size(); kind++) {
                        WakeVerifier v = f < folds.size() ? foldVerifiers.get(kind).get(f) : all.get(kind);
                        for (OpenWakeWordConfig c : settings) {
                            verified.add(detector(c, v));
                        }
                    }
                    for (String voice : voices) {
                        int a = set.voices().indexOf(voice);
                        int[][] acc = perAccent.computeIfAbsent(voice, x -> new int[snrs][1 + k]);
                        for (int i = a * 45; i < a * 45 + 45; i++) {
                            String noise = WakeEvalBench.NOISES[i % WakeEvalBench.NOISES.length];
                            for (int s = 0; s < snrs; s++) {
                                short[] audio = bench.mixWithPreroll(pos.get(i), noise, i * 7919 - WakeEvalBench.PREROLL,
                                        WakeEvalBench.SNRS[s], WakeEvalBench.PREROLL);
                                base.reset();
                                int m = WakeEvalBench.wakes(base, audio) > 0 ? 0 : 1;
                                missed[i % 2][s][0] += m;
                                acc[s][0] += m;
                                for (int c = 0; c < k; c++) {
                                    verified.get(c).reset();
                                    m = WakeEvalBench.wakes(verified.get(c), audio) > 0 ? 0 : 1;
                                    missed[i % 2][s][1 + c] += m;
                                    acc[s][1 + c] += m;
                                }
                            }
                        }
                    }
                } finally {
                    verified.forEach(OpenWakeWordDetector::close);
                }
                System.out.printf(Locale.ROOT, "%s (tested %s) done (%.0f s)%n", f < folds.size()
                        ? "fold " + f + " (held out " + folds.get(f) + ")" : "verifier trained on all voices", voices,
                        (System.nanoTime() - t0) / 1e9);
            }
        }
        int n = pos.size();
        for (int s = 0; s < snrs; s++) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c <= k; c++) {
                int total = missed[0][s][c] + missed[1][s][c];
                line.append(String.format(Locale.ROOT, "  %s %5.1f %% (%d; even %.1f %%, odd %.1f %%)",
                        c == 0 ? "unenrolled" : kinds.get((c - 1) / settings.size()) + "[" + (c - 1) % settings.size() + "]", 100.0 * total / n, total,
                        100.0 * missed[0][s][c] / ((n + 1) / 2), 100.0 * missed[1][s][c] / (n / 2)));
            }
            System.out.printf(Locale.ROOT, "FRR-trained %-6s of %d held-out-voice " + set.name() + " clips:%s%n",
                    WakeEvalBench.snrName(WakeEvalBench.SNRS[s]), n, line);
        }
        for (int s = 0; s < snrs; s++) {
            StringBuilder line = new StringBuilder();
            final int sn = s;
            perAccent.forEach((a, m) -> line.append(" ").append(a).append(" ")
                    .append(Arrays.toString(m[sn]).replace(" ", "")));
            System.out.printf(Locale.ROOT, "misses by voice (of 45) %-6s [unenrolled, settings...]:%s%n",
                    WakeEvalBench.snrName(WakeEvalBench.SNRS[s]), line);
        }
    }

    private void falseAccepts(double hours, List<WakeVerifier> verifiers, List<String> names) throws IOException {
        List<String> speech = bench.files(bench.set.speech());
        List<OpenWakeWordDetector> dets = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        dets.add(detector(config, null));
        labels.add("unenrolled");
        for (int v = 0; v < verifiers.size(); v++) {
            for (int c = 0; c < settings.size(); c++) {
                dets.add(detector(settings.get(c), verifiers.get(v)));
                labels.add(names.get(v) + " [" + c + "]");
            }
        }
        System.out.printf(Locale.ROOT, "== false accepts with the trained verifier: %.1f h, all %d %s sentences "
                + "(none trained on)%n", hours, speech.size(), bench.set.name());
        long target = (long) (hours * 3600 * WakeEvalBench.RATE);
        long t0 = System.nanoTime();
        WakeEvalBench.FarRun run = bench.farRun(dets, speech, target);
        long fed = run.fed();
        int[] wakes = run.wakes();
        List<Map<String, Integer>> by = run.by();
        double h = fed / (3600.0 * WakeEvalBench.RATE);
        for (int d = 0; d < dets.size(); d++) {
            System.out.printf(Locale.ROOT, "FAR-trained %-40s %.2f per hour (%d in %.2f h) %s%n", labels.get(d),
                    wakes[d] / h, wakes[d], h, by.get(d));
        }
        System.out.printf(Locale.ROOT, "(%.0f s)%n", (System.nanoTime() - t0) / 1e9);
    }
}
