package homebot.bench;

import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.audio.capture.AudioSource;
import homebot.audio.tts.EspeakTtsSink;
import homebot.audio.tts.Playback;
import homebot.audio.tts.PlaybackLine;
import homebot.audio.vad.EndpointerConfig;
import homebot.audio.vad.SileroEndpointer;
import homebot.audio.vad.SileroVad;
import homebot.audio.vad.VadConfig;
import homebot.audio.wake.WakeDetection;
import homebot.audio.wake.WakeWordDetector;
import homebot.config.ConfigLoader;
import homebot.skills.api.Utterance;
import homebot.turn.ReplySink;
import homebot.voice.IntentCompleteness;
import homebot.voice.VoiceConfig;
import homebot.voice.VoiceEvent;
import homebot.voice.VoiceSession;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Time to answer (issue 13): from the true end of the user's speech to the first audio sample of the reply at the
 * sink, through the real voice session (listening stage, Silero VAD endpointer, early end of turn by the intent
 * engine), the daemon's turn pipeline (the real Assembly, cooking mode entered as a user does, the cooking skill
 * from the class path) and espeak-ng synthesizing the reply into a playback line that notes when its first bytes
 * arrive. Audio is fed at real-time pace in 100 ms buffers, as a microphone delivers it. Utterances are spoken by
 * espeak-ng in 5 Mandarin voices at 3 speeds; the true speech end is known from trimming.
 *
 * <p>No real recognizer: {@link AlignedRecognizers} reveals each word once its audio is fed plus {@code lagMs};
 * a real engine's own delay is not included beyond that.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar homebot.bench.TimeToAnswerBench MODELS_DIR [reps] [lagMs]
 * [earlyPauseMs] [case name prefix, e.g. next-step, or ""] [silero|energy]}
 */
public final class TimeToAnswerBench {
    /** What is said, and whether it is asked in cooking mode. */
    record Case(String name, String text, boolean cooking) {}

    static final List<Case> CASES = List.of(
            new Case("next-step (cooking mode, complete command)", "下一步", true),
            new Case("how-much (cooking mode, free slot: full silence)", "盐放多少", true),
            new Case("what-time (no mode, complete command)", "现在几点", false));
    static final String[] VOICES = {"cmn", "cmn+f2", "cmn+m3", "cmn+f4", "cmn+klatt2"};
    static final int[] SPEEDS = {130, 160, 190};

    private TimeToAnswerBench() {}

    public static void main(String[] args) throws Exception {
        Path models = Path.of(args[0]);
        int reps = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        long lagMs = args.length > 2 ? Long.parseLong(args[2]) : 0;
        long pauseMs = args.length > 3 ? Long.parseLong(args[3]) : VoiceConfig.DEFAULT_EARLY_END_PAUSE_MS;
        String only = args.length > 4 ? args[4] : "";
        boolean energy = args.length > 5 && args[5].equals("energy");
        Path workspace = Files.createTempDirectory("homebot-bench-answer");
        EndpointerConfig timing = EndpointerConfig.defaults();
        System.out.printf(Locale.ROOT, "early pause %d ms, recognizer lag %d ms, trailing silence %d ms, %d rep(s), "
                + "endpointer %s%n", pauseMs, lagMs, timing.trailingSilenceMs(), reps, energy ? "energy (RMS)" : "Silero");
        try (Assembly app = new Assembly(new ConfigLoader(Schema.create(), Map.of("HOMEBOT_WORKSPACE",
                workspace.toString())::get).load(Optional.empty()), Clock.systemDefaultZone());
             SileroEndpointer silero = new SileroEndpointer(SileroVad.load(models.resolve("silero_vad.onnx")),
                     timing, 0.5, VadConfig.defaults().effectiveEndThreshold(), VadConfig.defaults().levelEndDb())) {
            AtomicReference<PacedSource> source = new AtomicReference<>();
            AlignedRecognizers recognizers = new AlignedRecognizers(() -> source.get().delivered(), lagMs);
            FirstAudio firstAudio = new FirstAudio();
            for (Case c : CASES) {
                if (!c.name().startsWith(only)) {
                    continue;
                }
                setMode(app, c.cooking());
                List<Double> total = new ArrayList<>();
                List<Double> endpoint = new ArrayList<>();
                List<Double> reply = new ArrayList<>();
                List<String> heard = new ArrayList<>();
                for (int rep = 0; rep < reps; rep++) {
                    for (String voice : VOICES) {
                        for (int speed : SPEEDS) {
                            if (c.cooking()) {
                                say(app, "从头开始"); // every 下一步 has a next step to say
                            }
                            SpokenText spoken = SpokenText.speak(c.text(), voice, speed, 500, 3000);
                            PacedSource clip = new PacedSource(spoken.pcm());
                            source.set(clip);
                            recognizers.play(spoken);
                            firstAudio.reset();
                            AtomicLong endedAtSample = new AtomicLong(-1);
                            AtomicReference<String> transcript = new AtomicReference<>();
                            VoiceSession session = VoiceSession.builder()
                                    .config(VoiceConfig.defaults().withEarlyEndPauseMs(pauseMs))
                                    .source(() -> clip)
                                    .wakeWordDetector(new NeverWakes())
                                    .recognizers(recognizers)
                                    .endpointer(energy ? new homebot.audio.vad.EnergyEndpointer(timing)
                                            : borrowed(silero))
                                    .maxUtteranceMs(timing.maxUtteranceMs())
                                    .commandCompleteness(new IntentCompleteness(app::commandIntents), pauseMs)
                                    .tts(new EspeakTtsSink("espeak-ng", "", 160, Duration.ofSeconds(20),
                                            new Playback(format -> firstAudio)))
                                    .pipeline(app.pipeline())
                                    .listener(t -> {
                                        if (t.event() instanceof VoiceEvent.SpeechEnded s && endedAtSample.get() < 0) {
                                            endedAtSample.set(clip.delivered());
                                            transcript.set(s.transcript());
                                        }
                                    })
                                    .build();
                            session.start();
                            session.pressButton();
                            session.awaitFinished(Duration.ofSeconds(30));
                            session.close();
                            long first = firstAudio.firstNanos();
                            if (first < 0 || endedAtSample.get() < 0) {
                                System.out.println("  no reply for " + c.text() + " (" + voice + ", " + speed + ")");
                                continue;
                            }
                            long trueEnd = clip.wallNanosOf(spoken.speechEnd());
                            long ended = clip.wallNanosOf(endedAtSample.get());
                            total.add((first - trueEnd) / 1e6);
                            endpoint.add((ended - trueEnd) / 1e6);
                            reply.add((first - ended) / 1e6);
                            heard.add(transcript.get());
                        }
                    }
                }
                System.out.printf(Locale.ROOT, "%s \"%s\": n=%d  speech end -> first reply audio median %.0f ms, p90 %.0f"
                                + " ms | speech end -> utterance ended median %.0f, p90 %.0f | utterance end -> first audio "
                                + "(turn + espeak-ng) median %.0f, p90 %.0f%n", c.name(), c.text(), total.size(),
                        pct(total, 50), pct(total, 90), pct(endpoint, 50), pct(endpoint, 90), pct(reply, 50),
                        pct(reply, 90));
                System.out.println("  transcripts: " + heard.stream().distinct().toList());
            }
        }
    }

    private static void setMode(Assembly app, boolean cooking) {
        boolean on = app.modes().active().isPresent();
        if (cooking && !on) {
            say(app, "打开做饭模式");
            say(app, "做番茄炒蛋");
        } else if (!cooking && on) {
            say(app, "退出做饭模式");
        }
        if (app.modes().active().isPresent() != cooking) {
            throw new IllegalStateException("cooking mode should be " + (cooking ? "on" : "off"));
        }
    }

    private static void say(Assembly app, String text) {
        app.pipeline().run(new Utterance(text, "voice", "bench", "guest"), ReplySink.NONE);
    }

    static double pct(List<Double> values, double p) {
        if (values.isEmpty()) {
            return Double.NaN;
        }
        List<Double> s = values.stream().sorted().toList();
        int rank = (int) Math.ceil(p / 100.0 * s.size());
        return s.get(Math.max(0, Math.min(s.size() - 1, rank - 1)));
    }

    /** The model stays loaded across sessions: a session closes an endpointer it owns, not this view of it. */
    private static homebot.audio.vad.Endpointer borrowed(SileroEndpointer silero) {
        return new homebot.audio.vad.Endpointer() {
            @Override
            public homebot.audio.vad.EndpointEvent accept(short[] samples, int count) {
                return silero.accept(samples, count);
            }

            @Override
            public void reset() {
                silero.reset();
            }

            @Override
            public long pauseMillis() {
                return silero.pauseMillis();
            }
        };
    }

    /** The session is opened by the push-to-talk button, as after a wake word. */
    private static final class NeverWakes implements WakeWordDetector {
        @Override
        public Optional<WakeDetection> accept(short[] samples, int count) {
            return Optional.empty();
        }

        @Override
        public void reset() {}

        @Override
        public void close() {}
    }

    /** A playback line that notes when the first bytes of a reply reach it and takes everything at once. */
    static final class FirstAudio implements PlaybackLine {
        private final AtomicLong first = new AtomicLong(-1);

        void reset() {
            first.set(-1);
        }

        long firstNanos() {
            return first.get();
        }

        @Override
        public int write(byte[] data, int offset, int length) {
            first.compareAndSet(-1, System.nanoTime());
            return length;
        }

        @Override
        public void drain() {}

        @Override
        public void abort() {}

        @Override
        public void close() {}
    }
}
