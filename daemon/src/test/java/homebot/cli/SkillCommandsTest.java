package homebot.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SkillCommandsTest {
    @TempDir
    Path dir;

    @Test
    void aSkillsCommandIsListedAndGetsItsWordsAndTheWorkspace() throws Exception {
        Path config = dir.resolve("homebot.yaml");
        Files.writeString(config, "workspace: " + dir.resolve("ws") + "\n");
        PrintStream saved = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            assertEquals(0, Main.execute("--help"));
            assertEquals(1, Main.execute("test-skill-cmd", "--config", config.toString(), "import", "a b", "fail"));
        } finally {
            System.setOut(saved);
        }
        assertTrue(bytes.toString(StandardCharsets.UTF_8).contains("A command from a test skill."));
        assertEquals(List.of("import", "a b", "fail"), RecordingSkillCommand.CALLS.get(RecordingSkillCommand.CALLS.size() - 1));
        assertEquals(dir.resolve("ws"), RecordingSkillCommand.WORKSPACES.get(RecordingSkillCommand.WORKSPACES.size() - 1));
    }
}
