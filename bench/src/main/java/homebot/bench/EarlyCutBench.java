package homebot.bench;

import homebot.voice.PhraseListCompleteness;
import homebot.voice.Vocabulary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Upper bound of wrong early cuts by the default {@link PhraseListCompleteness}: for every sentence that is not
 * itself a command, is any proper prefix (cut at a word: a Chinese character or an English word, as running
 * partials grow) a "complete command"? A real cut needs, in addition, a pause of 250 ms at exactly that point,
 * so the true rate is at most this. Sentences: the wake-eval set's (recipes, README) plus held-out sentences that
 * start with a command word.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar homebot.bench.EarlyCutBench bench/target/wake-eval/sentences.txt}
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
        PhraseListCompleteness c = PhraseListCompleteness.defaults();
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
