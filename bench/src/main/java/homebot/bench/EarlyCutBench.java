package homebot.bench;

import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.audio.vad.EndpointEvent;
import homebot.audio.vad.EndpointerConfig;
import homebot.audio.vad.SileroEndpointer;
import homebot.audio.vad.SileroVad;
import homebot.audio.vad.VadConfig;
import homebot.config.ConfigLoader;
import homebot.skills.api.Utterance;
import homebot.skills.api.nlu.CommandIntents;
import homebot.turn.ReplySink;
import homebot.voice.CommandCompleteness;
import homebot.voice.IntentCompleteness;
import homebot.voice.Vocabulary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Wrong early cuts (issue 13) by the wired {@link IntentCompleteness} over the utterance corpus ({@code
 * bench/src/test/resources/corpus/tuned}, each line in the mode its sequence is in: cooking mode after
 * {@code mode=on}) plus held-out sentences that start with a command word. A cut is wrong when the utterance
 * ends before the speaker has finished: a proper prefix of the words is a whole command in that context AND the
 * speaker pauses there for the early pause. First by text (an upper bound: a prefix is complete), then spoken by
 * espeak-ng (Mandarin or English voices, 3 speeds) through Silero VAD in 100 ms buffers with each word revealed
 * once its audio is fed, deciding as the listening stage does (speech started, a partial heard, the endpointer's
 * pause at least the early pause, the partial complete). An utterance with no complete proper prefix cannot be
 * cut and is counted without being spoken.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar homebot.bench.EarlyCutBench CORPUS_DIR MODELS_DIR
 * [pauses, e.g. 150,200,250]}
 */
public final class EarlyCutBench {
    static final List<String> COMMAND_LED = List.of(
            "下一步之前先告诉我要准备什么", "下一步是什么", "下一步要多久", "停一下火", "停在第三步", "再说一遍第二步",
            "知道了吗", "知道了然后呢", "好的那就先切菜", "取消刚才那个计时器", "定一个五分钟的计时器然后提醒我翻面",
            "next step after this one", "stop the timer please", "stop talking about eggs", "okay what is next",
            "set a timer for ten minutes and then remind me", "repeat the last step slowly", "cancel the second timer",
            "上一步放了多少盐", "好了没有");
    static final String[][] VOICES = {{"cmn", "en-us"}, {"cmn+f2", "en-gb+f2"}, {"cmn+m3", "en-gb-scotland"}};
    static final int[] SPEEDS = {130, 160, 190};

    record Line(String text, boolean cooking) {}

    private EarlyCutBench() {}

    public static void main(String[] args) throws Exception {
        Path corpus = Path.of(args[0]);
        Path models = Path.of(args[1]);
        long[] pauses = java.util.Arrays.stream((args.length > 2 ? args[2] : "150,200,250").split(","))
                .mapToLong(Long::parseLong).toArray();
        List<Line> lines = corpus(corpus);
        int corpusLines = lines.size();
        COMMAND_LED.forEach(s -> lines.add(new Line(s, true)));
        Path workspace = Files.createTempDirectory("homebot-bench-cut");
        try (Assembly app = new Assembly(new ConfigLoader(Schema.create(), Map.of("HOMEBOT_WORKSPACE",
                workspace.toString())::get).load(Optional.empty()), Clock.systemDefaultZone())) {
            List<CommandIntents> outside = app.commandIntents();
            app.pipeline().run(new Utterance("打开做饭模式", "voice", "bench", "guest"), ReplySink.NONE);
            List<CommandIntents> cooking = app.commandIntents();
            if (cooking.size() != 2) {
                throw new IllegalStateException("cooking mode did not offer its intents");
            }
            boolean[] inMode = new boolean[1];
            CommandCompleteness c = new IntentCompleteness(() -> inMode[0] ? cooking : outside);
            int withPrefix = 0;
            int withPrefixCorpus = 0;
            List<Line> risky = new ArrayList<>();
            for (int i = 0; i < lines.size(); i++) {
                Line l = lines.get(i);
                inMode[0] = l.cooking();
                List<String> units = SpokenText.units(l.text());
                String prefix = completePrefix(c, units);
                if (prefix != null) {
                    withPrefix++;
                    withPrefixCorpus += i < corpusLines ? 1 : 0;
                    risky.add(l);
                    System.out.println("  complete prefix: " + prefix + " | " + l.text() + (l.cooking() ? " (cooking)" : ""));
                }
            }
            System.out.printf(Locale.ROOT, "EARLY-CUT text upper bound: corpus %d of %d lines (%.1f %%) have a complete "
                            + "proper prefix; held-out command-led %d of %d%n", withPrefixCorpus, corpusLines,
                    100.0 * withPrefixCorpus / corpusLines, withPrefix - withPrefixCorpus, COMMAND_LED.size());
            spoken(c, inMode, risky, lines.size(), corpusLines, models, pauses);
        }
    }

    /** The shortest proper prefix (whole words) that is a complete command, or null. */
    static String completePrefix(CommandCompleteness c, List<String> units) {
        String said = "";
        for (int i = 0; i < units.size() - 1; i++) {
            said = join(said, units.get(i));
            if (c.complete(said, Vocabulary.COMMANDS)) {
                return said;
            }
        }
        return null;
    }

    private static String join(String said, String unit) {
        boolean han = SpokenText.isHan(unit) && !said.isEmpty() && SpokenText.isHan(said.substring(said.length() - 1));
        return said.isEmpty() ? unit : han ? said + unit : said + " " + unit;
    }

    static void spoken(CommandCompleteness c, boolean[] inMode, List<Line> risky, int total, int corpusLines,
            Path models, long[] pauses) throws Exception {
        EndpointerConfig timing = EndpointerConfig.defaults().withNoSpeechTimeoutMs(0);
        Map<Long, Integer> cuts = new LinkedHashMap<>();
        for (long p : pauses) {
            cuts.put(p, 0);
        }
        long longestInner = 0;
        try (SileroEndpointer vad = new SileroEndpointer(SileroVad.load(models.resolve("silero_vad.onnx")), timing, 0.5,
                VadConfig.defaults().effectiveEndThreshold(), VadConfig.defaults().levelEndDb())) {
            for (Line l : risky) {
                inMode[0] = l.cooking();
                boolean zh = l.text().codePoints().anyMatch(ch -> SpokenText.isHan(new String(Character.toChars(ch))));
                for (String[] v : VOICES) {
                    for (int speed : SPEEDS) {
                        SpokenText s = SpokenText.speak(l.text(), zh ? v[0] : v[1], speed, 500, 1500);
                        for (long pause : pauses) {
                            long[] inner = new long[1];
                            String cut = cutAt(c, vad, s, pause, inner);
                            longestInner = Math.max(longestInner, inner[0]);
                            if (cut != null) {
                                cuts.merge(pause, 1, Integer::sum);
                                System.out.println("  cut at " + pause + " ms: \"" + cut + "\" of \"" + l.text() + "\" ("
                                        + s.voice() + ", " + s.speed() + ")");
                            }
                        }
                    }
                }
            }
        }
        int renderings = total * VOICES.length * SPEEDS.length;
        for (long p : pauses) {
            System.out.printf(Locale.ROOT, "EARLY-CUT spoken, early pause %d ms: %d wrong cuts in %d renderings (%d lines"
                            + " x %d voices x %d speeds; %d lines had a complete prefix and were spoken) = %.2f %%%n", p,
                    cuts.get(p), renderings, total, VOICES.length, SPEEDS.length, risky.size(),
                    100.0 * cuts.get(p) / renderings);
        }
        System.out.println("EARLY-CUT longest pause inside a spoken risky line (Silero): " + longestInner + " ms");
    }

    /** Where the listening stage would end this rendering before its speech ends, or null if it would not. */
    static String cutAt(CommandCompleteness c, SileroEndpointer vad, SpokenText s, long pause, long[] longestInner) {
        vad.reset();
        boolean started = false;
        long running = 0;
        short[] chunk = new short[1600];
        for (int off = 0; off + chunk.length <= s.pcm().length; off += chunk.length) {
            System.arraycopy(s.pcm(), off, chunk, 0, chunk.length);
            EndpointEvent e = vad.accept(chunk, chunk.length);
            int fed = off + chunk.length;
            if (e instanceof EndpointEvent.SpeechStarted) {
                started = true;
            }
            if (fed >= s.speechEnd()) {
                return null; // the speaker has finished: any end from here on is right
            }
            String partial = "";
            for (SpokenText.Word w : s.words()) {
                if (w.end() <= fed) {
                    partial = w.partial();
                }
            }
            long now = vad.pauseMillis();
            if (now == 0 && running > 0) {
                longestInner[0] = Math.max(longestInner[0], running);
            }
            running = Math.max(0, now);
            if (e instanceof EndpointEvent.SpeechEnded || e instanceof EndpointEvent.MaxLength) {
                return null; // the endpointer's own end inside speech is not this bench's question
            }
            if (started && !partial.isBlank() && now >= pause && c.complete(partial, Vocabulary.COMMANDS)) {
                return partial;
            }
        }
        return null;
    }

    /** Every utterance of the corpus files listed in index.txt, with whether cooking mode is on when it is said. */
    static List<Line> corpus(Path dir) throws Exception {
        List<Line> out = new ArrayList<>();
        for (String file : Files.readAllLines(dir.resolve("index.txt"))) {
            if (file.isBlank() || file.startsWith("#")) {
                continue;
            }
            boolean cooking = false;
            for (String raw : Files.readAllLines(dir.resolve(file.strip()))) {
                String line = raw.strip();
                if (line.startsWith("==")) {
                    cooking = false; // each sequence starts outside the mode
                    continue;
                }
                int arrow = line.indexOf("=>");
                if (line.isEmpty() || line.startsWith("#") || arrow < 0) {
                    continue;
                }
                String text = line.substring(0, arrow).strip();
                if (!text.isEmpty()) {
                    out.add(new Line(text, cooking));
                }
                String outcome = line.substring(arrow + 2);
                if (outcome.contains("mode=on")) {
                    cooking = true;
                } else if (outcome.contains("mode=off")) {
                    cooking = false;
                }
            }
        }
        return out;
    }
}
