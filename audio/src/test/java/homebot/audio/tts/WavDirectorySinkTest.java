package homebot.audio.tts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.vad.Levels;
import homebot.audio.wav.WavAudio;
import homebot.audio.wav.WavReader;
import homebot.testing.ExternalTools;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WavDirectorySinkTest {
    @TempDir
    Path dir;

    @Test
    void everyUtteranceIsRenderedWithEspeakAndSavedNumbered() throws Exception {
        ExternalTools.requireProgram("espeak-ng", "espeak-ng");
        RecordingPlayer neverUsed = new RecordingPlayer();
        WavDirectorySink sink = new WavDirectorySink(dir, EspeakTtsSink.withDefaults(neverUsed));
        sink.speak("下一步：切番茄。");
        sink.speak("Timer set for ten minutes.");

        assertEquals(List.of(dir.resolve("0001.wav"), dir.resolve("0002.wav")), sink.written());
        assertEquals("下一步：切番茄。\n", Files.readString(dir.resolve("0001.txt")));
        for (Path wav : sink.written()) {
            WavAudio audio = WavReader.read(wav);
            short[] s = audio.samples16();
            assertTrue(audio.durationMillis() > 500 && Levels.rmsDbfs(s, 0, s.length) > -40, wav + ": " + audio);
        }
        assertEquals(0, neverUsed.played.size(), "nothing is played");
    }

    @Test
    void numberingContinuesAfterExistingFiles() throws Exception {
        ExternalTools.requireProgram("espeak-ng", "espeak-ng");
        Files.write(dir.resolve("0007.wav"), new byte[0]);
        WavDirectorySink sink = new WavDirectorySink(dir, EspeakTtsSink.withDefaults(new RecordingPlayer()));
        sink.speak("ok");
        assertEquals(List.of(dir.resolve("0008.wav")), sink.written());
    }

    @Test
    void textSinkPrintsOneLinePerSentence() {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        TextSink sink = new TextSink(new java.io.PrintStream(bytes, true, java.nio.charset.StandardCharsets.UTF_8), "> ");
        sink.speak("好的。");
        sink.speak(" ");
        sink.speak("Done.");
        assertEquals("> 好的。\n> Done.\n", bytes.toString(java.nio.charset.StandardCharsets.UTF_8));
    }
}
