package homebot.fault;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.config.ConfigLoader;
import homebot.skills.api.Utterance;
import homebot.turn.ReplySink;
import homebot.turn.TurnReply;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad recipe files (mutations of a real starter recipe, random bytes, absurd numbers, a megabyte) in the
 * workspace, then cooking mode used through the whole pipeline as a user would. Lives in the bench module
 * because the cooking skill is on its class path (the daemon never depends on a skill). No turn handler may
 * throw, every turn gets a spoken answer, and each refused file is logged with {@code recipe-malformed}.
 */
class RecipeCorpusTest {
    @TempDir
    Path ws;

    @Test
    void badRecipeFilesAreSkippedWithAClearErrorAndCookingModeStillAnswersEveryTurn() throws Exception {
        String good;
        try (InputStream in = getClass().getResourceAsStream("/homebot-skills/home-cooking/recipes/tomato-scrambled-eggs.md")) {
            good = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Random random = new Random(5);
        List<String> corpus = new ArrayList<>(List.of("", "---", "---\n---", "---\nname: [\n---\n1. x",
                good.replace("servings: 2", "servings: 0"), good.replace("servings: 2", "servings: -3"),
                good.replace("servings: 2", "servings: 99999999999999999999"),
                good.replace("quantity: 2,", "quantity: 1e309,"), good.replace("quantity: 3,", "quantity: abc,"),
                good.replace("1 分钟后去皮", "99999999999 小时后去皮"),
                good.replace("name: 番茄炒蛋", "name: \"\""), good.replace("---\n\n#", "\n#"),
                good.replaceAll("(?m)^\\d+\\. .*$", ""), "\uFEFF" + good, good.replace("\n", "\r"),
                good + "\n7. " + "很长的一步".repeat(200_000)));
        String[] lines = good.split("\n");
        for (int i = 0; i < 40; i++) {
            StringBuilder b = new StringBuilder();
            for (String l : lines) {
                int r = random.nextInt(10);
                if (r == 0) {
                    continue; // line dropped
                }
                if (r == 1 && l.length() > 2) {
                    int at = random.nextInt(l.length());
                    l = l.substring(0, at) + (char) random.nextInt(0x3000) + l.substring(at + 1);
                }
                b.append(l).append('\n');
            }
            corpus.add(b.toString().replace("name: 番茄炒蛋", "name: 怪菜" + i));
        }
        for (int i = 0; i < 10; i++) {
            byte[] bytes = new byte[random.nextInt(4_000)];
            random.nextBytes(bytes);
            corpus.add(new String(bytes, StandardCharsets.ISO_8859_1));
        }
        Path recipes = Files.createDirectories(ws.resolve("cooking/recipes"));
        for (int i = 0; i < corpus.size(); i++) {
            Files.writeString(recipes.resolve("bad-" + i + ".md"), corpus.get(i), StandardCharsets.UTF_8);
        }

        List<String> warnings = new ArrayList<>();
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord r) {
                String msg = r.getMessage() + " " + (r.getParameters() == null ? "" : List.of(r.getParameters()));
                warnings.add(msg);
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        Logger root = Logger.getLogger("");
        root.addHandler(capture);
        int turns = 0;
        try (Assembly app = new Assembly(new ConfigLoader(Schema.create(), Map.of("HOMEBOT_WORKSPACE", ws.toString())::get)
                .load(Optional.empty()), Clock.fixed(Instant.parse("2026-11-29T11:00:00Z"), ZoneId.of("Asia/Shanghai")))) {
            List<String> said = new ArrayList<>(List.of("打开做饭模式", "有什么菜谱", "做番茄炒蛋", "下一步", "下一步"));
            for (int i = 0; i < 40; i++) {
                said.add("做怪菜" + i);
                said.add("下一步");
            }
            said.add("退出做饭模式");
            for (String s : said) {
                TurnReply reply = app.pipeline().run(new Utterance(s, "voice", "recipes", "guest"), ReplySink.NONE);
                assertFalse(reply.text().isBlank(), s);
                turns++;
            }
        } finally {
            root.removeHandler(capture);
        }
        List<String> crashes = warnings.stream().filter(w -> w.contains("turn handler") || w.contains("turn listener")).toList();
        long refused = warnings.stream().filter(w -> w.contains("recipe-malformed")).count();
        System.out.printf("bad input recipe files: tried=%d refused-with-recipe-malformed=%d (the rest parsed),"
                + " turns=%d, handler crashes=%d%n", corpus.size(), refused, turns, crashes.size());
        assertEquals(List.of(), crashes, "no turn handler or listener threw");
        assertTrue(refused >= 5, "the plainly broken files were refused with a logged recipe-malformed: " + refused);
    }

    /**
     * Found by this corpus: a step numbered past Integer.MAX_VALUE ("99999999999999. 番茄…") used to throw out of
     * RecipeParser and fail the whole mode entry; now that file is skipped with recipe-malformed.
     */
    @Test
    void aStepNumberTooBigForAnIntSkipsThatRecipeInsteadOfBlockingCookingMode() throws Exception {
        String good;
        try (InputStream in = getClass().getResourceAsStream("/homebot-skills/home-cooking/recipes/tomato-scrambled-eggs.md")) {
            good = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Path recipes = Files.createDirectories(ws.resolve("cooking/recipes"));
        Files.writeString(recipes.resolve("huge-step.md"), good.replace("name: 番茄炒蛋", "name: 巨步菜")
                .replace("1. 番茄", "99999999999999. 番茄"));
        try (Assembly app = new Assembly(new ConfigLoader(Schema.create(), Map.of("HOMEBOT_WORKSPACE", ws.toString())::get)
                .load(Optional.empty()), Clock.systemDefaultZone())) {
            TurnReply r = app.pipeline().run(new Utterance("打开做饭模式", "voice", "c", "guest"), ReplySink.NONE);
            assertEquals("intent:mode-enter", r.source(), r.toString());
            assertTrue(app.modes().active().isPresent(), "cooking mode opened despite one bad recipe");
        }
    }
}
