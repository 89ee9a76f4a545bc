package homebot.voice;

import homebot.audio.stt.RemoteRecognizerFactory;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.stt.RecognitionResult;
import homebot.audio.stt.SpeechRecognizer;
import homebot.audio.vad.EndpointerConfig;
import homebot.audio.vad.SileroEndpointer;
import homebot.audio.vad.SileroVad;
import homebot.audio.wav.WavReader;
import homebot.testing.ExternalTools;
import homebot.testing.OnnxTestModels;
import homebot.testing.TestAudio;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The early pause is the installed endpointer's: with the real Silero VAD model and espeak-ng saying "下一步",
 * the utterance ends a short pause after the voice stops when the command is whole in the mode, and only after
 * the full trailing silence when it is not. Positions are audio time, not wall time.
 */
class EarlyEndWithSileroTest {
    @TempDir
    Path dir;

    /** Reveals its one transcript once the audio up to {@code endSample} has been fed. */
    private record ScriptedTranscript(String text, int endSample) implements RemoteRecognizerFactory {
        @Override
        public SpeechRecognizer open() {
            return new SpeechRecognizer() {
                private long fed;
                private boolean said;

                @Override
                public RecognitionResult accept(short[] samples, int count) {
                    fed += count;
                    if (!said && fed >= endSample) {
                        said = true;
                        return new RecognitionResult.Partial(text);
                    }
                    return RecognitionResult.NOTHING;
                }

                @Override
                public RecognitionResult.Final finish() {
                    return new RecognitionResult.Final(fed >= endSample ? text : "", List.of());
                }

                @Override
                public void reset() {
                    fed = 0;
                    said = false;
                }

                @Override
                public void close() {}
            };
        }

    }

    private long endedAtMs(CommandCompleteness completeness, short[] pcm, int speechEnd) throws Exception {
        EndpointerConfig timing = EndpointerConfig.defaults();
        try (SileroEndpointer silero = new SileroEndpointer(
                SileroVad.load(OnnxTestModels.require(OnnxTestModels.SILERO_VAD)), timing, 0.5)) {
            ScriptedTranscript stt = new ScriptedTranscript("下一步", speechEnd);
            ListeningStage stage = new ListeningStage(stt, silero, new Phrases(stt), 20_000, completeness,
                    VoiceConfig.DEFAULT_EARLY_END_PAUSE_MS);
            stage.start(List.of(), Vocabulary.COMMANDS);
            for (int off = 0; off < pcm.length; off += 1600) {
                short[] chunk = Arrays.copyOfRange(pcm, off, Math.min(pcm.length, off + 1600));
                for (VoiceEvent e : stage.accept(chunk, chunk.length)) {
                    if (e instanceof VoiceEvent.SpeechEnded s) {
                        assertEquals("下一步", s.transcript());
                        return (off + chunk.length) / 16L;
                    }
                }
            }
            throw new AssertionError("the utterance never ended");
        }
    }

    @Test
    void aWholeCommandEndsAtSileroShortPauseAndOtherwiseAtTheFullSilence() throws Exception {
        ExternalTools.requireProgram("espeak-ng", "espeak-ng");
        Path wav = dir.resolve("next.wav");
        Process p = new ProcessBuilder("espeak-ng", "-v", "cmn", "-w", wav.toString(), "下一步")
                .redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        assertEquals(0, p.waitFor());
        short[] said = WavReader.readMono16k(wav);
        int from = 0;
        int to = said.length;
        while (from < to && Math.abs(said[from]) <= 164) {
            from++;
        }
        while (to > from && Math.abs(said[to - 1]) <= 164) {
            to--;
        }
        short[] pcm = TestAudio.concat(TestAudio.silence(500), Arrays.copyOfRange(said, from, to), TestAudio.silence(2000));
        int speechEnd = 8000 + (to - from);
        long trueEndMs = speechEnd / 16L;

        CommandCompleteness inMode = new IntentCompleteness(
                () -> List.of(IntentCompletenessTest.STEP_MODE, IntentCompletenessTest.DAEMON));
        CommandCompleteness noMode = new IntentCompleteness(() -> List.of(IntentCompletenessTest.DAEMON));
        long early = endedAtMs(inMode, pcm, speechEnd) - trueEndMs;
        long late = endedAtMs(noMode, pcm, speechEnd) - trueEndMs;
        // the early pause, Silero's lag behind the voice (≈ 60 ms) and one 100 ms buffer
        assertTrue(early <= VoiceConfig.DEFAULT_EARLY_END_PAUSE_MS + 250, "ended " + early + " ms after the voice");
        assertTrue(late >= EndpointerConfig.defaults().trailingSilenceMs(), "waited " + late + " ms for the silence");
    }
}
