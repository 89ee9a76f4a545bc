package homebot.mode;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import homebot.skills.api.nlu.IntentCatalog;
import homebot.skills.api.nlu.IntentMatch;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A mode's own sentences for wanting in or out without naming it ("我要做饭了", "let's cook" / "我做完了"), read
 * from the optional {@code mode-intents.yaml} next to its {@code mode.json} ({@code enter:} and {@code exit:} in
 * the template syntax). The kernel knows no mode's words; a skill without the file gets no proposals.
 */
final class ModePhrases {
    private static final Logger LOG = LoggerFactory.getLogger(ModePhrases.class);
    static final String FILE = "mode-intents.yaml";

    private final Map<Path, IntentCatalog> catalogs = new ConcurrentHashMap<>();

    /**
     * Words that fill a request's slot but ask for no dish ("我想做什么", "I want to make a call"); what the cooking came
     * to ("做好了", "烧糊了", "做过了", "搞定了": 搞 is 做) is no dish either, nor a particle alone ("煮喇").
     */
    private static final java.util.regex.Pattern NOT_A_REQUEST = java.util.regex.Pattern.compile(
            "^(?:好|完|熟|过|了|错|糊|坏|多了|少了|定|掂|妥)|^[" + homebot.skills.api.nlu.TextNormalizer.FINAL_PARTICLES + "]+$|什么|啥|怎么|哪|吗|多久|还剩|还有|多少|作业|运动|梦|事|决定|准备|模式|计时|闹钟|定时|提醒|\\btimer\\b|\\balarm\\b|\\b(?:a call|it|that|this|something|anything|sure|mode)\\b",
            java.util.regex.Pattern.CASE_INSENSITIVE);

    /** A meal, not a dish ("我想做晚饭"): the wish for the mode itself. */
    private static final java.util.regex.Pattern MEAL = java.util.regex.Pattern.compile(
            "(?:晚饭|午饭|早饭|夜饭|中饭|晏昼饭|夜宵|宵夜|早餐|午餐|晚餐|饭|菜|饭菜|吃的|点吃的|好吃的|饭了|菜了)|(?i:dinner|lunch|breakfast|food|a meal|something)");

    /**
     * A request the mode itself answers, said while it is off ({@code request:} in mode-intents.yaml: "我想做红烧肉",
     * "let's make pancakes"): worth proposing the mode, and handing the words over once it is on.
     */
    boolean requests(ModeDescriptor mode, String words) {
        IntentCatalog c = catalogs.computeIfAbsent(mode.skillDir(), ModePhrases::load);
        return c.match(words, Set.of("request")).filter(IntentMatch::confident)
                .filter(m -> m.slots().values().stream().allMatch(v -> shortAsADish(v) && !NOT_A_REQUEST.matcher(v).find()
                        && !MEAL.matcher(v).matches()
                        && homebot.skills.api.nlu.Durations.scan(v).isEmpty()))
                .isPresent();
    }

    /** As long as a dish's name: twelve Chinese characters, or five English words ("a chicken tikka masala"). */
    private static boolean shortAsADish(String v) {
        return homebot.skills.api.nlu.Languages.isChinese(v) ? v.length() <= 12 : v.strip().split("\\s+").length <= 5;
    }

    /** "Finished, give me the next", "好了做完了，下一步": a step is done and the cook moves on, not done cooking. */
    private static final java.util.regex.Pattern MOVES_ON = java.util.regex.Pattern.compile(
            "下一步|下一个|下一部|接下来|接着|然后呢|继续|(?<![a-z])(?:next|go on|carry on|move on|keep going)(?![a-z])",
            java.util.regex.Pattern.CASE_INSENSITIVE);

    boolean says(ModeDescriptor mode, ModeSwitchGuard.Action action, String words) {
        IntentCatalog c = catalogs.computeIfAbsent(mode.skillDir(), ModePhrases::load);
        String intent = action == ModeSwitchGuard.Action.ENTER ? "enter" : "exit";
        java.util.List<String> said = IntentCatalog.clauses(words);
        if (action == ModeSwitchGuard.Action.EXIT && said.size() > 1 && MOVES_ON.matcher(said.get(said.size() - 1)).find()) {
            return false;
        }
        if (c.match(words, Set.of(intent)).filter(IntentMatch::confident).isPresent()) {
            return true;
        }
        // "就这样吧，我做完了": the wish may be one clause of what was said
        for (String clause : words.split("[，。！？,.!?;；]+")) {
            if (!clause.isBlank() && !clause.equals(words)
                    && c.match(clause, Set.of(intent)).filter(IntentMatch::confident).isPresent()) {
                return true;
            }
        }
        return false;
    }

    /**
     * The wish told by a word only it uses ({@code cues:} in mode-intents.yaml: "鱼也蒸好了，菜都齐了，我这边不做了",
     * "that's me finished"): read only after every handler found nothing, and only ever proposed.
     */
    boolean hints(ModeDescriptor mode, ModeSwitchGuard.Action action, String words) {
        IntentCatalog c = catalogs.computeIfAbsent(mode.skillDir(), ModePhrases::load);
        return c.cue(words, Set.of(action == ModeSwitchGuard.Action.ENTER ? "enter" : "exit")::contains).isPresent();
    }

    private static IntentCatalog load(Path skillDir) {
        IntentCatalog c = new IntentCatalog();
        Path file = skillDir.resolve(FILE);
        if (Files.isRegularFile(file)) {
            try {
                c.add(file.toString(), new ObjectMapper(new YAMLFactory()).readTree(file.toFile()));
            } catch (IOException | RuntimeException e) {
                LOG.warn("code=mode-intents-malformed {}: {}", file, e.getMessage());
            }
        }
        return c;
    }
}
