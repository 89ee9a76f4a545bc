package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.skills.api.SkillTool;
import homebot.skills.api.ToolArgumentException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CookingToolsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    @TempDir
    Path workspace;
    FakeModeSession s;
    CookingMode mode;

    @BeforeEach
    void setUp() throws Exception {
        s = FakeModeSession.in(workspace);
        mode = new CookingMode();
    }

    private String call(String tool, String args) throws Exception {
        return tool(tool).call(JSON.readTree(args));
    }

    private SkillTool tool(String name) {
        return mode.tools(s).stream().filter(t -> t.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void offersTheToolsInAFixedOrderWithObjectSchemas() {
        List<String> names = mode.tools(s).stream().map(SkillTool::name).toList();
        assertEquals(List.of("find_recipe", "start_recipe", "get_step", "ingredient_amount", "scale", "set_timer",
                "cancel_timer", "list_timers", "add_note", "read_cooking_history", "cook_together", "recipes_with_ingredients",
                "import_recipes"), names);
        for (SkillTool t : mode.tools(s)) {
            JsonNode p = t.parameters();
            assertEquals("object", p.get("type").asText(), t.name());
            assertTrue(p.get("properties").isObject(), t.name());
            p.get("required").forEach(r -> assertTrue(p.get("properties").has(r.asText()), t.name() + " " + r));
            assertTrue(!t.description().isBlank());
        }
        assertEquals(names, mode.tools(s).stream().map(SkillTool::name).toList());
    }

    @Test
    void aHundredThousandCharacterNoteIsRefusedWithACodeAndNothingIsStored() throws Exception {
        String huge = JSON.createObjectNode().put("text", "少放盐".repeat(33_334)).toString();
        ToolArgumentException e = assertThrows(ToolArgumentException.class, () -> call("add_note", huge));
        assertEquals("tool-argument-too-long", e.code());
        assertTrue(e.getMessage().contains(Integer.toString(CookingTools.MAX_NOTE_CHARS)), e.getMessage());
        assertTrue(new CookingStateStore().load(s.sessionDir()).notes().isEmpty(), "nothing stored");
    }

    @Test
    void aFiveThousandCharacterTimerNameIsRefusedWithACodeAndNoTimerStarts() throws Exception {
        String args = JSON.createObjectNode().put("name", "焖肉".repeat(2_500)).put("minutes", 5).toString();
        ToolArgumentException e = assertThrows(ToolArgumentException.class, () -> call("set_timer", args));
        assertEquals("tool-argument-too-long", e.code());
        assertTrue(s.timers.list().isEmpty());
    }

    @Test
    void theRunContextStaysSmallHoweverManyNotesAreTaken() throws Exception {
        call("start_recipe", "{\"name\":\"红烧肉\"}");
        String note = JSON.createObjectNode().put("text", "笔".repeat(CookingTools.MAX_NOTE_CHARS)).toString();
        for (int i = 0; i < 200; i++) {
            try {
                call("add_note", note);
            } catch (ToolArgumentException e) {
                assertTrue(e.getMessage().startsWith("cooking-too-many-notes"), e.getMessage());
            }
        }
        String context = mode.runContext(s);
        assertTrue(context.length() <= CookingMode.MAX_RUN_CONTEXT_CHARS, "run context of " + context.length()
                + " characters");
        assertTrue(context.contains("红烧肉"), "the recipe and step are still there: " + context);
    }

    @Test
    void cooksThroughTools() throws Exception {
        assertTrue(call("find_recipe", "{\"query\":\"鸡\"}").contains("可乐鸡翅"));
        assertTrue(call("start_recipe", "{\"name\":\"红烧肉\",\"servings\":2}").startsWith("好的，做红烧肉，两人份"));
        assertTrue(call("get_step", "{\"which\":\"next\"}").startsWith("第二步"));
        String five = call("get_step", "{\"which\":5}");
        assertTrue(five.contains("This step takes 40 minutes"), five);
        assertTrue(call("get_step", "{\"which\":\"peek\"}").startsWith("下一步是第六步"));
        assertEquals("两人份，五花肉250 克。", call("ingredient_amount", "{\"ingredient\":\"五花肉\"}"));
        assertTrue(call("scale", "{\"servings\":\"6\"}").startsWith("好的，改成六人份"));
        assertEquals("好的，焖肉计时四十分钟，开始了。", call("set_timer", "{\"name\":\"焖肉\",\"minutes\":40}"));
        assertEquals("好的，收汁计时一分钟三十秒，开始了。", call("set_timer", "{\"name\":\"收汁\",\"seconds\":90}"));
        s.clock.advance(Duration.ofSeconds(30));
        assertTrue(call("list_timers", "{}").contains("焖肉还剩三十九分钟三十秒"));
        assertEquals("收汁的计时取消了。", call("cancel_timer", "{\"name\":\"收汁\"}"));
        assertEquals("记下了：糖少放", call("add_note", "{\"text\":\"糖少放\"}"));
    }

    @Test
    void badArgumentsAreToolArgumentExceptionsTheModelCanActOn() {
        assertMessage("start_recipe", "{}", "'name' is required");
        assertMessage("start_recipe", "{\"name\":\"宫保鸡丁\"}", "cooking-unknown-recipe: 我没有宫保鸡丁的菜谱。我有：");
        assertMessage("start_recipe", "{\"name\":\"红烧肉\",\"servings\":\"many\"}", "'servings' must be a whole number");
        assertMessage("get_step", "{\"which\":\"next\"}", "cooking-no-recipe");
        assertMessage("set_timer", "{\"name\":\"rice\"}", "give minutes or seconds");
        assertMessage("set_timer", "{\"name\":\"rice\",\"minutes\":0}", "cooking-timer-too-short");
        assertMessage("set_timer", "{\"name\":\"rice\",\"minutes\":6000}", "cooking-timer-too-long");
        assertMessage("set_timer", "{\"name\":\"rice\",\"minutes\":\"ten\"}", "minutes must be a number");
        assertMessage("scale", "{\"servings\":0}", "cooking-no-recipe");
        assertMessage("cancel_timer", "{\"name\":\"\"}", "'name' is required");
        assertMessage("add_note", "{\"text\":\"  \"}", "'text' is required");
    }

    @Test
    void aStepOutsideTheRecipeIsRefused() throws Exception {
        call("start_recipe", "{\"name\":\"蛋炒饭\"}");
        assertMessage("get_step", "{\"which\":\"12\"}", "cooking-no-such-step");
        assertMessage("get_step", "{\"which\":\"sideways\"}", "which must be current, next, previous, peek");
    }

    @Test
    void importsFromInsideTheWorkspaceOnly() throws Exception {
        java.nio.file.Path inbox = workspace.resolve("inbox");
        java.nio.file.Files.createDirectories(inbox);
        java.nio.file.Files.writeString(inbox.resolve("tea.cook"), ">> title: Tea\n>> servings: 1\n\nSteep @tea{1%tsp} ~{3%minutes}.\n");
        assertTrue(call("import_recipes", "{\"path\":\"inbox\"}").startsWith("imported"));
        assertThrows(homebot.skills.api.ToolArgumentException.class, () -> call("import_recipes", "{\"path\":\"../..\"}"));
        assertThrows(homebot.skills.api.ToolArgumentException.class, () -> call("import_recipes", "{\"path\":\"/etc\"}"));
    }

    @Test
    void searchesAndCooksTogether() throws Exception {
        assertTrue(call("recipes_with_ingredients", "{\"have\":[\"鸡蛋\",\"番茄\"]}").startsWith("番茄炒蛋"));
        assertThrows(homebot.skills.api.ToolArgumentException.class, () -> call("cook_together", "{\"names\":[\"红烧肉\"]}"));
        assertTrue(call("cook_together", "{\"names\":[\"红烧肉\",\"番茄炒蛋\"]}").startsWith("好的，同时做"));
        assertTrue(call("get_step", "{\"which\":\"next\"}").contains("第"));
    }

    private void assertMessage(String tool, String args, String expected) {
        ToolArgumentException e = assertThrows(ToolArgumentException.class, () -> call(tool, args));
        assertTrue(e.getMessage().contains(expected), tool + " " + args + " → " + e.getMessage());
    }
}
