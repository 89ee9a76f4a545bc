package homebot.bench;

import homebot.voice.CommandCompleteness;
import homebot.voice.IntentCompleteness;
import homebot.voice.Vocabulary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Upper bound of wrong early cuts by the wired {@link IntentCompleteness} (the daemon's sentences, no mode active): for every sentence that is not
 * itself a command, is any proper prefix (cut at a word: a Chinese character or an English word, as running
 * partials grow) a "complete command"? A real cut needs, in addition, a pause of 250 ms at exactly that point,
 * so the true rate is at most this. Sentences: the wake-eval set's (recipes, README) plus held-out sentences that
 * start with a command word.
 *
 * <p>With a Silero model file as second argument it also speaks each held-out command-led sentence with espeak-ng
 * (5 voices, 3 speeds) and reports, per sentence, whether Silero measured a pause of at least 250 ms anywhere
 * inside it (where a cut could happen) — the part of the risk that a text test cannot see.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar homebot.bench.EarlyCutBench bench/target/wake-eval/sentences.txt
 * [silero_vad.onnx]}
 */
public final class EarlyCutBench {
    static final List<String> COMMAND_LED = List.of(
            "下一步之前先告诉我要准备什么", "下一步是什么", "下一步要多久", "停一下火", "停在第三步", "再说一遍第二步",
            "知道了吗", "知道了然后呢", "好的那就先切菜", "取消刚才那个计时器", "定一个五分钟的计时器然后提醒我翻面",
            "next step after this one", "stop the timer please", "stop talking about eggs", "okay what is next",
            "set a timer for ten minutes and then remind me", "repeat the last step slowly", "cancel the second timer",
            "上一步放了多少盐", "好了没有");

    private EarlyCutBench() {}

    public static void main(String[] args) throws Exception {
        List<String> sentences = new ArrayList<>(Files.readAllLines(Path.of(args[0])));
        sentences.addAll(COMMAND_LED);
        CommandCompleteness c = new IntentCompleteness(() -> java.util.List.of(new homebot.intent.LocalIntentHandler(
                homebot.skills.api.nlu.IntentCatalog.load(EarlyCutBench.class.getClassLoader(), "homebot/intent/builtin.yaml"),
                java.util.List.of(), homebot.config.Language.ZH_CN).commandIntents()));
        int considered = 0;
        int cut = 0;
        List<String> examples = new ArrayList<>();
        for (String s : sentences) {
            String t = s.strip();
            if (t.isEmpty() || c.complete(t, Vocabulary.COMMANDS)) {
                continue;
            }
            considered++;
            List<String> prefixes = prefixes(t);
            for (String p : prefixes) {
                if (c.complete(p, Vocabulary.COMMANDS)) {
                    cut++;
                    if (examples.size() < 12) {
                        examples.add(p + " | " + t);
                    }
                    break;
                }
            }
        }
        System.out.printf(Locale.ROOT, "EARLY-CUT upper bound %.1f %% (%d of %d sentences have a complete-command prefix; "
                + "%d of them held-out command-led)%n", 100.0 * cut / considered, cut, considered, COMMAND_LED.size());
        examples.forEach(e -> System.out.println("  " + e));
        if (args.length > 1) {
            spokenPauses(Path.of(args[1]));
        }
    }

    static void spokenPauses(Path silero) throws Exception {
        String[][] voices = {{"cmn", "en-us"}, {"cmn+f2", "en-gb+f2"}, {"cmn+m3", "en-gb-scotland"},
                {"cmn+f4", "en-029+f4"}, {"cmn+klatt2", "en-us-nyc"}};
        int[] speeds = {130, 160, 190};
        int spoken = 0;
        int withPause = 0;
        long maxPause = 0;
        var config = homebot.audio.vad.EndpointerConfig.defaults().withNoSpeechTimeoutMs(0).withMaxUtteranceMs(0);
        try (var vad = new homebot.audio.vad.SileroEndpointer(homebot.audio.vad.SileroVad.load(silero), config, 0.5)) {
            for (String sentence : COMMAND_LED) {
                boolean zh = sentence.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN);
                for (String[] v : voices) {
                    for (int speed : speeds) {
                        short[] audio = espeak(zh ? v[0] : v[1], speed, sentence);
                        vad.reset();
                        // The longest pause that speech resumed after (the trailing one ends the utterance anyway).
                        long longest = 0;
                        long running = 0;
                        short[] c = new short[512];
                        for (int off = 0; off + c.length <= audio.length; off += c.length) {
                            System.arraycopy(audio, off, c, 0, c.length);
                            if (vad.accept(c, c.length) instanceof homebot.audio.vad.EndpointEvent.SpeechEnded) {
                                break;
                            }
                            long now = vad.pauseMillis();
                            if (now == 0 && running > 0) {
                                longest = Math.max(longest, running);
                            }
                            running = Math.max(0, now);
                        }
                        spoken++;
                        maxPause = Math.max(maxPause, longest);
                        if (longest >= 250) {
                            withPause++;
                            System.out.println("  pause " + longest + " ms inside: " + sentence + " (" + (zh ? v[0] : v[1]) + ", " + speed + ")");
                        }
                    }
                }
            }
        }
        System.out.printf(Locale.ROOT, "EARLY-CUT spoken: %d of %d espeak-ng renderings of the command-led sentences "
                + "hold a pause >= 250 ms inside (longest inner pause %d ms)%n", withPause, spoken, maxPause);
    }

    static short[] espeak(String voice, int speed, String text) throws Exception {
        Path f = Files.createTempFile("early-cut", ".wav");
        try {
            Process p = new ProcessBuilder("espeak-ng", "-v", voice, "-s", String.valueOf(speed), "-w", f.toString(), text)
                    .redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            if (p.waitFor() != 0) {
                throw new IllegalStateException("espeak-ng failed for " + voice);
            }
            short[] speech = homebot.audio.wav.WavReader.readMono16k(f);
            short[] padded = new short[speech.length + 16_000 * 2];
            System.arraycopy(speech, 0, padded, 8000, speech.length);
            return padded;
        } finally {
            Files.deleteIfExists(f);
        }
    }

    static List<String> prefixes(String s) {
        List<String> out = new ArrayList<>();
        StringBuilder b = new StringBuilder();
        String[] words = s.split("(?<=\\p{IsHan})|(?=\\p{IsHan})|\\s+");
        for (int i = 0; i < words.length - 1; i++) {
            if (words[i].isBlank()) {
                continue;
            }
            if (b.length() > 0 && !words[i].matches("\\p{IsHan}") && !b.toString().matches(".*\\p{IsHan}$")) {
                b.append(' ');
            }
            b.append(words[i]);
            out.add(b.toString());
        }
        return out;
    }
}
