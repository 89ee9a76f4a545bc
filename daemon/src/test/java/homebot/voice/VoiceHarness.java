package homebot.voice;

import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.capture.AudioSource;
import homebot.turn.TurnHandler;
import homebot.turn.TurnPipeline;
import homebot.turn.TurnReply;
import homebot.turn.DialogueState;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/** Wires a {@link VoiceSession} to the fake engines; one per test. */
final class VoiceHarness implements AutoCloseable {
    static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-29T20:00:00Z"), ZoneOffset.UTC);

    final FakeSpeech speech = new FakeSpeech()
            .phrase("小爱同学").phrase("几点了").phrase("好的").phrase("番茄炒蛋").phrase("讲个故事")
            .phrase("明天天气").phrase("别说了").phrase("嗯", "").phrase("噪音").phrase("再试一次");
    VoiceConfig config = VoiceConfig.defaults();
    final RecordingTtsSink tts = new RecordingTtsSink();
    final RecordingEarconPlayer earcons = new RecordingEarconPlayer();
    final RecordingVoiceListener listener = new RecordingVoiceListener();
    final ScriptedTurnHandler handler = new ScriptedTurnHandler();
    final RecentRuns runs = new RecentRuns(5);
    final List<Duration> pauses = new ArrayList<>();
    final Deque<Object> sources = new ArrayDeque<>();
    final AtomicInteger opens = new AtomicInteger();
    ScriptedWakeWordDetector wake = new ScriptedWakeWordDetector(speech, "小爱同学");
    ScriptedRecognizerFactory recognizers = new ScriptedRecognizerFactory(speech, 300);
    FakeEndpointer endpointer;
    /** The endpointer claims to be a trained VAD, so it gates the stop check over playback. */
    boolean trainedVad;
    homebot.audio.wake.WakeWordDetector wakeOverride;
    homebot.audio.stt.SpeechRecognizerFactory recognizersOverride;
    ExpectedPhrases expected;
    TurnHandler fallback = (u, sink) -> Optional.of(TurnReply.of("", DialogueState.IDLE, "offline"));
    VoiceSession session;
    final List<homebot.turn.TurnListener> turnListeners = new ArrayList<>();

    /** Sources handed out in order by the factory: a FakeAudioSource, or an IOException to throw. */
    VoiceHarness source(Object sourceOrFailure) {
        sources.add(sourceOrFailure);
        return this;
    }

    VoiceHarness recognizerFinalAfter(long ms) {
        recognizers = new ScriptedRecognizerFactory(speech, ms);
        return this;
    }

    FakeAudioSource source(FakeSpeech.Script script) {
        FakeAudioSource s = new FakeAudioSource("mic-" + (sources.size() + 1), script.pcm());
        sources.add(s);
        return s;
    }

    VoiceSession start() throws IOException {
        endpointer = new FakeEndpointer(config).trained(trainedVad);
        session = VoiceSession.builder()
                .config(config)
                .source(this::nextSource)
                .wakeWordDetector(wakeOverride != null ? wakeOverride : wake)
                .recognizers(recognizersOverride != null ? recognizersOverride : recognizers)
                .endpointer(endpointer)
                .tts(tts)
                .earcons(earcons)
                .pipeline(new TurnPipeline(List.of(handler), turnListeners, fallback))
                .clock(CLOCK)
                .pauser(d -> {
                    synchronized (pauses) {
                        pauses.add(d);
                    }
                })
                .chatIds(() -> "chat-" + (chatCount.incrementAndGet()))
                .expectedPhrases(expected != null ? expected : ExpectedPhrases.fromConfig(config))
                .listener(listener)
                .listener(runs)
                .build();
        session.start();
        return session;
    }

    private final AtomicInteger chatCount = new AtomicInteger();

    void awaitFinished() throws InterruptedException {
        assertTrue(session.awaitFinished(Duration.ofSeconds(20)), "the session did not end; events: " + listener.events());
    }

    static void await(CountDownLatch latch, String what) throws InterruptedException {
        assertTrue(latch.await(10, TimeUnit.SECONDS), "timed out waiting for " + what);
    }

    private AudioSource nextSource() throws IOException {
        opens.incrementAndGet();
        Object next = sources.poll();
        if (next instanceof IOException e) {
            throw e;
        }
        if (next == null) {
            throw new IOException("no more fake devices");
        }
        return (AudioSource) next;
    }

    @Override
    public void close() {
        if (session != null) {
            session.close();
        }
    }
}
