package homebot.audio.wake;

import homebot.audio.dsp.FrontEndConfig;
import homebot.audio.tts.EspeakTtsSink;
import homebot.audio.tts.FliteSynthesizer;
import homebot.audio.tts.TtsException;
import homebot.audio.wav.WavReader;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A phrase verifier without enrolment, trained the way openWakeWord trains its models: from synthetic speech. The
 * wake phrase is rendered by espeak-ng in many accents x voice variants x speeds x pitches, clean and mixed with
 * generated noise at a random SNR; the other class is other speech rendered the same way (kitchen talk and words that
 * sound like the phrase), the phrase clips played backwards and noise. Everything goes through {@link
 * VerifierExamples}, the same path as {@code homebot wake enroll}, and the result is the same verifier file.
 *
 * <p>Examples are made per accent ({@link #examples}) so that a benchmark can leave accents out. The speeds and
 * pitches ({@link #SPEEDS}, {@link #PITCHES}) are none of those of the evaluation set ({@code make-wake-set.sh}: 120,
 * 145, 160, 170, 195 and 35, 40, 50, 60, 65), and the sentences none of its sentences, so no rendering of the
 * evaluation set is ever trained on. The augmentation noise is generated here (white, brown, 60 Hz hum, babble of
 * the rendered sentences), not the evaluation set's sox noise files.
 */
public final class SyntheticWakeTraining {
    /** espeak-ng's English accents. */
    public static final List<String> ACCENTS = List.of("en-us", "en-gb", "en-gb-scotland", "en-gb-x-gbclan",
            "en-gb-x-rp", "en-gb-x-gbcwmd", "en-029", "en-us-nyc");
    /** espeak-ng voice variants (the empty one is the accent's own voice). */
    public static final List<String> VARIANTS = List.of("", "f1", "f2", "f3", "f4", "f5", "m1", "m2", "m3", "m4",
            "m5", "m6", "m7", "klatt", "klatt2", "klatt3", "klatt4", "Andy", "Annie", "aunty", "belinda", "david",
            "grandma", "linda", "max", "paul", "rob", "steph", "zac", "iven");
    /**
     * The {@code verifier_threshold} at which a trained verifier met the false-accept target on the evaluation set
     * (BENCHMARKS.md, "Synthetic-voice verifier"): it must be stricter than an enrolled one (0.7), which knows the
     * one voice it has to accept.
     */
    public static final double RECOMMENDED_THRESHOLD = 0.9;
    /**
     * The prefix of a flite voice among a plan's accents ({@code flite:slt}): flite speaks English only, so such an
     * accent has no espeak-ng variants (each variant's turn renders the flite voice at another speed and pitch) and
     * its Chinese other speech is espeak-ng's {@code cmn}.
     */
    public static final String FLITE_PREFIX = "flite:";
    /** Debian flite 2.2's voices for English ({@code awb_time} speaks only the time). */
    public static final List<String> FLITE_VOICES = List.of("kal", "kal16", "awb", "rms", "slt");
    static final int[] SPEEDS = {110, 130, 140, 150, 165, 180, 190, 210};
    static final int[] PITCHES = {25, 30, 45, 55, 70, 80};

    /**
     * Everyday talk in a kitchen and words near the phrase, none of it a wake phrase (and none of it a sentence of
     * the evaluation set, which the benchmark checks).
     */
    public static final List<String> OTHER_SPEECH = List.of(
            "今天晚上我们吃什么", "把锅里的水烧开", "盐放多少比较合适", "帮我看一下时间", "下一步要做什么",
            "鸡蛋要先炒一下再放", "明天早上记得买牛奶", "这个汤还要煮十分钟", "冰箱里还有没有青菜", "你把窗户打开一点",
            "What are we having for dinner tonight", "Can you pass me the salt please",
            "The water is boiling now", "Hey, did you see where I put the keys",
            "Turn the oven down a little", "Jars of jam are in the cupboard", "Harvest the herbs in the garden",
            "Hey Travis, come and help me", "Hey Charles", "Jarvis", "Hey", "Hey there, how are you",
            "Harvey is coming over later", "The service was slow", "Hand me the jar with the lid", "Are we there yet",
            "Have you seen the garlic", "Hey Mavis, dinner is ready", "Is this the right pan", "Jar of olives",
            "Let it simmer for twenty minutes", "Wash the rice twice", "Hey, stop that", "Hello, is anyone home",
            "Chop the onions finely", "My phone is on the table", "A carpet in the hall", "Heavy rain this evening");

    /**
     * What to render; {@link #defaults(String)} is what {@code homebot wake train} uses. {@code otherSpeech} is
     * rendered by every accent, {@code sharedSpeech} (e.g. {@link #trainingSpeech()}) once in all, each sentence by
     * one accent of the plan in turn ({@link #sliceOf}), so several hundred sentences cost one rendering each.
     */
    public record Plan(String phrase, List<String> accents, List<String> variants, int renderingsPerVoice,
                       List<String> otherSpeech, List<String> sharedSpeech, long seed) {
        public Plan {
            if (phrase == null || phrase.isBlank()) {
                throw new IllegalArgumentException("the wake phrase to render is empty");
            }
            if (accents.isEmpty() || variants.isEmpty() || renderingsPerVoice < 1) {
                throw new IllegalArgumentException("nothing to render: " + accents.size() + " accents, "
                        + variants.size() + " variants, " + renderingsPerVoice + " renderings per voice");
            }
            accents = List.copyOf(accents);
            variants = List.copyOf(variants);
            otherSpeech = List.copyOf(otherSpeech);
            sharedSpeech = List.copyOf(sharedSpeech);
        }

        public static Plan defaults(String phrase) {
            return new Plan(phrase, ACCENTS, VARIANTS, 2, OTHER_SPEECH, List.of(), 1);
        }

        public Plan withAccents(List<String> a) {
            return new Plan(phrase, a, variants, renderingsPerVoice, otherSpeech, sharedSpeech, seed);
        }

        public Plan withRenderings(int n) {
            return new Plan(phrase, accents, variants, n, otherSpeech, sharedSpeech, seed);
        }

        public Plan withSharedSpeech(List<String> sentences) {
            return new Plan(phrase, accents, variants, renderingsPerVoice, otherSpeech, sentences, seed);
        }
    }

    private static final String TRAINING_SPEECH = "other-speech.txt";

    /**
     * The training-only other speech shipped with the daemon (resource {@code other-speech.txt}, its origin in its
     * header): several hundred Chinese and English kitchen sentences, none of the evaluation set's, no wake phrase.
     */
    public static List<String> trainingSpeech() {
        try (InputStream in = SyntheticWakeTraining.class.getResourceAsStream(TRAINING_SPEECH)) {
            if (in == null) {
                throw new IllegalStateException("the resource " + TRAINING_SPEECH + " is missing from the jar");
            }
            return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().map(String::strip)
                    .filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The sentences of {@code shared} that {@code accent} renders: every n-th, by its place among {@code accents}. */
    static List<String> sliceOf(List<String> shared, List<String> accents, String accent) {
        int a = accents.indexOf(accent);
        List<String> out = new ArrayList<>();
        for (int i = a; a >= 0 && i < shared.size(); i += accents.size()) {
            out.add(shared.get(i));
        }
        return out;
    }

    static boolean isChinese(String text) {
        return text.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN);
    }

    /** Lower case, punctuation and spaces as one space: how a training sentence is compared with an evaluation one. */
    public static String normalised(String s) {
        return s.toLowerCase(Locale.ROOT).replaceAll("[\\p{P}\\s]+", " ").strip();
    }

    /** Speech synthesis, 16 kHz mono: espeak-ng in the daemon, anything in a test. */
    @FunctionalInterface
    public interface Renderer {
        short[] render(String voice, String text, int speed, int pitch) throws TtsException;
    }

    /** {@code accents} and then {@link #FLITE_VOICES} as plan accents ({@link #FLITE_PREFIX}). */
    public static List<String> withFlite(List<String> accents) {
        List<String> all = new ArrayList<>(accents);
        FLITE_VOICES.forEach(v -> all.add(FLITE_PREFIX + v));
        return List.copyOf(all);
    }

    static boolean isFlite(String accent) {
        return accent.startsWith(FLITE_PREFIX);
    }

    /**
     * flite ({@link FliteSynthesizer}), {@code voice} without {@link #FLITE_PREFIX}: espeak-ng's words per minute
     * become a duration stretch (175 wpm is flite's own pace) and its pitch 0..99 a pitch factor (50 the voice's own,
     * an octave per 100), so one plan draws comparable speeds and pitches from both engines.
     */
    public static Renderer flite(String command) {
        FliteSynthesizer flite = new FliteSynthesizer(command, Duration.ofSeconds(20));
        return (voice, text, speed, pitch) -> WavReader.toMono16k(flite.synthesize(
                voice.startsWith(FLITE_PREFIX) ? voice.substring(FLITE_PREFIX.length()) : voice, text,
                fliteStretch(speed), fliteShift(pitch)), FrontEndConfig.defaults());
    }

    /** flite's duration stretch for espeak-ng's words per minute. */
    static double fliteStretch(int wordsPerMinute) {
        return 175.0 / wordsPerMinute;
    }

    /** flite's pitch factor for espeak-ng's pitch 0..99. */
    static double fliteShift(int pitch) {
        return Math.pow(2, (pitch - 50) / 100.0);
    }

    /** espeak-ng, and flite for a voice named {@code flite:NAME}. */
    public static Renderer renderer(String espeakCommand, String fliteCommand) {
        Renderer espeak = espeak(espeakCommand);
        Renderer flite = flite(fliteCommand);
        return (voice, text, speed, pitch) -> (voice.startsWith(FLITE_PREFIX) ? flite : espeak)
                .render(voice, text, speed, pitch);
    }

    /** espeak-ng through the daemon's own {@link EspeakTtsSink}. */
    public static Renderer espeak(String command) {
        return (voice, text, speed, pitch) -> WavReader.toMono16k(
                new EspeakTtsSink(command, voice, speed, pitch, Duration.ofSeconds(20), null).synthesize(text),
                FrontEndConfig.defaults());
    }

    /** The wake phrase a model name stands for: {@code hey_jarvis_v0.1} is "hey jarvis". */
    public static String phraseOf(String model) {
        String base = model.replaceAll("(?i)\\.onnx$", "").replaceAll("(?i)_v\\d+(\\.\\d+)*$", "");
        return base.replace('_', ' ').strip();
    }

    private final Plan plan;
    private final Renderer renderer;

    public SyntheticWakeTraining(Plan plan, Renderer renderer) {
        this.plan = plan;
        this.renderer = renderer;
    }

    public Plan plan() {
        return plan;
    }

    /** Clips rendered for one accent (for the progress line): phrase renderings x 2 (clean, noisy) + sentences. */
    public int clipsPerAccent() {
        return plan.variants().size() * plan.renderingsPerVoice() * 2 + plan.otherSpeech().size()
                + (plan.sharedSpeech().size() + plan.accents().size() - 1) / plan.accents().size();
    }

    /**
     * The examples of one accent: every variant says the phrase {@link Plan#renderingsPerVoice} times at a speed and
     * pitch drawn from {@link #SPEEDS} x {@link #PITCHES}, each clean (with its reversal as other speech) and once
     * mixed with noise at 3-20 dB SNR; every sentence of {@link Plan#otherSpeech} once in a variant of the accent
     * (Chinese ones in {@code cmn}), alternately clean and in noise; 10 s of noise. Then the accent's share of
     * {@link Plan#sharedSpeech} the same way, and each of those sentences once more in noise as a mining candidate
     * only (drawn from a separate random stream, so a plan without shared speech renders exactly what it did).
     *
     * @throws TtsException when espeak-ng fails (not installed, an unknown voice)
     */
    public VerifierExamples examples(WakeEnrolment e, String accent) throws TtsException {
        SplittableRandom r = new SplittableRandom(plan.seed() * 31 + accent.hashCode());
        VerifierExamples ex = new VerifierExamples();
        List<short[]> spoken = new ArrayList<>();
        int s = 0;
        for (String text : plan.otherSpeech()) {
            boolean zh = isChinese(text);
            String v = plan.variants().get(r.nextInt(plan.variants().size()));
            short[] clip = renderer.render(voice(zh ? "cmn" : accent, v), text, SPEEDS[r.nextInt(SPEEDS.length)],
                    PITCHES[r.nextInt(PITCHES.length)]);
            spoken.add(clip);
            ex.other(e, s++ % 2 == 0 ? clip : mix(clip, noise(r, spoken), 3 + 17 * r.nextDouble()));
        }
        for (String v : plan.variants()) {
            for (int k = 0; k < plan.renderingsPerVoice(); k++) {
                short[] clip = renderer.render(voice(accent, v), plan.phrase(), SPEEDS[r.nextInt(SPEEDS.length)],
                        PITCHES[r.nextInt(PITCHES.length)]);
                ex.phrase(e, clip);
                ex.phraseOnly(e, mix(clip, noise(r, spoken), 3 + 17 * r.nextDouble()));
            }
        }
        ex.other(e, WakeEnrolment.noise(10, 300, r.nextLong()));
        SplittableRandom rs = new SplittableRandom(plan.seed() * 37 + accent.hashCode() + 1);
        for (String text : sliceOf(plan.sharedSpeech(), plan.accents(), accent)) {
            String v = plan.variants().get(rs.nextInt(plan.variants().size()));
            short[] clip = renderer.render(voice(isChinese(text) ? "cmn" : accent, v), text,
                    SPEEDS[rs.nextInt(SPEEDS.length)], PITCHES[rs.nextInt(PITCHES.length)]);
            spoken.add(clip);
            ex.other(e, s++ % 2 == 0 ? clip : mix(clip, noise(rs, spoken), 3 + 17 * rs.nextDouble()));
            ex.candidatesOnly(e, mix(clip, noise(rs, spoken), 3 + 17 * rs.nextDouble()));
        }
        return ex;
    }

    /** The examples of every accent of the plan, merged. */
    public VerifierExamples examples(WakeEnrolment e) throws TtsException {
        VerifierExamples all = new VerifierExamples();
        for (String a : plan.accents()) {
            all.addAll(examples(e, a));
        }
        return all;
    }

    static String voice(String accent, String variant) {
        return variant.isEmpty() || isFlite(accent) ? accent : accent + "+" + variant;
    }

    /** 3 s of one of four generated noises: white/brown, 60 Hz hum with harmonics, or babble of rendered speech. */
    static short[] noise(SplittableRandom r, List<short[]> spoken) {
        int n = 3 * 16_000;
        short[] out = new short[n];
        switch (r.nextInt(spoken.size() >= 3 ? 3 : 2)) {
            case 0 -> {
                return WakeEnrolment.noise(3, 1000, r.nextLong());
            }
            case 1 -> {
                double f = 55 + 10 * r.nextDouble();
                for (int i = 0; i < n; i++) {
                    double t = i / 16_000.0;
                    double v = 0;
                    for (int h = 1; h <= 6; h++) {
                        v += Math.sin(2 * Math.PI * f * h * t + h) / h;
                    }
                    out[i] = (short) Math.round(3000 * v);
                }
                return out;
            }
            default -> {
                for (int talker = 0; talker < 3; talker++) {
                    short[] t = spoken.get(r.nextInt(spoken.size()));
                    int off = r.nextInt(t.length);
                    for (int i = 0; i < n; i++) {
                        out[i] = (short) Math.max(-32768, Math.min(32767, out[i] + t[(off + i) % t.length] / 2));
                    }
                }
                return out;
            }
        }
    }

    /** {@code speech} plus {@code noise} (looped) scaled so the speech is {@code snr} dB above it (RMS over the clip). */
    static short[] mix(short[] speech, short[] noise, double snr) {
        double ps = power(speech);
        // the power of the stretch of noise actually added, not of the whole noise (its level may vary)
        short[] used = new short[speech.length];
        for (int i = 0; i < used.length; i++) {
            used[i] = noise[i % noise.length];
        }
        double pn = power(used);
        double gain = pn == 0 ? 0 : Math.sqrt(ps / (pn * Math.pow(10, snr / 10)));
        short[] out = new short[speech.length];
        for (int i = 0; i < out.length; i++) {
            double v = speech[i] + gain * noise[i % noise.length];
            out[i] = (short) Math.max(-32768, Math.min(32767, Math.round(v)));
        }
        return out;
    }

    private static double power(short[] s) {
        double sum = 0;
        for (short v : s) {
            sum += (double) v * v;
        }
        return sum / Math.max(1, s.length);
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "\"%s\" in %d accents x %d variants x %d renderings", plan.phrase(),
                plan.accents().size(), plan.variants().size(), plan.renderingsPerVoice());
    }
}
