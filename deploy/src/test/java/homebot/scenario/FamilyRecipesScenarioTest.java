package homebot.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.cli.Main;
import homebot.config.ConfigLoader;
import homebot.skills.api.Utterance;
import homebot.testing.MovableClock;
import homebot.turn.ReplySink;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The family's own recipes (issue 16), offline: a folder of Cooklang files imported with {@code homebot recipes
 * import}, then cooked by voice phrases through the whole turn pipeline with a moved clock: a step's own timer
 * offered and named after its action, firing and acknowledged; a restart in the middle; then two imported
 * dishes at once, guided until both are done.
 */
class FamilyRecipesScenarioTest {
    @TempDir
    Path dir;

    private final MovableClock clock = new MovableClock(Instant.parse("2026-11-29T10:00:00Z"), ZoneId.of("Asia/Shanghai"));
    private Assembly app;

    @AfterEach
    void close() {
        if (app != null) {
            app.close();
        }
    }

    private Path workspace() {
        return dir.resolve("ws");
    }

    private void start() {
        app = new Assembly(new ConfigLoader(Schema.create(), Map.of("HOMEBOT_WORKSPACE", workspace().toString())::get)
                .load(Optional.empty()), clock);
    }

    private String say(String text) {
        return app.pipeline().run(new Utterance(text, "voice", "kitchen-1", "mom"), ReplySink.NONE).text();
    }

    private int cli(ByteArrayOutputStream out, String... args) throws Exception {
        Path config = dir.resolve("homebot.yaml");
        Files.writeString(config, "workspace: " + workspace() + "\n");
        PrintStream saved = System.out;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            List<String> all = new ArrayList<>(List.of(args));
            all.add(1, "--config");
            all.add(2, config.toString());
            return Main.execute(all.toArray(String[]::new));
        } finally {
            System.setOut(saved);
        }
    }

    @Test
    void anImportedRecipeIsCookedThroughHomebotChatOffline() throws Exception {
        Path family = dir.resolve("family");
        Files.createDirectories(family);
        Files.writeString(family.resolve("eggs.cook"), ">> title: 溏心蛋\n>> servings: 2\n\n@鸡蛋{4}放进沸水，煮~{6%分钟}。\n\n"
                + "捞出放进@冰水{}，泡~{3%分钟}。\n\n剥壳，对半切开。\n");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(0, cli(out, "recipes", "import", family.toString()), out.toString(StandardCharsets.UTF_8));
        java.io.InputStream savedIn = System.in;
        System.setIn(new java.io.ByteArrayInputStream("打开做饭模式\n做溏心蛋\n好的\n鸡蛋要几个\n下一步\n不用\n下一步\n有哪些计时\n退出做饭模式\n"
                .getBytes(StandardCharsets.UTF_8)));
        ByteArrayOutputStream chat = new ByteArrayOutputStream();
        try {
            assertEquals(0, cli(chat, "chat"));
        } finally {
            System.setIn(savedIn);
        }
        String text = chat.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("要我计时六分钟吗？"), text);
        assertTrue(text.contains("煮鸡蛋计时六分钟"), text);
        assertTrue(text.contains("两人份，鸡蛋四个"), text);
        assertTrue(text.contains("剥壳"), text);
        assertTrue(text.contains("煮鸡蛋还剩"), text);
    }

    @Test
    void importedCooklangRecipesAreCookedByVoiceStepTimersAndTwoDishesTogether() throws Exception {
        Path family = dir.resolve("family");
        Files.createDirectories(family);
        Files.writeString(family.resolve("braise.cook"), """
                >> title: 奶奶的红烧排骨
                >> servings: 3

                @排骨{600%克}冷水下锅，焯水~{3%分钟}后捞出。

                锅里放@冰糖{25%克}小火炒出糖色，倒入排骨翻炒均匀。

                加@生抽{2%汤匙}和@热水{}，小火焖~焖排骨{35%分钟}。

                大火收汁，装盘。
                """);
        Files.writeString(family.resolve("rice.cook"), """
                >> title: 砂锅米饭
                >> servings: 3

                @大米{300%克}淘洗干净。

                加@水{450%毫升}浸泡~{20%分钟}。

                盖上盖子小火煮~{25%分钟}。

                关火再焖~{10%分钟}。
                """);
        Files.writeString(family.resolve("broken.cook"), ">> servings: 2\n\n加@盐{1%茶匙。\n");

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(1, cli(out, "recipes", "import", family.toString()), out.toString(StandardCharsets.UTF_8));
        String report = out.toString(StandardCharsets.UTF_8);
        assertTrue(report.contains("imported") && report.contains("奶奶的红烧排骨"), report);
        assertTrue(report.contains("skipped " + family.resolve("broken.cook") + ":3:"), report);
        assertTrue(report.contains("2 imported or updated, 1 skipped"), report);

        start();
        assertTrue(say("打开做饭模式").contains("做饭模式"));
        String first = say("做奶奶的红烧排骨");
        assertTrue(first.contains("第一步") && first.endsWith("要我计时三分钟吗？"), first);
        assertTrue(say("好的").contains("焯排骨计时三分钟"), "the step's timer is named after its action");
        clock.advance(Duration.ofMinutes(3).plusSeconds(1));
        List<String> alerts = app.drainAlerts();
        assertTrue(alerts.stream().anyMatch(a -> a.contains("焯排骨")), alerts.toString());
        assertTrue(say("知道了").contains("关掉"));
        say("下一步");
        String braise = say("下一步");
        assertTrue(braise.contains("焖") && braise.endsWith("要我计时三十五分钟吗？"), braise);

        // the process restarts while the offer is open; the kitchen carries on where it was
        app.close();
        start();
        assertTrue(say("好").contains("焖排骨计时三十五分钟"));
        String grams = say("排骨是多少克");
        assertTrue(grams.contains("600"), grams);

        // two imported dishes at once
        String together = say("同时做奶奶的红烧排骨和砂锅米饭");
        assertTrue(together.startsWith("好的，同时做奶奶的红烧排骨、砂锅米饭"), together);
        List<String> said = new ArrayList<>(List.of(together));
        for (int i = 0; i < 12; i++) {
            clock.advance(Duration.ofMinutes(4));
            app.drainAlerts();
            String r = say("下一步");
            said.add(r);
            if (r.contains("都做好啦")) {
                assertTrue(said.stream().anyMatch(t -> t.contains("砂锅米饭")) && said.stream().anyMatch(t -> t.contains("排骨")),
                        String.join("\n", said));
                return;
            }
            if (r.endsWith("吗？")) {
                say("不用");
            }
        }
        throw new AssertionError("never done:\n" + String.join("\n", said));
    }
}
