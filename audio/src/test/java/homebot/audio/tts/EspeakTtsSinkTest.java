package homebot.audio.tts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.vad.Levels;
import homebot.audio.wav.WavAudio;
import homebot.testing.ExternalTools;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class EspeakTtsSinkTest {
    @Test
    void chineseTextIsSpokenWithTheMandarinVoiceAndPlayed() throws Exception {
        requireEspeak();
        RecordingPlayer player = new RecordingPlayer();
        EspeakTtsSink sink = EspeakTtsSink.withDefaults(player);
        assertEquals("cmn", sink.voiceFor("番茄要放几个？"));
        assertEquals("en-us", sink.voiceFor("Tomatoes: two."));
        sink.speak("好的，计时器十分钟。");
        assertEquals(1, player.played.size());
        WavAudio audio = player.played.get(0);
        assertEquals(22_050, audio.format().sampleRate());
        assertTrue(audio.durationMillis() > 800, "real speech: " + audio);
        short[] s = audio.samples16();
        assertTrue(Levels.rmsDbfs(s, 0, s.length) > -40, "not silent");
    }

    @Test
    void chineseAndEnglishVoicesSoundDifferent() throws Exception {
        requireEspeak();
        EspeakTtsSink sink = EspeakTtsSink.withDefaults(new RecordingPlayer());
        assertTrue(!sink.synthesize("你好").equals(sink.synthesize("ni hao")));
    }

    @Test
    void blankSentenceIsNotSpoken() throws Exception {
        RecordingPlayer player = new RecordingPlayer();
        EspeakTtsSink.withDefaults(player).speak("  ");
        assertEquals(0, player.played.size());
    }

    @Test
    void missingBinaryIsTtsEngineMissingWithTheAptCommand() {
        EspeakTtsSink sink = new EspeakTtsSink("espeak-ng-not-installed", "", 160, Duration.ofSeconds(5),
                new RecordingPlayer());
        TtsException e = assertThrows(TtsException.class, () -> sink.speak("hello"));
        assertEquals("tts-engine-missing", e.code());
        assertTrue(e.getMessage().contains("sudo apt install espeak-ng"), e.getMessage());
    }

    @Test
    void unknownVoiceIsAnEngineFailureWithItsMessage() {
        requireEspeak();
        EspeakTtsSink sink = new EspeakTtsSink("espeak-ng", "xx-nonexistent", 160, Duration.ofSeconds(5),
                new RecordingPlayer());
        TtsException e = assertThrows(TtsException.class, () -> sink.speak("hello"));
        assertTrue(e.code().equals("tts-engine-failed") || e.code().equals("tts-bad-audio"), e.code());
    }

    @Test
    void stopDuringSpeakStopsThePlayer() throws Exception {
        requireEspeak();
        RecordingPlayer player = new RecordingPlayer();
        EspeakTtsSink sink = EspeakTtsSink.withDefaults(player);
        sink.stop();
        assertEquals(1, player.stops);
        sink.speak("hello");
        assertEquals(1, player.played.size(), "a stop before speak does not swallow the next sentence");
    }

    private static void requireEspeak() {
        ExternalTools.requireProgram("espeak-ng", "espeak-ng");
    }
}
