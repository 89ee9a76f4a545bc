package homebot.context;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DynamicTailTest {
    @Test
    void aModesRunContextIsCutToItsBoundWhateverThePluginReturns() {
        String rendered = new DynamicTail().runContext("步骤".repeat(100_000)).render("下一步");
        assertTrue(rendered.length() < DynamicTail.MAX_RUN_CONTEXT_CHARS + 200, "rendered " + rendered.length());
        assertTrue(rendered.endsWith("下一步"), "the user's words are never cut");
        assertTrue(rendered.contains("run context cut"), "the model is told it was cut");
    }

    @Test
    void aShortRunContextIsKeptWhole() {
        assertTrue(new DynamicTail().runContext("当前步骤：2/5").render("好").contains("当前步骤：2/5\n"));
    }
}
