package homebot.audio.vad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The level-relative end ({@code audio.vad.level_end_db}): Silero keeps hearing speech after the user stopped
 * (background talkers, a radio), so the end comes from the user's level falling back to the background's. Silero's
 * probabilities are scripted; the audio is band-limited noise at set levels, 32 ms windows of 512 samples.
 */
class LevelRelativeEndTest {
    private static final int RATE = 16_000;
    private static final EndpointerConfig TIMING = EndpointerConfig.defaults().withNoSpeechTimeoutMs(0)
            .withMaxUtteranceMs(0);

    /** A stretch of audio: {@code ms} of noise at {@code dbfs} (speech band) while Silero says {@code p}. */
    record Part(int ms, double dbfs, double p) {}

    /** Audio and the per-window script made of parts; noise from a fixed seed (deterministic). */
    static final class Scene {
        final short[] audio;
        final double[] script;

        Scene(Part... parts) {
            int total = 0;
            for (Part part : parts) {
                total += part.ms() * RATE / 1000;
            }
            audio = new short[total];
            script = new double[total / SileroVad.WINDOW + 1];
            SplittableRandom r = new SplittableRandom(7);
            int at = 0;
            for (Part part : parts) {
                int n = part.ms() * RATE / 1000;
                // a few sines across 400-3000 Hz with random phase: speech-band energy without being one tone
                double amplitude = 32768 * Math.pow(10, part.dbfs() / 20) * Math.sqrt(2) / 2;
                double[] f = {400, 900, 1700, 3000};
                double[] phase = {r.nextDouble() * 6.28, r.nextDouble() * 6.28, r.nextDouble() * 6.28, r.nextDouble() * 6.28};
                for (int i = 0; i < n; i++) {
                    double v = 0;
                    for (int k = 0; k < f.length; k++) {
                        v += Math.sin(2 * Math.PI * f[k] * (at + i) / RATE + phase[k]);
                    }
                    audio[at + i] = (short) Math.max(-32768, Math.min(32767, Math.round(amplitude * v)));
                }
                for (int w = at / SileroVad.WINDOW; w < Math.min(script.length, (at + n) / SileroVad.WINDOW + 1); w++) {
                    script[w] = part.p();
                }
                at += n;
            }
        }

        List<EndpointEvent> run(double levelEndDb) {
            SileroEndpointer e = new SileroEndpointer(new ScriptedSpeechProbability(w -> script[Math.min(w, script.length - 1)]),
                    TIMING, 0.5, 0.35, levelEndDb);
            List<EndpointEvent> out = new ArrayList<>();
            for (int off = 0; off + 1600 <= audio.length; off += 1600) {
                EndpointEvent ev = e.accept(java.util.Arrays.copyOfRange(audio, off, off + 1600), 1600);
                if (!(ev instanceof EndpointEvent.None)) {
                    out.add(ev);
                }
            }
            return out;
        }
    }

    static EndpointEvent.SpeechEnded ended(List<EndpointEvent> events) {
        return (EndpointEvent.SpeechEnded) events.stream().filter(e -> e instanceof EndpointEvent.SpeechEnded)
                .findFirst().orElseThrow(() -> new AssertionError("no end of speech: " + events));
    }

    static boolean noEnd(List<EndpointEvent> events) {
        return events.stream().noneMatch(e -> e instanceof EndpointEvent.SpeechEnded);
    }

    @Test
    void theUsersLoudVoiceThenQuieterBackgroundSpeechEndsAtTheUsersLastWordAfterTheSilence() {
        // Background talkers 20 dB under the user; Silero hears speech all the way through, as over babble.
        Scene scene = new Scene(new Part(800, -45, 0.9), new Part(1500, -25, 0.99), new Part(3000, -45, 0.9));
        assertTrue(noEnd(scene.run(0)), "Silero alone never ends: " + scene.run(0));
        EndpointEvent.SpeechEnded end = ended(scene.run(10));
        assertEquals(2300, end.endMillis(), 130, "the end is where the user's voice stopped");
    }

    @Test
    void theUsersQuieterWordsAboveTheBackgroundDoNotEndTheUtterance() {
        // An inner stretch 10 dB under the user's peak but still 10 dB over the background: the user is talking.
        Scene scene = new Scene(new Part(800, -45, 0.9), new Part(1000, -25, 0.99), new Part(1500, -35, 0.95),
                new Part(800, -25, 0.99), new Part(3000, -45, 0.9));
        EndpointEvent.SpeechEnded end = ended(scene.run(10));
        assertEquals(4100, end.endMillis(), 130, "ends after the last loud stretch, not in the quieter one");
    }

    @Test
    void aPauseShorterThanTheLevelEndsLongerSilenceDoesNotEndTheUtterance() {
        // The user stops for 800 ms (longer than Silero's 700 ms, shorter than the level end's) over the talkers.
        Scene scene = new Scene(new Part(800, -45, 0.9), new Part(1000, -25, 0.99), new Part(800, -45, 0.9),
                new Part(1000, -25, 0.99), new Part(3000, -45, 0.9));
        EndpointEvent.SpeechEnded end = ended(scene.run(10));
        assertEquals(3600, end.endMillis(), 130, "ends after the second phrase");
    }

    @Test
    void whenTheUserSpeaksBeforeTheBackgroundWasHeardOnlySileroDecides() {
        // No background heard first (the user spoke at once): the background level is unknown, so Silero alone.
        Scene scene = new Scene(new Part(1500, -25, 0.99), new Part(3000, -45, 0.9));
        assertTrue(noEnd(scene.run(10)), "unknown background: behaves as today: " + scene.run(10));
    }

    @Test
    void aBackgroundWithinAFewDbOfTheUserLeavesTheEndToSilero() {
        Scene scene = new Scene(new Part(800, -30, 0.9), new Part(1500, -25, 0.99), new Part(3000, -30, 0.9));
        assertTrue(noEnd(scene.run(10)), "background 5 dB under the user, under level_end_db 10: " + scene.run(10));
    }

    @Test
    void sileroStillEndsOnItsOwnWhenTheBackgroundIsNotSpeech() {
        Scene scene = new Scene(new Part(800, -45, 0.05), new Part(1500, -25, 0.99), new Part(3000, -45, 0.05));
        assertEquals(2300, ended(scene.run(10)).endMillis(), 100);
        assertEquals(2300, ended(scene.run(0)).endMillis(), 100);
    }

    @Test
    void levelEndDbOutsideItsRangeIsAClearError() {
        for (double bad : new double[] {-1, 1, 2.9, 41, Double.NaN}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> new VadConfig("silero", null, 0.5, 0, bad), "level_end_db " + bad);
            assertTrue(e.getMessage().contains("audio.vad.level_end_db"), e.getMessage());
        }
        assertEquals(0, new VadConfig("silero", null, 0.5, 0, 0).levelEndDb());
        assertThrows(IllegalArgumentException.class, () -> new SileroEndpointer(
                new ScriptedSpeechProbability(w -> 0), TIMING, 0.5, 0.35, 2));
    }
}
