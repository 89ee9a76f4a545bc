package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Said in cooking mode, offline: several dishes, search by ingredients, grams, temperatures. */
class KitchenHelpIntentsTest {
    @TempDir
    Path workspace;

    private FakeModeSession s;
    private CookingMode mode;

    @BeforeEach
    void setUp() throws Exception {
        s = FakeModeSession.in(workspace);
        mode = new CookingMode();
        mode.onEnter(s);
        Files.writeString(workspace.resolve("cooking/recipes/rice.md"), DishPlannerTest.RICE);
    }

    private String say(String text) {
        return Say.text(mode, s, text);
    }

    @Test
    void twoDishesTogetherAreGuidedAcrossBothAndFinishTogether() {
        String start = say("同时做红烧肉和米饭");
        assertTrue(start.startsWith("好的，同时做红烧肉、米饭，大约"), start);
        String now = say("现在该做什么");
        assertTrue(now.contains("第"), now);
        for (int i = 0; i < 20; i++) {
            s.clock.advance(Duration.ofMinutes(3));
            String r = say("下一步");
            if (r.contains("都做好啦")) {
                return;
            }
            if (r.endsWith("吗？")) {
                say("不用");
            }
        }
        throw new AssertionError("the meal never finished");
    }

    @Test
    void englishTwoDishes() {
        s.english();
        String start = Say.text(mode, s, "I'm making pancakes and spaghetti aglio e olio together");
        assertTrue(start.startsWith("OK, cooking"), start);
    }

    @Test
    void aSingleDishStillStartsTheOrdinaryWay() {
        assertTrue(say("我要做番茄炒蛋").startsWith("好的，做番茄炒蛋"));
    }

    @Test
    void aDishAskedForByWhatItUsesIsASearchNotAnAmount() {
        for (String said : new String[] {"有没有用鸡蛋的菜", "有什么放鸡蛋的菜谱"}) {
            String r = say(said);
            assertTrue(r.startsWith("可以做：") && r.contains("番茄炒蛋"), said + " → " + r);
        }
    }

    @Test
    void searchByWhatIsInTheFridge() {
        assertTrue(say("有鸡蛋和西红柿能做什么").startsWith("可以做：番茄炒蛋"), say("有鸡蛋和西红柿能做什么"));
        String notSpicy = say("有什么不辣的菜");
        assertTrue(notSpicy.startsWith("可以做："), notSpicy);
    }

    @Test
    void gramsOfTheIngredientJustAskedAbout() {
        say("做红烧肉");
        say("不用");
        assertTrue(say("生抽要放多少").contains("生抽"));
        String grams = say("这个是多少克");
        assertTrue(grams.contains("大约") && grams.contains("克"), grams);
        assertTrue(say("五花肉是多少克").contains("五花肉"));
    }

    @Test
    void temperatures() {
        assertEquals("华氏350度大约是摄氏177度。", say("350华氏度是多少摄氏度"));
        assertEquals("摄氏180度大约是华氏356度。", say("180度是多少华氏度"));
    }

    @Test
    void aStepTimerIsOfferedForRangesButNotForUntilGoldenAndAgainOnARepeat() throws Exception {
        Files.writeString(workspace.resolve("cooking/recipes/soup.md"), """
                ---
                name: Onion Soup
                servings: 2
                ingredients:
                  - {name: onions, quantity: 3, unit: ""}
                  - {name: stock, quantity: 1, unit: l}
                ---
                1. Fry the onions until golden.
                2. Add the stock and simmer for 10–15 minutes.
                3. Serve hot.
                """);
        s.english();
        LocalReplyCheck first = new LocalReplyCheck(Say.to(mode, s, "let's make onion soup").orElseThrow());
        first.noOffer();
        LocalReplyCheck second = new LocalReplyCheck(Say.to(mode, s, "next").orElseThrow());
        assertTrue(second.reply.text().endsWith("Shall I set a timer for 10 minutes?"), second.reply.text());
        assertEquals("OK, no timer.", Say.text(mode, s, "no"));
        // read again, the step offers its timer again: the cook may have changed their mind
        assertTrue(Say.to(mode, s, "repeat").orElseThrow().text().endsWith("Shall I set a timer for 10 minutes?"));
    }

    private record LocalReplyCheck(homebot.skills.api.LocalReply reply) {
        void noOffer() {
            assertTrue(!reply.expectsAnswer() && !reply.text().contains("timer"), reply.text());
        }
    }
}
