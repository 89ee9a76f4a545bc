package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.skills.api.ModePlugin;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The skill folder is bundled on the class path exactly where a runtime registry looks for it. */
class SkillBundleTest {
    private static String resource(String name) throws Exception {
        try (InputStream in = SkillBundleTest.class.getClassLoader().getResourceAsStream(name)) {
            assertNotNull(in, "missing class-path resource " + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void indexNamesTheSkillFolder() throws Exception {
        assertEquals("home-cooking", resource("META-INF/homebot/skills.index").strip());
    }

    @Test
    void modeJsonIsBundledAndNamesAPluginWithANoArgumentConstructor() throws Exception {
        JsonNode mode = new ObjectMapper().readTree(resource("homebot-skills/home-cooking/mode.json"));
        assertEquals("cooking", mode.get("id").asText());
        assertEquals("做饭模式", mode.get("display_name").asText());
        assertEquals("做饭模式", mode.get("display_names").get("zh-CN").asText());
        assertEquals("cooking mode", mode.get("display_names").get("en-US").asText());
        assertEquals("cooking", mode.get("data_dir").asText());
        Class<?> entry = Class.forName(mode.get("entrypoint").asText());
        assertTrue(ModePlugin.class.isAssignableFrom(entry));
        assertNotNull(entry.getConstructor().newInstance());
    }

    @Test
    void skillMdAndRecipesAreBundledUnchanged() throws Exception {
        assertEquals(Files.readString(Path.of("SKILL.md")), resource("homebot-skills/home-cooking/SKILL.md"));
        assertEquals(Files.readString(Path.of("mode.json")), resource("homebot-skills/home-cooking/mode.json"));
        for (String name : new StarterRecipes(getClass().getClassLoader()).bundled()) {
            assertEquals(Files.readString(Path.of("recipes", name)), resource(StarterRecipes.BUNDLE + name), name);
        }
    }

    @Test
    void skillMdNamesEveryTool() throws Exception {
        String skill = Files.readString(Path.of("SKILL.md"));
        for (String tool : new String[] {"find_recipe", "start_recipe", "get_step", "ingredient_amount", "scale",
                "set_timer", "cancel_timer", "list_timers", "add_note", "read_cooking_history"}) {
            assertTrue(skill.contains("`" + tool + "("), tool);
        }
    }
}
