package homebot.audio.wake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The parts of {@link SyntheticWakeTraining} that need no model and no espeak-ng. */
class SyntheticWakeTrainingTest {
    @Test
    void theWakePhraseComesFromTheModelName() {
        assertEquals("hey jarvis", SyntheticWakeTraining.phraseOf("hey_jarvis_v0.1"));
        assertEquals("hey mycroft", SyntheticWakeTraining.phraseOf("hey_mycroft_v0.1.onnx"));
        assertEquals("alexa", SyntheticWakeTraining.phraseOf("alexa"));
    }

    @Test
    void anEmptyPlanIsRefusedWithWhatIsMissing() {
        var e = assertThrows(IllegalArgumentException.class,
                () -> SyntheticWakeTraining.Plan.defaults("hey jarvis").withAccents(List.of()));
        assertTrue(e.getMessage().contains("0 accents"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SyntheticWakeTraining.Plan.defaults(" "));
    }

    /** The evaluation set (bench/wake-eval/make-wake-set.sh) renders at these; training must not. */
    @Test
    void trainingSpeedsAndPitchesAreNoneOfTheEvaluationSets() {
        for (int s : new int[] {120, 145, 170, 195, 160}) {
            assertTrue(Arrays.stream(SyntheticWakeTraining.SPEEDS).noneMatch(x -> x == s), "speed " + s);
        }
        for (int p : new int[] {35, 65, 50, 40, 60}) {
            assertTrue(Arrays.stream(SyntheticWakeTraining.PITCHES).noneMatch(x -> x == p), "pitch " + p);
        }
    }

    /**
     * flite's evaluation clips (make-wake-set.sh) use duration stretches 0.88, 1.0, 1.12 and pitch factors 0.9, 1.0,
     * 1.1; the training's speeds and pitches must map to none of them.
     */
    @Test
    void fliteTrainingStretchesAndPitchesAreNoneOfTheEvaluationSets() {
        for (int s : SyntheticWakeTraining.SPEEDS) {
            double d = SyntheticWakeTraining.fliteStretch(s);
            for (double e : new double[] {0.88, 1.0, 1.12}) {
                assertTrue(Math.abs(d - e) > 0.02, "stretch " + d + " of " + s + " wpm is the set's " + e);
            }
        }
        for (int p : SyntheticWakeTraining.PITCHES) {
            double f = SyntheticWakeTraining.fliteShift(p);
            for (double e : new double[] {0.9, 1.0, 1.1}) {
                assertTrue(Math.abs(f - e) > 0.02, "pitch factor " + f + " of " + p + " is the set's " + e);
            }
        }
        assertEquals(1.0, SyntheticWakeTraining.fliteStretch(175), 1e-9, "175 wpm is flite's own pace");
        assertEquals(1.0, SyntheticWakeTraining.fliteShift(50), 1e-9, "espeak-ng's middle pitch is the voice's own");
    }

    /** A flite voice has no espeak-ng variants; its Chinese other speech is espeak-ng's cmn with the variant. */
    @Test
    void aFliteAccentSpeaksInItsOwnVoiceAndChineseInEspeak() {
        assertEquals("flite:slt", SyntheticWakeTraining.voice("flite:slt", "f1"));
        assertEquals("flite:slt", SyntheticWakeTraining.voice("flite:slt", ""));
        assertEquals("en-us+f1", SyntheticWakeTraining.voice("en-us", "f1"));
        assertEquals("cmn+m3", SyntheticWakeTraining.voice("cmn", "m3"));
        List<String> all = SyntheticWakeTraining.withFlite(SyntheticWakeTraining.ACCENTS);
        assertEquals(SyntheticWakeTraining.ACCENTS, all.subList(0, 8));
        assertEquals(List.of("flite:kal", "flite:kal16", "flite:awb", "flite:rms", "flite:slt"), all.subList(8, 13));
    }

    /** Each engine gets its own voices: nothing installed at these paths, so each names its own engine. */
    @Test
    void theRendererSendsFliteVoicesToFliteAndTheRestToEspeak() {
        SyntheticWakeTraining.Renderer r = SyntheticWakeTraining.renderer("/nonexistent/espeak-ng", "/nonexistent/flite");
        var f = assertThrows(homebot.audio.tts.TtsException.class, () -> r.render("flite:slt", "hey jarvis", 150, 50));
        assertTrue(f.getMessage().contains("apt install flite"), f.getMessage());
        var e = assertThrows(homebot.audio.tts.TtsException.class, () -> r.render("en-us", "hey jarvis", 150, 50));
        assertTrue(e.getMessage().contains("apt install espeak-ng"), e.getMessage());
    }

    @Test
    void noiseIsMixedAtTheAskedSnr() {
        short[] speech = WakeEnrolment.noise(1, 3000, 1);
        short[] noise = SyntheticWakeTraining.noise(new SplittableRandom(3), List.of());
        short[] mixed = SyntheticWakeTraining.mix(speech, noise, 10);
        double ps = 0;
        double pn = 0;
        for (int i = 0; i < speech.length; i++) {
            ps += (double) speech[i] * speech[i];
            double n = mixed[i] - speech[i];
            pn += n * n;
        }
        assertEquals(10, 10 * Math.log10(ps / pn), 0.2);
    }

    @Test
    void theTrainingSpeechLoadsWithChineseAndEnglishAndNoWakePhrase() {
        List<String> speech = SyntheticWakeTraining.trainingSpeech();
        assertTrue(speech.size() >= 400, "several hundred sentences: " + speech.size());
        assertTrue(speech.stream().noneMatch(s -> s.startsWith("#") || s.isBlank()), "comments and blanks dropped");
        long zh = speech.stream().filter(SyntheticWakeTraining::isChinese).count();
        assertTrue(zh > 150 && speech.size() - zh > 150, zh + " Chinese of " + speech.size());
        for (String s : speech) {
            String n = SyntheticWakeTraining.normalised(s);
            for (String model : List.of("hey_jarvis_v0.1", "alexa_v0.1", "hey_mycroft_v0.1", "hey_rhasspy_v0.1")) {
                assertTrue(!n.contains(SyntheticWakeTraining.phraseOf(model)), "a wake phrase in \"" + s + "\"");
            }
            assertTrue(!n.contains("jarvis"), s);
        }
        assertEquals(speech.size(), new HashSet<>(speech.stream().map(SyntheticWakeTraining::normalised).toList()).size(),
                "no sentence twice");
    }

    /**
     * The evaluation set's sentences are README.md's and the recipes' (make-wake-set.sh, split the same way here);
     * the bench checks the generated set too, this catches an overlap before anyone runs it.
     */
    @Test
    void noTrainingSentenceIsASentenceOfTheEvaluationSet() throws IOException {
        Path repo = Path.of("").toAbsolutePath().getParent();
        List<Path> sources = new ArrayList<>();
        try (Stream<Path> recipes = Files.list(repo.resolve("skills/home-cooking/recipes"))) {
            recipes.filter(p -> p.toString().endsWith(".md")).sorted().forEach(sources::add);
        }
        sources.add(repo.resolve("README.md"));
        Set<String> eval = new HashSet<>();
        for (Path p : sources) {
            for (String line : Files.readAllLines(p)) {
                String l = line.replaceAll("[#*`>|_\\[\\]()]", " ").replaceFirst("^[-0-9. ]*", "");
                for (String s : l.split("[。！？；]|\\. ")) {
                    int n = s.codePointCount(0, s.length());
                    if (n >= 6 && n <= 121) { // the script's 7-121 counts the newline
                        eval.add(SyntheticWakeTraining.normalised(s));
                    }
                }
            }
        }
        assertTrue(eval.size() > 300, "the set's sentences were found: " + eval.size());
        List<String> training = new ArrayList<>(SyntheticWakeTraining.trainingSpeech());
        training.addAll(SyntheticWakeTraining.OTHER_SPEECH);
        for (String s : training) {
            assertTrue(!eval.contains(SyntheticWakeTraining.normalised(s)), "\"" + s + "\" is an evaluation sentence");
        }
    }

    @Test
    void eachSharedSentenceIsRenderedByOneAccentOnly() {
        List<String> shared = List.of("a", "b", "c", "d", "e");
        List<String> accents = List.of("en-us", "en-gb");
        assertEquals(List.of("a", "c", "e"), SyntheticWakeTraining.sliceOf(shared, accents, "en-us"));
        assertEquals(List.of("b", "d"), SyntheticWakeTraining.sliceOf(shared, accents, "en-gb"));
        assertEquals(List.of(), SyntheticWakeTraining.sliceOf(shared, accents, "en-029"), "not an accent of the plan");
        var plan = SyntheticWakeTraining.Plan.defaults("hey jarvis").withSharedSpeech(shared);
        assertEquals(shared, plan.sharedSpeech());
        assertEquals(List.of(), SyntheticWakeTraining.Plan.defaults("hey jarvis").sharedSpeech(),
                "what wake train renders by default is unchanged until measured");
    }
}
