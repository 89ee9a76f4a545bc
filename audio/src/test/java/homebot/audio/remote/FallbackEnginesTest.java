package homebot.audio.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.stt.RecognitionResult;
import homebot.audio.stt.SpeechRecognizer;
import homebot.audio.stt.SpeechRecognizerFactory;
import homebot.audio.tts.SpeechSynthesizer;
import homebot.audio.tts.TtsException;
import homebot.audio.wav.WavAudio;
import homebot.audio.wyoming.WyomingEndpoint;
import homebot.audio.wyoming.WyomingRecognizerFactory;
import homebot.audio.wyoming.WyomingSynthesizer;
import homebot.testing.MovableClock;
import homebot.testing.wyoming.ScriptedWyomingPeer;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A remote engine that goes away mid-turn: the local engine answers, the outage is noticed once, the remote returns. */
@Timeout(30)
class FallbackEnginesTest {
    private final MovableClock clock = MovableClock.kitchenEvening();
    private final RemoteServices services = new RemoteServices(clock);

    /** A local recognizer that counts what it heard and says so. */
    static final class RecordingLocal implements SpeechRecognizerFactory {
        final List<Integer> heard = new ArrayList<>();

        @Override
        public SpeechRecognizer open() {
            heard.add(0);
            int index = heard.size() - 1;
            return new SpeechRecognizer() {
                @Override
                public RecognitionResult accept(short[] samples, int count) {
                    heard.set(index, heard.get(index) + count);
                    return RecognitionResult.NOTHING;
                }

                @Override
                public RecognitionResult.Final finish() {
                    return new RecognitionResult.Final("local heard " + heard.get(index), List.of());
                }

                @Override
                public void reset() {}

                @Override
                public void close() {}
            };
        }

        @Override
        public SpeechRecognizer open(List<String> phrases) {
            return open();
        }

        @Override
        public boolean knows(String phrase) {
            return true;
        }

        @Override
        public void close() {}
    }

    private static int deadPort() throws Exception {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    @Test
    void aServerKilledMidUtteranceLeavesTheLocalEngineTheWholeUtterance() throws Exception {
        ScriptedWyomingPeer peer = new ScriptedWyomingPeer(c -> {
            c.readUntil("audio-chunk");
            c.hangUp();
        });
        RecordingLocal local = new RecordingLocal();
        RemoteService health = services.register("stt", "wyoming " + peer.uri(), "识别服务器连不上", Duration.ofSeconds(30));
        var stt = new FallbackRecognizerFactory(new WyomingRecognizerFactory(WyomingEndpoint.parse(peer.uri()), "", "zh",
                Duration.ofSeconds(2), Duration.ofSeconds(5)), local, health, 16_000 * 30);
        try (SpeechRecognizer r = stt.open()) {
            for (int i = 0; i < 5; i++) {
                r.accept(new short[1600], 1600);
                Thread.sleep(20); // let the hang-up arrive while audio still flows
            }
            assertEquals("local heard 8000", r.finish().text(), "every sample reached the local engine once");
        }
        assertTrue(health.away());
        assertEquals(List.of("识别服务器连不上"), services.drainNotices());
        assertTrue(services.lines().get(0).contains("local fallback in use"), services.lines().toString());
        peer.close();
    }

    @Test
    void whileAwayTheRemoteIsLeftAloneUntilTheRetryTimeAndTheNoticeIsSpokenOnce() throws Exception {
        RecordingLocal local = new RecordingLocal();
        RemoteService health = services.register("stt", "dead", "away", Duration.ofSeconds(30));
        int port = deadPort();
        List<Integer> attempts = new ArrayList<>();
        SpeechRecognizerFactory remote = new WyomingRecognizerFactory(new WyomingEndpoint("127.0.0.1", port), "", "",
                Duration.ofSeconds(1), Duration.ofSeconds(1));
        SpeechRecognizerFactory counting = new SpeechRecognizerFactory() {
            @Override
            public SpeechRecognizer open() {
                attempts.add(1);
                return remote.open();
            }

            @Override
            public SpeechRecognizer open(List<String> p) {
                return open();
            }

            @Override
            public boolean knows(String p) {
                return false;
            }

            @Override
            public void close() {}
        };
        var stt = new FallbackRecognizerFactory(counting, local, health, 16_000);
        for (int turn = 0; turn < 3; turn++) {
            try (SpeechRecognizer r = stt.open()) {
                r.accept(new short[160], 160);
                assertEquals("local heard 160", r.finish().text());
            }
        }
        assertEquals(1, attempts.size(), "one failed connect, then the local engine until the retry time");
        assertEquals(List.of("away"), services.drainNotices());
        clock.advance(Duration.ofSeconds(31));
        try (SpeechRecognizer r = stt.open()) {
            r.finish();
        }
        assertEquals(2, attempts.size(), "tried again after retry_after");
        assertEquals(List.of(), services.drainNotices(), "still the same outage: not said again");
        assertEquals(1, health.outages());
    }

    @Test
    void aRemoteVoiceThatFailsIsReplacedByTheLocalOneAndComesBack() throws Exception {
        List<String> localSaid = new ArrayList<>();
        SpeechSynthesizer local = new SpeechSynthesizer() {
            @Override
            public WavAudio synthesize(String text) {
                localSaid.add(text);
                return WavAudio.mono16(new short[10], 16_000);
            }

            @Override
            public void cancel() {}

            @Override
            public String describe() {
                return "local";
            }
        };
        RemoteService health = services.register("tts", "wyoming", "声音服务器连不上", Duration.ofSeconds(30));
        int port = deadPort();
        var tts = new FallbackSynthesizer(new WyomingSynthesizer(new WyomingEndpoint("127.0.0.1", port), null,
                Duration.ofSeconds(1), Duration.ofSeconds(2)), local, health);
        assertEquals(10, tts.synthesize("好的").frames());
        assertEquals(List.of("好的"), localSaid);
        assertTrue(health.away());
        assertEquals(List.of("声音服务器连不上"), services.drainNotices());
        clock.advance(Duration.ofSeconds(31));
        assertTrue(health.worthTrying());
        try (ScriptedWyomingPeer peer = new ScriptedWyomingPeer(c -> {
            if (c.read().type().equals("describe")) {
                c.send("info", "{\"tts\":[]}");
                return;
            }
            c.send("audio-start", "{\"rate\":16000,\"width\":2,\"channels\":1}");
            c.send("audio-chunk", "{\"rate\":16000,\"width\":2,\"channels\":1}", new byte[8]);
            c.send("audio-stop", null);
        })) {
            var back = new FallbackSynthesizer(new WyomingSynthesizer(WyomingEndpoint.parse(peer.uri()), null,
                    Duration.ofSeconds(1), Duration.ofSeconds(2)), local, health);
            assertEquals(4, back.synthesize("下一步").frames());
            assertFalse(health.away());
        }
    }

    @Test
    void theNoticingSinkSaysEachNoticeOnceBeforeTheNextSentence() throws TtsException {
        List<String> said = new ArrayList<>();
        var inner = new homebot.audio.tts.TtsSink() {
            @Override
            public void speak(String sentence) {
                said.add(sentence);
            }

            @Override
            public void stop() {}

            @Override
            public String describe() {
                return "recording";
            }
        };
        RemoteService health = services.register("stt", "x", "识别服务器连不上", Duration.ofSeconds(30));
        NoticingSink sink = new NoticingSink(inner, services);
        health.failed("wyoming-unavailable", "refused");
        health.failed("wyoming-unavailable", "refused again");
        sink.speak("好的。");
        sink.speak("下一步。");
        assertEquals(List.of("识别服务器连不上", "好的。", "下一步。"), said);
    }
}
