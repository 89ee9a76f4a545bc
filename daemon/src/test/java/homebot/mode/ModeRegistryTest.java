package homebot.mode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.testing.RecordingLogHandler;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ModeRegistryTest {
    @TempDir
    Path root;

    private Path skill(String folder, String modeJson, boolean withSkillMd) throws IOException {
        Path dir = Files.createDirectories(root.resolve(folder));
        Files.writeString(dir.resolve("mode.json"), modeJson);
        if (withSkillMd) {
            Files.writeString(dir.resolve("SKILL.md"), "# " + folder + "\n");
        }
        return dir;
    }

    private ModeRegistry discover() {
        return ModeRegistry.discover(List.of(root, root.resolve("not-there")), getClass().getClassLoader(),
                root.resolve(".cache"));
    }

    @Test
    void promptOnlyAndPluginModesLoadWithTheirNames() {
        ModeRegistry r = ModeFixtures.registry();
        ModeDescriptor hw = r.find("homework").orElseThrow().descriptor();
        assertEquals(List.of("作业模式", "homework mode", "写作业模式"), hw.names());
        assertEquals("homework mode", hw.displayName("en-US"));
        assertEquals("作业模式", hw.displayName("zh-CN"));
        assertInstanceOf(PromptOnlyPlugin.class, r.find("homework").orElseThrow().plugin());
        RegisteredMode rec = r.find("recording").orElseThrow();
        assertInstanceOf(RecordingModePlugin.class, rec.plugin());
        assertEquals("recording-data", rec.descriptor().dataDirName());
        assertEquals("recording", rec.descriptor().skillName());
    }

    @Test
    void eachBrokenSkillIsSkippedWithOneLineNamingItsFileAndTheOthersLoad() throws Exception {
        skill("a-good", "{\"id\":\"good\",\"display_name\":\"好模式\"}", true);
        Path malformed = skill("b-malformed", "{\"id\":\"bad\", display_name", true);
        Path noSkill = skill("c-no-skill-md", "{\"id\":\"noskill\",\"display_name\":\"无模式\"}", false);
        Path dup = skill("d-duplicate", "{\"id\":\"good\",\"display_name\":\"又一个\"}", true);
        Path missing = skill("e-missing-class", "{\"id\":\"ghost\",\"display_name\":\"鬼模式\","
                + "\"entrypoint\":\"homebot.mode.NoSuchPlugin\"}", true);
        Path throwing = skill("f-throwing", "{\"id\":\"thrower\",\"display_name\":\"抛模式\","
                + "\"entrypoint\":\"" + ThrowingModePlugin.class.getName() + "\"}", true);
        Path notPlugin = skill("g-not-plugin", "{\"id\":\"str\",\"display_name\":\"串模式\","
                + "\"entrypoint\":\"java.lang.String\"}", true);
        Path noName = skill("h-no-name", "{\"id\":\"noname\"}", true);
        skill("i-plugin", "{\"id\":\"rec\",\"display_name\":\"记模式\",\"entrypoint\":\""
                + RecordingModePlugin.class.getName() + "\"}", true);
        Files.createDirectories(root.resolve("z-no-mode-json"));
        Files.writeString(root.resolve("notes.md"), "a prompt skill file, not a mode");

        ModeRegistry r;
        List<String> errors;
        try (RecordingLogHandler log = new RecordingLogHandler(ModeRegistry.class)) {
            r = discover();
            errors = log.errors();
        }
        assertEquals(List.of("good", "rec"), r.modes().stream().map(RegisteredMode::id).toList());
        assertEquals("好模式", r.find("good").orElseThrow().descriptor().displayName());
        assertEquals(7, errors.size(), errors.toString());
        assertLine(errors.get(0), "mode-json-malformed", malformed.resolve("mode.json"));
        assertLine(errors.get(1), "skill-md-missing", noSkill.resolve("SKILL.md"));
        assertLine(errors.get(2), "mode-id-duplicate", dup.resolve("mode.json"));
        assertTrue(errors.get(2).contains(root.resolve("a-good/mode.json").toString()), errors.get(2));
        assertLine(errors.get(3), "mode-entrypoint-missing", missing.resolve("mode.json"));
        assertLine(errors.get(4), "mode-entrypoint-failed", throwing.resolve("mode.json"));
        assertTrue(errors.get(4).contains("config file missing"), errors.get(4));
        assertLine(errors.get(5), "mode-entrypoint-invalid", notPlugin.resolve("mode.json"));
        assertLine(errors.get(6), "mode-json-malformed", noName.resolve("mode.json"));
        assertTrue(errors.get(6).contains("display_name"), errors.get(6));
    }

    @Test
    void badFieldTypesAreRejectedWithTheFieldName() throws Exception {
        skill("x", "{\"id\":\"x\",\"display_name\":\"X模式\",\"display_names\":[\"x mode\"]}", true);
        skill("y", "{\"id\":\"Y Mode\",\"display_name\":\"Y模式\"}", true);
        skill("z", "{\"id\":\"z\",\"display_name\":\"Z模式\",\"data_dir\":\"../etc\"}", true);
        try (RecordingLogHandler log = new RecordingLogHandler(ModeRegistry.class)) {
            assertTrue(discover().modes().isEmpty());
            List<String> e = log.errors();
            assertEquals(3, e.size(), e.toString());
            assertTrue(e.get(0).contains("display_names"), e.get(0));
            assertTrue(e.get(1).contains("id \"Y Mode\""), e.get(1));
            assertTrue(e.get(2).contains("data_dir"), e.get(2));
        }
    }

    @Test
    void anEarlierRootWinsAndTheLaterDuplicateIsSkipped(@TempDir Path installed) throws Exception {
        skill("homework", "{\"id\":\"homework\",\"display_name\":\"我的作业模式\"}", true);
        Path other = Files.createDirectories(installed.resolve("homework"));
        Files.writeString(other.resolve("mode.json"), "{\"id\":\"homework\",\"display_name\":\"作业模式\"}");
        Files.writeString(other.resolve("SKILL.md"), "x");
        ModeRegistry r = ModeRegistry.discover(List.of(root, installed), getClass().getClassLoader(), root.resolve(".c"));
        assertEquals("我的作业模式", r.find("homework").orElseThrow().descriptor().displayName());
        assertEquals(Map.of(), r.find("homework").orElseThrow().descriptor().displayNames());
    }

    private static void assertLine(String line, String code, Path file) {
        assertTrue(line.startsWith(code + ": skill skipped: " + file), line);
        assertTrue(!line.contains("\n"), line);
    }
}
