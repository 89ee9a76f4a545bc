package homebot.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.config.ConfigLoader;
import homebot.config.HomebotConfig;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChatConsoleTest {
    @TempDir
    Path workspace;

    private final Clock clock = Clock.fixed(Instant.parse("2026-11-29T11:05:00Z"), ZoneId.of("Asia/Shanghai"));

    private String run(byte[] input) throws Exception {
        HomebotConfig config = new ConfigLoader(Schema.create(),
                Map.of("HOMEBOT_WORKSPACE", workspace.toString())::get).load(Optional.empty());
        Assembly app = new Assembly(config, clock);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        ChatConsole console = new ChatConsole(app.pipeline(), new ChatConsole.Deps(app.conversations(), app.recorder(),
                app.prompts()::skills, app::rebuildSystemPrompt, app::localModeStatus, app::drainAlerts, config.language()), out, false);
        assertEquals(0, console.run(new ByteArrayInputStream(input)));
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private String run(String input) throws Exception {
        return run(input.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void modeCommandSpeaksTheConsolesLanguage() throws Exception {
        String out = run("/mode\n");
        assertTrue(out.contains("当前没有模式"), out);
        assertFalse(out.contains("no active mode") || out.contains("session dir:") || out.contains("expires:"), out);
    }

    @Test
    void answersTheTimeWithoutAnLlm() throws Exception {
        String out = run("现在几点\nwhat time is it\n");
        assertTrue(out.contains("现在是晚上7点05分。"), out);
        assertTrue(out.contains("It's 7:05 PM."), out);
    }

    @Test
    void unmatchedUtteranceWithoutLlmSaysWhatWorksAndHowToConfigure() throws Exception {
        // the spoken fallback is one short line naming things to say; "你会什么" says how to configure a model
        String out = run("讲个笑话\n你会什么\ntell me a joke\nwhat can you do\n");
        assertTrue(out.contains("离线") && out.contains("“现在几点”") && out.contains("HOMEBOT_LLM_BASE_URL"), out);
        assertTrue(out.contains("offline") && out.contains("\"what time is it\"") && out.contains("llm.base_url"), out);
    }

    @Test
    void badInputGetsAClearMessageAndTheConsoleGoesOn() throws Exception {
        ByteArrayOutputStream in = new ByteArrayOutputStream();
        in.write("\n   \n".getBytes(StandardCharsets.UTF_8));
        in.write("x".repeat(10_000).getBytes(StandardCharsets.UTF_8));
        in.write('\n');
        in.write(new byte[] {(byte) 0xff, (byte) 0xfe, 'a', '\n'});
        in.write("\u0007\u001b[31m现在几点\n".getBytes(StandardCharsets.UTF_8));
        String out = run(in.toByteArray());
        assertTrue(out.contains("too long (10000 characters)"), out);
        assertTrue(out.contains("不是有效的 UTF-8"), out);
        assertTrue(out.contains("现在是晚上7点05分"), out);
        assertConversationFilesValid(2);
    }

    @Test
    void consoleCommandsWork() throws Exception {
        Files.createDirectories(workspace.resolve("skills"));
        Files.writeString(workspace.resolve("skills/tea.md"), "---\nname: tea\ndescription: 泡茶\nenabled: false\n---\n泡茶要点");
        Files.writeString(workspace.resolve("skills/broken.md"), "---\nname: [x\n---\nbody");
        String out = run("/help\n今天几号\n/tree\n/list\n/skills\n/mode\n/new\n/switch nope\n/bogus\n/exit\n现在几点\n");
        assertTrue(out.contains("/switch <id>"), out);
        assertTrue(out.contains("[0] you: 今天几号"), out);
        assertTrue(out.contains("[1] homebot: 今天是11月29日"), out);
        assertTrue(out.contains("[off] tea - 泡茶"), out);
        assertTrue(out.contains("没有这个会话：nope"), out);
        assertTrue(out.contains("未知命令 /bogus"), out);
        assertTrue(out.contains("当前没有模式"), out);
        assertTrue(!out.contains("现在是"), "nothing runs after /exit: " + out);
    }

    @Test
    void switchAndBranchFromTheTree() throws Exception {
        run("现在几点\n");
        String id;
        try (Stream<Path> s = Files.list(workspace.resolve("conversations"))) {
            id = s.findFirst().orElseThrow().getFileName().toString().replace(".jsonl", "");
        }
        String out = run("/switch " + id + "\n/tree\n/0\n今天几号\n/tree\n");
        assertTrue(out.contains("已切换到会话 " + id), out);
        assertTrue(out.contains("├─ [1] homebot: 现在是"), out);
        assertTrue(out.contains("└─ [2] you: 今天几号"), out);
    }

    private void assertConversationFilesValid(int expectedUserTurns) throws Exception {
        ObjectMapper json = new ObjectMapper();
        List<Path> files;
        try (Stream<Path> s = Files.list(workspace.resolve("conversations"))) {
            files = s.toList();
        }
        assertEquals(1, files.size());
        List<String> lines = Files.readAllLines(files.get(0));
        assertEquals("header", json.readTree(lines.get(0)).get("type").asText());
        int users = 0;
        for (String line : lines) {
            JsonNode n = json.readTree(line);
            if ("user".equals(n.path("role").asText())) {
                users++;
                assertTrue(n.get("content").asText().chars().noneMatch(Character::isISOControl));
            }
        }
        assertEquals(expectedUserTurns, users);
    }
}
