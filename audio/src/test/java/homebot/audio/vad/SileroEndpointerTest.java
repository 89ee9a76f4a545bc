package homebot.audio.vad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.Fixtures;
import homebot.audio.onnx.OnnxModelException;
import homebot.audio.wav.WavReader;
import homebot.testing.OnnxTestModels;
import homebot.testing.SpokenAudio;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The real Silero VAD model from the npm package (see {@link OnnxTestModels}). */
class SileroEndpointerTest {
    private static final long TOLERANCE_MS = 150;

    static SileroEndpointer endpointer(EndpointerConfig config) {
        return new SileroEndpointer(SileroVad.load(OnnxTestModels.require(OnnxTestModels.SILERO_VAD)), config, 0.5);
    }

    static List<EndpointEvent> run(Endpointer e, short[] audio, int chunk) {
        List<EndpointEvent> out = new ArrayList<>();
        for (int off = 0; off < audio.length; off += chunk) {
            int n = Math.min(chunk, audio.length - off);
            short[] c = java.util.Arrays.copyOfRange(audio, off, off + n);
            EndpointEvent ev = e.accept(c, n);
            if (!(ev instanceof EndpointEvent.None)) {
                out.add(ev);
            }
        }
        return out;
    }

    /**
     * What the endpointer reports on {@code audio} with Silero's end threshold at {@code end} and the level-relative end
     * at {@code levelEndDb} (0 = off).
     */
    static List<EndpointEvent> endpointed(double end, double levelEndDb, short[] audio) {
        try (SileroEndpointer e = new SileroEndpointer(SileroVad.load(OnnxTestModels.require(OnnxTestModels.SILERO_VAD)),
                EndpointerConfig.defaults().withNoSpeechTimeoutMs(0).withMaxUtteranceMs(0), 0.5, end, levelEndDb)) {
            return run(e, audio, 1600);
        }
    }

    /** The first end of speech among {@code events}; {@code what} says in the failure what was expected to end it. */
    private static EndpointEvent.SpeechEnded firstEnd(List<EndpointEvent> events, String what) {
        return (EndpointEvent.SpeechEnded) events.stream().filter(e -> e instanceof EndpointEvent.SpeechEnded).findFirst()
                .orElseThrow(() -> new AssertionError(what + ": " + events));
    }

    @Test
    void speechOverSizzlingBurstsEndsWhenTheEndThresholdIsRaisedAboveTheBurstsProbability() throws Exception {
        short[] speech = SpokenAudio.espeak("en-us", "set a timer for ten minutes");
        // a pan sizzling: band-passed white-noise bursts, 250 ms on, 350 ms off
        short[] sizzle = SpokenAudio.sox(0.25, "whitenoise", "sinc", "2000-6000", "pad", "0", "0.35", "repeat", "30");
        short[] audio = SpokenAudio.mix(speech, sizzle, 0, 1000, 3000);
        long trueEnd = 1000 + speech.length / 16;
        List<EndpointEvent> silero = endpointed(0.35, 0, audio);
        assertTrue(silero.stream().noneMatch(e -> e instanceof EndpointEvent.SpeechEnded),
                "Silero's own hysteresis (end below 0.35) never ends: " + silero);
        EndpointEvent.SpeechEnded ended = firstEnd(endpointed(0.5, 0, audio), "end threshold 0.5 ends");
        assertEquals(trueEnd, ended.endMillis(), 300, "end");
        assertThrows(IllegalArgumentException.class, () -> new VadConfig("silero", null, 0.5, 0.7));
        assertEquals(0.35, VadConfig.defaults().effectiveEndThreshold(), 1e-6, "the default keeps Silero's hysteresis");
    }

    @Test
    void theUsersSpeechOverBackgroundTalkersEndsByItsLevelWhereSileroAloneHearsNoEnd() throws Exception {
        short[] speech = SpokenAudio.espeak("en-us", "set a timer for ten minutes please");
        // four other talkers at once (a radio, people in the kitchen), offset so that they never pause together
        String[][] talkers = {{"en-gb+m3", "the weather tomorrow will be mostly cloudy with a chance of rain in the afternoon"},
            {"en-us+f2", "and now the news at six, the council met again today to discuss the new bridge"},
            {"en-gb-scotland+m1", "stir the sauce slowly and let it simmer for another twenty minutes or so"},
            {"en-029+f4", "we will be right back after a short break with more music and your calls"}};
        short[][] voices = new short[talkers.length][];
        int length = 0;
        for (int i = 0; i < talkers.length; i++) {
            voices[i] = SpokenAudio.espeak(talkers[i][0], talkers[i][1]);
            length = Math.max(length, voices[i].length);
        }
        short[] babble = new short[length];
        for (int i = 0; i < voices.length; i++) {
            int shift = i * length / voices.length;
            for (int j = 0; j < length; j++) {
                babble[j] = (short) Math.max(-32768, Math.min(32767, babble[j] + voices[i][(j + shift) % voices[i].length]));
            }
        }
        // 10 dB under the user: Silero's end needs the talkers to pause (58 of 60 sentences found none on the set)
        short[] audio = SpokenAudio.mix(speech, babble, 10, 1000, 2500);
        long trueEnd = 1000 + speech.length / 16;
        List<EndpointEvent> silero = endpointed(0.35, 0, audio);
        assertTrue(silero.stream().noneMatch(e -> e instanceof EndpointEvent.SpeechEnded),
                "Silero alone hears the talkers go on: " + silero);
        EndpointEvent.SpeechEnded ended = firstEnd(endpointed(0.35, 8, audio), "the level end finds the user's end");
        assertEquals(trueEnd, ended.endMillis(), 250, "end");
    }

    @ParameterizedTest
    @ValueSource(strings = {"speech-en.wav", "speech-zh.wav", "hey-jarvis.wav"})
    void espeakSpeechIsFoundWithin150msOfTheKnownBoundaries(String fixture) throws Exception {
        long[] truth = Fixtures.boundaries(fixture);
        try (SileroEndpointer e = endpointer(EndpointerConfig.defaults())) {
            List<EndpointEvent> events = run(e, WavReader.readMono16k(Fixtures.file(fixture)), 1600);
            assertEquals(2, events.size(), events.toString());
            EndpointEvent.SpeechEnded ended = assertInstanceOf(EndpointEvent.SpeechEnded.class, events.get(1));
            assertEquals(truth[0], ended.startMillis(), TOLERANCE_MS, "start");
            assertEquals(truth[1], ended.endMillis(), TOLERANCE_MS, "end");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"silence-2s.wav", "noise-faint-2s.wav"})
    void silenceAndRoomNoiseEndInNoSpeech(String fixture) throws Exception {
        try (SileroEndpointer e = endpointer(EndpointerConfig.defaults().withNoSpeechTimeoutMs(1500))) {
            List<EndpointEvent> events = run(e, WavReader.readMono16k(Fixtures.file(fixture)), 1600);
            assertEquals(1, events.size(), events.toString());
            assertInstanceOf(EndpointEvent.NoSpeech.class, events.get(0));
        }
    }

    @Test
    void speechUnderSteadyNoiseAt5dbSnrEndsWithin150ms() throws Exception {
        long[] truth = Fixtures.boundaries("speech-en.wav");
        short[] speech = WavReader.readMono16k(Fixtures.file("speech-en.wav"));
        short[] mixed = mixAtSnr(speech, truth, 5);
        try (SileroEndpointer e = endpointer(EndpointerConfig.defaults())) {
            List<EndpointEvent> events = run(e, mixed, 1600);
            EndpointEvent.SpeechEnded ended = assertInstanceOf(EndpointEvent.SpeechEnded.class, events.get(events.size() - 1),
                    events.toString());
            assertEquals(truth[1], ended.endMillis(), TOLERANCE_MS, "end at 5 dB SNR");
        }
    }

    @Test
    void resetStartsAFreshUtteranceWithFreshModelState() throws Exception {
        short[] audio = WavReader.readMono16k(Fixtures.file("speech-zh.wav"));
        try (SileroEndpointer e = endpointer(EndpointerConfig.defaults())) {
            List<EndpointEvent> first = run(e, audio, 512);
            e.reset();
            List<EndpointEvent> second = run(e, audio, 512);
            assertEquals(first, second);
        }
    }

    @Test
    void aWakeModelIsNotAcceptedAsTheVad() {
        OnnxModelException ex = assertThrows(OnnxModelException.class,
                () -> SileroVad.load(OnnxTestModels.require(OnnxTestModels.HEY_JARVIS)));
        assertTrue(ex.getMessage().contains("not a Silero VAD"), ex.getMessage());
    }

    /** Adds white noise scaled so that speech (inside {@code truth}) is {@code snrDb} above it. */
    static short[] mixAtSnr(short[] speech, long[] truth, double snrDb) {
        int a = (int) (truth[0] * 16);
        int b = (int) (truth[1] * 16);
        double power = 0;
        for (int i = a; i < b; i++) {
            power += (double) speech[i] * speech[i];
        }
        power /= (b - a);
        double noiseRms = Math.sqrt(power / Math.pow(10, snrDb / 10));
        SplittableRandom r = new SplittableRandom(11);
        short[] out = new short[speech.length];
        for (int i = 0; i < out.length; i++) {
            double n = r.nextGaussian() * noiseRms;
            out[i] = (short) Math.max(-32768, Math.min(32767, Math.round(speech[i] + n)));
        }
        return out;
    }
}
