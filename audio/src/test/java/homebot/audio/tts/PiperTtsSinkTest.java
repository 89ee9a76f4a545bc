package homebot.audio.tts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.Fixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PiperTtsSinkTest {
    @TempDir
    Path dir;

    @Test
    void runsPiperWithModelAndOutputFileAndPlaysTheResult() throws Exception {
        // A stand-in piper (not installable here) with piper's CLI: text on stdin, --model, --output_file;
        // it reads the text and writes a real espeak-ng recording (a committed fixture) so the sink reads a WAV back.
        Path fake = dir.resolve("piper");
        Files.writeString(fake, "#!/bin/sh\n[ \"$1\" = --model ] && [ \"$3\" = --output_file ] || exit 3\n"
                + "test -f \"$2\" || exit 4\ncat > /dev/null\ncp '" + Fixtures.file("hello-22k.wav") + "' \"$4\"\n");
        Files.setPosixFilePermissions(fake, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path voice = Files.writeString(dir.resolve("en_US-lessac-medium.onnx"), "fake");
        RecordingPlayer player = new RecordingPlayer();
        new PiperTtsSink(fake.toString(), voice, Duration.ofSeconds(20), player).speak("hello there");
        assertEquals(1, player.played.size());
        assertTrue(player.played.get(0).durationMillis() > 300);
    }

    @Test
    void missingPiperBinaryIsTtsEngineMissing() throws Exception {
        Path voice = Files.writeString(dir.resolve("v.onnx"), "fake");
        TtsException e = assertThrows(TtsException.class, () -> new PiperTtsSink(dir.resolve("nope").toString(), voice,
                Duration.ofSeconds(5), new RecordingPlayer()).speak("hi"));
        assertEquals("tts-engine-missing", e.code());
    }

    @Test
    void missingVoiceFileIsTtsVoiceMissing() {
        TtsException e = assertThrows(TtsException.class, () -> new PiperTtsSink("piper", dir.resolve("none.onnx"),
                Duration.ofSeconds(5), new RecordingPlayer()).speak("hi"));
        assertEquals("tts-voice-missing", e.code());
        assertTrue(e.getMessage().contains("none.onnx"));
    }
}
