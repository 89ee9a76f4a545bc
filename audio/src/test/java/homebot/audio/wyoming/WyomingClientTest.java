package homebot.audio.wyoming;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.stt.RecognitionResult;
import homebot.audio.stt.SpeechRecognizer;
import homebot.audio.stt.SttException;
import homebot.audio.tts.TtsException;
import homebot.audio.wake.WakeDetection;
import homebot.audio.wav.WavAudio;
import homebot.testing.wyoming.ScriptedWyomingPeer;
import homebot.testing.wyoming.ScriptedWyomingPeer.Frame;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The Wyoming client engines against a peer that speaks the protocol document byte for byte. */
@Timeout(30)
class WyomingClientTest {
    private static final Duration CONNECT = Duration.ofSeconds(2);

    private static short[] tone(int n) {
        short[] s = new short[n];
        for (int i = 0; i < n; i++) {
            s[i] = (short) (i * 31);
        }
        return s;
    }

    private static WyomingRecognizerFactory asr(ScriptedWyomingPeer peer, Duration timeout) {
        return new WyomingRecognizerFactory(WyomingEndpoint.parse(peer.uri()), "", "zh", CONNECT, timeout);
    }

    @Test
    void anUtteranceIsStreamedAndTheTranscriptComesBack() throws Exception {
        try (ScriptedWyomingPeer peer = new ScriptedWyomingPeer(c -> {
            c.readUntil("audio-stop");
            c.sendWithDataBlock("transcript", "{\"text\":\"打开做饭模式\",\"language\":\"zh\"}", null);
        })) {
            short[] audio = tone(1600);
            try (SpeechRecognizer r = asr(peer, Duration.ofSeconds(5)).open()) {
                r.accept(audio, 1600);
                r.accept(audio, 800);
                assertEquals("打开做饭模式", r.finish().text());
            }
            List<Frame> got = peer.received();
            assertEquals(List.of("transcribe", "audio-start", "audio-chunk", "audio-chunk", "audio-stop"),
                    got.stream().map(Frame::type).toList());
            assertEquals("zh", got.get(0).data().get("language").asText());
            assertEquals(16000, got.get(1).data().get("rate").asInt());
            assertEquals(2, got.get(1).data().get("width").asInt());
            assertEquals(1, got.get(1).data().get("channels").asInt());
            assertEquals(3200, got.get(2).payload().length);
            assertEquals(1600, got.get(3).payload().length, "only the samples counted are sent");
            assertEquals(31, (got.get(2).payload()[2] & 0xff) | (got.get(2).payload()[3] << 8), "little-endian s16");
        }
    }

    @Test
    void streamedTranscriptChunksArePartialsAndUnknownEventsAreIgnored() throws Exception {
        CountDownLatch chunkSent = new CountDownLatch(1);
        try (ScriptedWyomingPeer peer = new ScriptedWyomingPeer(c -> {
            c.readUntil("audio-chunk");
            c.send("transcript-start", "{\"language\":\"zh\"}");
            c.send("satellite-dance", "{\"moves\":3}", new byte[] {1, 2, 3});
            c.send("transcript-chunk", "{\"text\":\"下一\"}");
            chunkSent.countDown();
            c.readUntil("audio-stop");
            c.send("transcript", "{\"text\":\"下一步\"}");
            c.send("transcript-stop", null);
        })) {
            try (SpeechRecognizer r = asr(peer, Duration.ofSeconds(5)).open()) {
                // the chunk may already be read while this first audio goes out: its answer counts too
                RecognitionResult partial = r.accept(tone(1600), 1600);
                assertTrue(chunkSent.await(5, TimeUnit.SECONDS));
                long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5); // the same 5 s as the waits above
                while (System.nanoTime() < until && !(partial instanceof RecognitionResult.Partial)) {
                    partial = r.accept(tone(160), 160); // the chunk is read on another thread: feed until it shows
                    Thread.sleep(5);
                }
                assertEquals(new RecognitionResult.Partial("下一"), partial);
                assertEquals("下一步", r.finish().text());
            }
        }
    }

    @Test
    void aServerClosingMidStreamFailsTheUtteranceWithAStableCode() throws Exception {
        try (ScriptedWyomingPeer peer = new ScriptedWyomingPeer(c -> {
            c.readUntil("audio-chunk");
            c.hangUp();
        })) {
            SttException e = assertThrows(SttException.class, () -> {
                try (SpeechRecognizer r = asr(peer, Duration.ofSeconds(5)).open()) {
                    r.accept(tone(1600), 1600);
                    r.finish();
                }
            });
            assertEquals(WyomingRecognizerFactory.REMOTE_UNAVAILABLE, e.code());
        }
    }

    @Test
    void aServerThatNeverAnswersTimesOut() throws Exception {
        try (ScriptedWyomingPeer peer = new ScriptedWyomingPeer(c -> {
            while (c.read() != null) {
                // swallow everything, answer nothing
            }
        })) {
            SpeechRecognizer r = asr(peer, Duration.ofMillis(600)).open();
            r.accept(tone(1600), 1600);
            SttException e = assertThrows(SttException.class, r::finish);
            assertTrue(e.getMessage().contains("no transcript within 600 ms"), e.getMessage());
        }
    }

    @Test
    void nobodyListeningIsUnavailableAtOpen() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        var factory = new WyomingRecognizerFactory(new WyomingEndpoint("127.0.0.1", port), "", "", CONNECT,
                Duration.ofSeconds(1));
        assertEquals(WyomingRecognizerFactory.REMOTE_UNAVAILABLE, assertThrows(SttException.class, factory::open).code());
    }

    private static ScriptedWyomingPeer.Script ttsServer(boolean streaming, List<String> seen) {
        return c -> {
            Frame first = c.read();
            if (first.type().equals("describe")) {
                c.send("info", "{\"tts\":[{\"name\":\"piper\",\"installed\":true,\"attribution\":{\"name\":\"x\","
                        + "\"url\":\"y\"},\"voices\":[],\"supports_synthesize_streaming\":" + streaming + "}]}");
                return;
            }
            seen.add(first.type());
            if (streaming) {
                Frame f;
                while ((f = c.read()) != null && !f.type().equals("synthesize-stop")) {
                    seen.add(f.type());
                }
                seen.add("synthesize-stop");
                for (int seg = 0; seg < 2; seg++) {
                    c.send("audio-start", "{\"rate\":22050,\"width\":2,\"channels\":1}");
                    c.send("audio-chunk", "{\"rate\":22050,\"width\":2,\"channels\":1}", new byte[] {(byte) seg, 0});
                    c.send("audio-stop", null);
                }
                c.send("synthesize-stopped", null);
            } else {
                c.send("audio-start", "{\"rate\":22050,\"width\":2,\"channels\":1,\"timestamp\":0}");
                c.send("audio-chunk", "{\"rate\":22050,\"width\":2,\"channels\":1}", new byte[] {1, 0, 2, 0});
                c.send("voice-started", null); // not a TTS event: ignored
                c.sendWithDataBlock("audio-chunk", "{\"rate\":22050,\"width\":2,\"channels\":1}", new byte[] {3, 0});
                c.send("audio-stop", null);
            }
        };
    }

    @Test
    void aSentenceIsSynthesizedIntoOneClip() throws Exception {
        List<String> seen = new ArrayList<>();
        try (ScriptedWyomingPeer peer = new ScriptedWyomingPeer(ttsServer(false, seen))) {
            var tts = new WyomingSynthesizer(WyomingEndpoint.parse(peer.uri()), new Tts.Voice("zh_CN-huayan", null, null),
                    CONNECT, Duration.ofSeconds(5));
            WavAudio clip = tts.synthesize("好的，开始做红烧肉。");
            assertEquals(22050, clip.format().sampleRate());
            assertArrayEquals(new byte[] {1, 0, 2, 0, 3, 0}, clip.data());
            assertEquals(List.of("synthesize"), seen);
            Frame synth = peer.received().stream().filter(f -> f.type().equals("synthesize")).findFirst().orElseThrow();
            assertEquals("好的，开始做红烧肉。", synth.data().get("text").asText());
            assertEquals("zh_CN-huayan", synth.data().get("voice").get("name").asText());
        }
    }

    @Test
    void aStreamingServerGetsTheStreamingFormAndEverySegmentIsKept() throws Exception {
        List<String> seen = new ArrayList<>();
        try (ScriptedWyomingPeer peer = new ScriptedWyomingPeer(ttsServer(true, seen))) {
            var tts = new WyomingSynthesizer(WyomingEndpoint.parse(peer.uri()), null, CONNECT, Duration.ofSeconds(5));
            WavAudio clip = tts.synthesize("下一步：放糖。");
            assertEquals(List.of("synthesize-start", "synthesize-chunk", "synthesize", "synthesize-stop"), seen);
            assertArrayEquals(new byte[] {0, 0, 1, 0}, clip.data());
            assertEquals(Boolean.TRUE, tts.streaming());
        }
    }

    @Test
    void aTtsServerClosingMidReplyIsUnavailable() throws Exception {
        try (ScriptedWyomingPeer peer = new ScriptedWyomingPeer(c -> {
            Frame f = c.read();
            if (f.type().equals("describe")) {
                c.send("info", "{\"tts\":[]}");
                return;
            }
            c.send("audio-start", "{\"rate\":16000,\"width\":2,\"channels\":1}");
            c.writeRaw("{\"type\":\"audio-chunk\",\"data\":{\"rate\":16000,\"width\":2,\"channels\":1},\"payload_length\":100}\n12"
                    .getBytes());
            c.hangUp();
        })) {
            var tts = new WyomingSynthesizer(WyomingEndpoint.parse(peer.uri()), null, CONNECT, Duration.ofSeconds(5));
            TtsException e = assertThrows(TtsException.class, () -> tts.synthesize("你好"));
            assertEquals(WyomingSynthesizer.REMOTE_UNAVAILABLE, e.code());
            assertTrue(e.getMessage().contains(WyomingException.TRUNCATED), e.getMessage());
        }
    }

    @Test
    void aWakeWordServerDetectionWakesAndResetEndsTheStream() throws Exception {
        try (ScriptedWyomingPeer peer = new ScriptedWyomingPeer(c -> {
            c.readUntil("audio-chunk");
            c.readUntil("audio-chunk");
            c.send("detection", "{\"name\":\"ok_nabu\",\"timestamp\":200}");
            if (c.readUntil("audio-stop") != null) {
                c.send("not-detected", null);
            }
        })) {
            var wake = new WyomingWakeWordDetector(WyomingEndpoint.parse(peer.uri()), List.of("ok_nabu"), CONNECT);
            Optional<WakeDetection> hit = Optional.empty();
            for (int i = 0; i < 400 && hit.isEmpty(); i++) {
                hit = wake.accept(tone(1600), 1600);
                Thread.sleep(5);
            }
            assertEquals("ok_nabu", hit.orElseThrow().phrase());
            wake.reset();
            Frame detect = peer.received().get(0);
            assertEquals("detect", detect.type());
            assertEquals("ok_nabu", detect.data().get("names").get(0).asText());
            for (int i = 0; i < 200 && !peer.receivedTypes().contains("audio-stop"); i++) {
                Thread.sleep(10);
            }
            assertTrue(peer.receivedTypes().contains("audio-stop"), peer.receivedTypes().toString());
            wake.close();
        }
    }

    @Test
    void aWakeWordServerThatDiesRaisesACodedError() throws Exception {
        ScriptedWyomingPeer peer = new ScriptedWyomingPeer(c -> {
            c.readUntil("audio-chunk");
            c.hangUp();
        });
        var wake = new WyomingWakeWordDetector(WyomingEndpoint.parse(peer.uri()), List.of(), CONNECT);
        WyomingWakeWordDetector.RemoteWakeException e = null;
        for (int i = 0; i < 400 && e == null; i++) {
            try {
                wake.accept(tone(1600), 1600);
                Thread.sleep(5);
            } catch (WyomingWakeWordDetector.RemoteWakeException x) {
                e = x;
            }
        }
        assertInstanceOf(WyomingWakeWordDetector.RemoteWakeException.class, e);
        peer.close();
    }
}
