package homebot.audio.wake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.testing.SpokenAudio;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A verifier enrolled on a few clips of one harsh espeak-ng accent (West Midlands, which the base model misses
 * most) makes the detector wake on other clips of that voice in noise, and still not on other speech. Real models
 * from the npm package, espeak-ng and sox (each skips loudly without them, fails under -Dhomebot.strict=true).
 */
class WakeVerifierRealModelTest {
    static final String VOICE = "en-gb-x-gbcwmd";
    static final String MODEL = "hey_jarvis_v0.1";

    /** speed, pitch of the enrolment clips (as `homebot wake enroll` would be given three recordings). */
    static final int[][] ENROL = {{170, 50}, {160, 60}, {150, 45}};
    /** held out: other speeds and pitches, never enrolled */
    static final int[][] HELD_OUT = {{120, 35}, {145, 65}, {195, 40}, {135, 55}};

    @Test
    void anEnrolledVoiceWakesInNoiseWhereTheBaseModelMissesItAndOtherSpeechStillDoesNot() throws Exception {
        OpenWakeWordConfig config = OpenWakeWordConfig.defaults();
        WakeVerifier verifier;
        try (WakeEnrolment e = WakeEnrolment.load(config, MODEL, OpenWakeWordDetectorTest::resolve)) {
            List<float[]> phrase = new ArrayList<>();
            List<float[]> other = new ArrayList<>();
            for (int[] sp : ENROL) {
                short[] clip = SpokenAudio.espeak(VOICE, "hey jarvis", sp[0], sp[1]);
                phrase.addAll(e.phraseWindows(clip));
                other.addAll(e.otherWindows(WakeEnrolment.reversed(clip)));
            }
            for (String s : List.of("What are we having for dinner tonight", "Can you pass me the salt please",
                    "Turn the oven down a little")) {
                other.addAll(e.otherWindows(SpokenAudio.espeak("en-us", s)));
            }
            other.addAll(e.otherWindows(SpokenAudio.espeak("cmn", "今天晚上我们吃什么")));
            other.addAll(e.otherWindows(WakeEnrolment.noise(10, 300, 7)));
            verifier = e.train(phrase, other, WakeVerifier.DEFAULT_L2);
        }
        List<short[]> noises = List.of(SpokenAudio.sox(20, "pinknoise"), SpokenAudio.sox(20, "brownnoise"),
                SpokenAudio.sox(20, "sine", "50", "sine", "100", "sine", "150", "sine", "300", "remix", "1-4"));
        int baseWoke = 0;
        int verifiedWoke = 0;
        int n = 0;
        StringBuilder trace = new StringBuilder();
        try (OpenWakeWordDetector base = OpenWakeWordDetectorTest.detector(config);
             OpenWakeWordDetector verified = OpenWakeWordDetector.load(config, OpenWakeWordDetector.VAD_MODEL,
                     OpenWakeWordDetectorTest::resolve, Map.of(MODEL, verifier))) {
            assertEquals(List.of(MODEL), verified.verified());
            for (int[] sp : HELD_OUT) {
                short[] clip = SpokenAudio.espeak(VOICE, "hey jarvis", sp[0], sp[1]);
                for (short[] noise : noises) {
                    short[] audio = SpokenAudio.mix(clip, noise, 10, 2000, 1500);
                    base.reset();
                    verified.reset();
                    boolean b = woke(base, audio);
                    boolean v = woke(verified, audio);
                    baseWoke += b ? 1 : 0;
                    verifiedWoke += v ? 1 : 0;
                    n++;
                    trace.append(String.format(" %d/%d:%s%s", sp[0], sp[1], b ? "B" : "-", v ? "V" : "-"));
                }
            }
            System.out.println("held out at 10 dB (B base woke, V verified woke):" + trace);
            int otherWakes = 0;
            for (String s : List.of("Hey, did you see where I put the jar of jam", "The harvest this year was good",
                    "Set a timer for ten minutes please")) {
                for (String voice : List.of(VOICE, "en-us")) {
                    verified.reset();
                    otherWakes += woke(verified, SpokenAudio.mix(SpokenAudio.espeak(voice, s),
                            noises.get(0), 20, 1000, 1000)) ? 1 : 0;
                    verified.reset();
                    otherWakes += woke(verified, SpokenAudio.espeak(voice, s)) ? 1 : 0;
                }
            }
            assertEquals(0, otherWakes, "wakes on other speech, the enrolled voice's included");
        }
        assertTrue(n - baseWoke >= 3, "the base model must miss some of these (else the test shows nothing): "
                + trace);
        assertTrue(verifiedWoke >= n - 2 && verifiedWoke >= baseWoke + 3, "verified woke on " + verifiedWoke + " of "
                + n + ", base on " + baseWoke + ":" + trace);
    }

    private static boolean woke(OpenWakeWordDetector d, short[] audio) {
        return !OpenWakeWordDetectorTest.wakes(d, audio, 1280, new ArrayList<>()).isEmpty();
    }
}
