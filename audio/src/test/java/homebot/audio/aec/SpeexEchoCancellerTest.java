package homebot.audio.aec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.Fixtures;
import homebot.audio.capture.AudioSource;
import homebot.audio.vad.Levels;
import homebot.audio.wake.OpenWakeWordConfig;
import homebot.audio.wake.OpenWakeWordDetector;
import homebot.audio.wav.WavReader;
import homebot.testing.EchoPath;
import homebot.testing.ExternalTools;
import homebot.testing.OnnxTestModels;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * speexdsp's canceller (Debian libspeexdsp1) on a simulated echo path: homebot's own voice is taken out of the
 * microphone so it cannot wake homebot, while the user's voice over it still does. Real openWakeWord models.
 */
class SpeexEchoCancellerTest {
    @BeforeAll
    static void needsSpeexDsp() {
        boolean present = Files.exists(Path.of("/usr/lib/x86_64-linux-gnu/libspeexdsp.so.1"))
                || Files.exists(Path.of("/usr/lib/aarch64-linux-gnu/libspeexdsp.so.1"));
        ExternalTools.require(present, "libspeexdsp.so.1", "sudo apt install libspeexdsp1");
    }

    /** Plays {@code played} while the microphone hears {@code micAudio}; returns what the wake word hears. */
    static short[] throughCanceller(short[] played, short[] micAudio) throws IOException {
        PlaybackReference reference = new PlaybackReference(AudioSource.SAMPLE_RATE * 60);
        reference.played(played, played.length);
        try (SpeexEchoCanceller aec = new SpeexEchoCanceller(250);
             EchoCancellingSource source = new EchoCancellingSource(new ArraySource(micAudio), reference, aec)) {
            short[] out = new short[micAudio.length];
            short[] buf = new short[1600];
            int total = 0;
            for (int n; (n = source.read(buf)) >= 0; ) {
                System.arraycopy(buf, 0, out, total, n);
                total += n;
            }
            return Arrays.copyOf(out, total);
        }
    }

    @Test
    void theEchoOfSpeechIsReducedByAtLeast15dbOnceConverged() throws Exception {
        short[] tts = concat(WavReader.readMono16k(Fixtures.file("speech-en.wav")), WavReader.readMono16k(Fixtures.file("speech-zh.wav")));
        short[] mic = EchoPath.mix(new EchoPath(640, 0.6).echo(tts, tts.length));
        short[] out = throughCanceller(tts, mic);
        int from = tts.length / 2; // after the adaptive filter converged
        double before = Levels.rmsDbfs(mic, from, out.length - from);
        double after = Levels.rmsDbfs(out, from, out.length - from);
        assertTrue(before - after >= 15, "echo " + before + " dBFS → " + after + " dBFS");
    }

    @Test
    void homebotSayingTheWakePhraseDoesNotWakeItThroughTheCancellerButDoesWithout() throws Exception {
        // The assistant's reply contains the wake phrase, loud at the microphone (worst case).
        short[] reply = concat(WavReader.readMono16k(Fixtures.file("speech-en.wav")),
                WavReader.readMono16k(Fixtures.file("hey-jarvis.wav")));
        short[] mic = EchoPath.mix(new EchoPath(640, 0.8).echo(reply, reply.length));
        assertEquals(1, wakes(mic), "the echo alone wakes an unprotected detector");
        assertEquals(0, wakes(throughCanceller(reply, mic)), "through the canceller it does not");
    }

    @Test
    void theUserSayingTheWakePhraseOverPlaybackStillWakesThroughTheCanceller() throws Exception {
        short[] reply = concat(WavReader.readMono16k(Fixtures.file("speech-en.wav")),
                WavReader.readMono16k(Fixtures.file("speech-zh.wav")));
        short[] user = WavReader.readMono16k(Fixtures.file("hey-jarvis.wav"));
        double[] echo = new EchoPath(640, 0.6).echo(reply, reply.length);
        short[] mic = EchoPath.mix(echo, EchoPath.asDouble(user, reply.length - user.length - 8000, reply.length));
        assertEquals(1, wakes(throughCanceller(reply, mic)));
    }

    private static int wakes(short[] audio) {
        Map<String, String> files = Map.of("melspectrogram", OnnxTestModels.MELSPECTROGRAM, "embedding_model",
                OnnxTestModels.EMBEDDING, "hey_jarvis_v0.1", OnnxTestModels.HEY_JARVIS, "silero_vad", OnnxTestModels.SILERO_VAD);
        try (OpenWakeWordDetector d = OpenWakeWordDetector.load(OpenWakeWordConfig.defaults(),
                n -> OnnxTestModels.require(files.get(n)))) {
            int count = 0;
            for (int off = 0; off + 1600 <= audio.length; off += 1600) {
                if (d.accept(Arrays.copyOfRange(audio, off, off + 1600), 1600).isPresent()) {
                    count++;
                }
            }
            return count;
        }
    }

    static short[] concat(short[] a, short[] b) {
        short[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    /** A finite source over an array (the file sources need a file). */
    static final class ArraySource implements AudioSource {
        private final short[] data;
        private int pos;

        ArraySource(short[] data) {
            this.data = data;
        }

        @Override
        public int read(short[] buffer) {
            if (pos >= data.length) {
                return -1;
            }
            int n = Math.min(buffer.length, data.length - pos);
            System.arraycopy(data, pos, buffer, 0, n);
            pos += n;
            return n;
        }

        @Override
        public String describe() {
            return "array";
        }

        @Override
        public void close() {}
    }

}
