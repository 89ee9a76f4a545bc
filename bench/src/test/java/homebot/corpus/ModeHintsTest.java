package homebot.corpus;

import static homebot.corpus.CookPipeline.say;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.app.Assembly;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A wish for cooking mode told only by a word of it is proposed last, and only ever proposed: "I rather fancy
 * cooking something proper" offers the mode, "我这边不做了" offers to leave it, while "I'm done cooking" said with
 * the mode off offers nothing (a word of leaving is no wish to enter).
 */
class ModeHintsTest {
    @TempDir
    Path root;

    @Test
    void aWordOfCookingOffersTheModeAndAYesEntersIt() throws Exception {
        try (Assembly app = CookPipeline.start(root)) {
            String r = say(app, "I rather fancy cooking something proper this evening").text();
            assertTrue(r.contains("cooking mode"), r);
            assertTrue(app.modes().active().isEmpty(), "only proposed");
            say(app, "yes");
            assertTrue(app.modes().active().isPresent(), "entered on the yes");
        }
    }

    @Test
    void aWordOfLeavingWithTheModeOffOffersNothing() throws Exception {
        try (Assembly app = CookPipeline.start(root)) {
            String r = say(app, "finish already im done cooking").text();
            assertTrue(!r.startsWith("Shall I"), r);
            say(app, "yes");
            assertTrue(app.modes().active().isEmpty(), "no mode entered");
        }
    }

    @Test
    void aWordOfLeavingInTheModeOffersToLeave() throws Exception {
        try (Assembly app = CookPipeline.start(root)) {
            say(app, "打开做饭模式");
            String r = say(app, "鱼也蒸好了，菜都齐了，我这边不做了").text();
            assertEquals("要退出做饭模式吗？", r);
        }
    }
}
