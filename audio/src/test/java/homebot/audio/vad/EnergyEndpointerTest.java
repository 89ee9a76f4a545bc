package homebot.audio.vad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.Fixtures;
import homebot.audio.wav.WavReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class EnergyEndpointerTest {
    private static final long TOLERANCE_MS = 150;

    @ParameterizedTest
    @ValueSource(strings = {"speech-en.wav", "speech-zh.wav"})
    void espeakSpeechIsFoundWithin150msOfTheKnownBoundaries(String fixture) throws Exception {
        long[] truth = Fixtures.boundaries(fixture);
        List<EndpointEvent> events = run(new EnergyEndpointer(EndpointerConfig.defaults()),
                WavReader.readMono16k(Fixtures.file(fixture)), 320);

        EndpointEvent.SpeechStarted started = assertInstanceOf(EndpointEvent.SpeechStarted.class, events.get(0));
        EndpointEvent.SpeechEnded ended = assertInstanceOf(EndpointEvent.SpeechEnded.class, events.get(1));
        assertEquals(2, events.size(), events.toString());
        assertEquals(truth[0], started.atMillis(), TOLERANCE_MS, "start");
        assertEquals(truth[0], ended.startMillis(), TOLERANCE_MS, "start carried by the end event");
        assertEquals(truth[1], ended.endMillis(), TOLERANCE_MS, "end");
    }

    @Test
    void speechOverARoomNoiseFloorIsStillFoundWithin150ms() throws Exception {
        long[] truth = Fixtures.boundaries("speech-zh.wav");
        short[] speech = WavReader.readMono16k(Fixtures.file("speech-zh.wav"));
        short[] noise = WavReader.readMono16k(Fixtures.file("noise-faint-2s.wav"));
        short[] mixed = new short[speech.length];
        for (int i = 0; i < mixed.length; i++) {
            mixed[i] = (short) Math.max(-32768, Math.min(32767, speech[i] + 4 * noise[i % noise.length]));
        }
        List<EndpointEvent> events = run(new EnergyEndpointer(EndpointerConfig.defaults()), mixed, 320);
        EndpointEvent.SpeechEnded ended = assertInstanceOf(EndpointEvent.SpeechEnded.class, events.get(1));
        assertEquals(truth[0], ended.startMillis(), TOLERANCE_MS, "start over noise");
        assertEquals(truth[1], ended.endMillis(), TOLERANCE_MS, "end over noise");
    }

    @Test
    void wholeUtteranceInOneChunkReportsTheEndWithItsStart() throws Exception {
        long[] truth = Fixtures.boundaries("speech-en.wav");
        short[] all = WavReader.readMono16k(Fixtures.file("speech-en.wav"));
        EndpointEvent e = new EnergyEndpointer(EndpointerConfig.defaults()).accept(all, all.length);
        EndpointEvent.SpeechEnded ended = assertInstanceOf(EndpointEvent.SpeechEnded.class, e);
        assertEquals(truth[0], ended.startMillis(), TOLERANCE_MS);
        assertEquals(truth[1], ended.endMillis(), TOLERANCE_MS);
    }

    @Test
    void realHumanDigitsRecordingHasSpeechAndAnEnd() throws Exception {
        short[] digits = WavReader.readMono16k(Fixtures.file("digits-en-16k.wav"));
        // The recording has short pauses between digit groups; default trailing silence must bridge them or
        // end at one, either way an utterance is found and closed.
        short[] padded = Arrays.copyOf(digits, digits.length + 16_000);
        List<EndpointEvent> events = run(new EnergyEndpointer(EndpointerConfig.defaults()), padded, 320);
        EndpointEvent.SpeechStarted started = assertInstanceOf(EndpointEvent.SpeechStarted.class, events.get(0));
        EndpointEvent.SpeechEnded ended = assertInstanceOf(EndpointEvent.SpeechEnded.class, events.get(1));
        assertTrue(started.atMillis() < 2000, "speech begins early in the clip: " + started);
        assertTrue(ended.endMillis() > started.atMillis() + 500 && ended.endMillis() <= 8400, ended.toString());
    }

    @Test
    void realRecordingSegmentsIntoUtterancesWithShortTrailingSilence() throws Exception {
        short[] digits = WavReader.readMono16k(Fixtures.file("digits-en-16k.wav"));
        EnergyEndpointer endpointer = new EnergyEndpointer(EndpointerConfig.defaults()
                .withTrailingSilenceMs(300).withNoSpeechTimeoutMs(0));
        int utterances = 0;
        int offset = 0;
        short[] padded = Arrays.copyOf(digits, digits.length + 8000);
        while (offset < padded.length) {
            int n = Math.min(320, padded.length - offset);
            EndpointEvent e = endpointer.accept(Arrays.copyOfRange(padded, offset, offset + n), n);
            offset += n;
            if (e instanceof EndpointEvent.SpeechEnded) {
                utterances++;
                endpointer.reset();
            }
        }
        assertTrue(utterances >= 2, "pauses between digit groups split the clip: " + utterances);
    }

    @ParameterizedTest
    @ValueSource(strings = {"silence-2s.wav", "noise-faint-2s.wav"})
    void silenceAndFaintNoiseNeverStartSpeech(String fixture) throws Exception {
        short[] quiet = WavReader.readMono16k(Fixtures.file(fixture));
        short[] longer = new short[quiet.length * 3];
        for (int i = 0; i < 3; i++) {
            System.arraycopy(quiet, 0, longer, i * quiet.length, quiet.length);
        }
        List<EndpointEvent> events = run(new EnergyEndpointer(EndpointerConfig.defaults()), longer, 320);
        assertEquals(List.of(new EndpointEvent.NoSpeech(5000)), events);
    }

    @Test
    void noSpeechTimeoutDisabledMeansSilenceGivesNoEventAtAll() throws Exception {
        short[] quiet = WavReader.readMono16k(Fixtures.file("noise-faint-2s.wav"));
        EnergyEndpointer endpointer = new EnergyEndpointer(EndpointerConfig.defaults().withNoSpeechTimeoutMs(0));
        for (int i = 0; i < 5; i++) {
            assertEquals(List.of(), run(endpointer, quiet, 160));
        }
        assertTrue(endpointer.noiseFloorDbfs() < -50, "floor follows the noise: " + endpointer.noiseFloorDbfs());
    }

    @Test
    void endlessSpeechIsCutAtTheMaximumLength() throws Exception {
        short[] tone = new short[16_000 * 3];
        for (int i = 0; i < tone.length; i++) {
            tone[i] = (short) (6000 * Math.sin(2 * Math.PI * 220 * i / 16_000.0));
        }
        List<EndpointEvent> events = run(new EnergyEndpointer(EndpointerConfig.defaults().withMaxUtteranceMs(2000)),
                tone, 320);
        assertEquals(List.of(new EndpointEvent.SpeechStarted(0), new EndpointEvent.MaxLength(0, 2000)), events);
    }

    @Test
    void aClickShorterThanMinSpeechDoesNotStartSpeech() {
        short[] audio = new short[16_000];
        for (int i = 8000; i < 8000 + 800; i++) { // 50 ms burst
            audio[i] = (short) (i % 2 == 0 ? 12_000 : -12_000);
        }
        EnergyEndpointer endpointer = new EnergyEndpointer(EndpointerConfig.defaults().withNoSpeechTimeoutMs(0));
        assertEquals(List.of(), run(endpointer, audio, 320));
    }

    @Test
    void resetStartsTheClockAgain() throws Exception {
        short[] speech = WavReader.readMono16k(Fixtures.file("speech-en.wav"));
        EnergyEndpointer endpointer = new EnergyEndpointer(EndpointerConfig.defaults());
        List<EndpointEvent> first = run(endpointer, speech, 320);
        assertEquals(List.of(), run(endpointer, speech, 320), "done until reset");
        endpointer.reset();
        assertEquals(first, run(endpointer, speech, 320));
    }

    static List<EndpointEvent> run(Endpointer endpointer, short[] audio, int chunk) {
        List<EndpointEvent> events = new ArrayList<>();
        short[] buffer = new short[chunk];
        for (int off = 0; off < audio.length; off += chunk) {
            int n = Math.min(chunk, audio.length - off);
            System.arraycopy(audio, off, buffer, 0, n);
            EndpointEvent e = endpointer.accept(buffer, n);
            if (!(e instanceof EndpointEvent.None)) {
                events.add(e);
            }
        }
        return events;
    }
}
