package homebot.audio.tts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.dsp.FrontEndConfig;
import homebot.audio.wav.WavReader;
import homebot.testing.ExternalTools;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Debian's flite (skips loudly without it, fails under -Dhomebot.strict=true), and what happens without it. */
class FliteSynthesizerTest {
    private final FliteSynthesizer flite = new FliteSynthesizer("flite", Duration.ofSeconds(20));

    @Test
    void eachVoiceSaysThePhraseAsSixteenKilohertzMonoOfTheSameLength() throws Exception {
        ExternalTools.requireProgram("flite", "flite");
        // kal is 8 kHz, kal16 the same diphones at 16 kHz: after conversion both last as long
        short[] kal = WavReader.toMono16k(flite.synthesize("kal", "hey jarvis", 1, 1), FrontEndConfig.defaults());
        short[] kal16 = WavReader.toMono16k(flite.synthesize("kal16", "hey jarvis", 1, 1), FrontEndConfig.defaults());
        assertEquals(kal16.length, kal.length, 16_000 * 0.05, "kal resampled from 8 kHz");
        for (String voice : new String[] {"awb", "rms", "slt"}) {
            var audio = flite.synthesize(voice, "hey jarvis", 1, 1);
            assertEquals(1, audio.format().channels(), voice);
            short[] pcm = WavReader.toMono16k(audio, FrontEndConfig.defaults());
            assertTrue(pcm.length > 16_000 * 0.5 && pcm.length < 16_000 * 2.5, voice + ": " + pcm.length + " samples");
            assertTrue(rms(pcm) > 500, voice + " is audible: rms " + rms(pcm));
        }
    }

    @Test
    void aLargerDurationStretchSpeaksSlower() throws Exception {
        ExternalTools.requireProgram("flite", "flite");
        int fast = flite.synthesize("slt", "hey jarvis", 0.8, 1).samples16().length;
        int slow = flite.synthesize("slt", "hey jarvis", 1.5, 1).samples16().length;
        assertTrue(slow > fast * 1.4, fast + " vs " + slow + " samples");
    }

    /** flite itself would speak an unknown voice as kal, silently: a training would then learn the wrong voice. */
    @Test
    void anUnknownVoiceIsRefusedNamingTheVoicesFliteHas() {
        ExternalTools.requireProgram("flite", "flite");
        TtsException e = assertThrows(TtsException.class, () -> flite.synthesize("nosuch", "hey jarvis", 1, 1));
        assertEquals(TtsErrors.VOICE_MISSING, e.code());
        assertTrue(e.getMessage().contains("nosuch") && e.getMessage().contains("slt"), e.getMessage());
    }

    @Test
    void aMissingFliteIsReportedWithThePackageToInstall() {
        FliteSynthesizer missing = new FliteSynthesizer("/nonexistent/flite", Duration.ofSeconds(5));
        TtsException e = assertThrows(TtsException.class, () -> missing.synthesize("slt", "hey jarvis", 1, 1));
        assertEquals(TtsErrors.ENGINE_MISSING, e.code());
        assertTrue(e.getMessage().contains("apt install flite"), e.getMessage());
    }

    @Test
    void aNonPositiveStretchOrPitchIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> flite.synthesize("slt", "hey", 0, 1));
        assertThrows(IllegalArgumentException.class, () -> flite.synthesize("slt", "hey", 1, -1));
    }

    private static double rms(short[] pcm) {
        double s = 0;
        for (short v : pcm) {
            s += (double) v * v;
        }
        return Math.sqrt(s / Math.max(1, pcm.length));
    }
}
