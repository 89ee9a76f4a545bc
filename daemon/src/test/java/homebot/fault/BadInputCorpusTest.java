package homebot.fault;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.agent.Tool;
import homebot.agent.ToolCallContext;
import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.audio.wav.PcmFormat;
import homebot.audio.wav.WavAudio;
import homebot.audio.wav.WavException;
import homebot.audio.wav.WavReader;
import homebot.audio.wav.WavWriter;
import homebot.config.ConfigException;
import homebot.config.ConfigLoader;
import homebot.skills.api.ToolArgumentException;
import homebot.skills.api.Utterance;
import homebot.testing.TestWorkspace;
import homebot.turn.ReplySink;
import homebot.turn.TurnReply;
import java.io.PrintStream;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A corpus of bad input, random and adversarial, fed to each entry point: utterances, tool arguments (schedule_follow_up, switch_mode
 * with user words that never ask for the mode), config files, WAV headers. Nothing may crash: each input is either accepted or refused with a clear error (the
 * entry point's own exception type with a message; a spoken answer for utterances). Counts go to
 * {@code target/fault-input-report.txt}.
 */
class BadInputCorpusTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-29T11:05:00Z"), ZoneId.of("Asia/Shanghai"));
    private final Random random = new Random(11);
    private final ObjectMapper json = new ObjectMapper();
    private final StringBuilder report = new StringBuilder();

    @TempDir
    Path dir;

    @org.junit.jupiter.api.BeforeAll
    static void freshReport() throws Exception {
        Files.deleteIfExists(Path.of("target", "fault-input-report.txt"));
    }

    @Test
    void utterancesOfHundredKilobytesAndControlCharactersGetASpokenAnswerAndValidHistory() throws Exception {
        List<String> corpus = new ArrayList<>(List.of("", " ", "\u0000", "\u0000\u0001\u0002\u0007\b\u001b",
                "\u001b[31m现在几点\u001b[0m", "现在\u0000几点", "\u202e点几在现", "\ud800", "\udc00abc", "🍅🥚".repeat(50),
                "计时-5分钟", "计时99999999999999999999分钟", "计时0分钟", "set a timer for -1 minutes",
                "取消{name}的计时", "\\u0000\"}{\n]", "\r\n\r\n", "\t\t现在几点\t"));
        corpus.add("番".repeat(100 * 1024 / 3));
        corpus.add("a".repeat(100 * 1024));
        corpus.add("现在几点" + "\u0007".repeat(100 * 1024));
        for (int i = 0; i < 40; i++) {
            StringBuilder b = new StringBuilder();
            int n = 1 + random.nextInt(200);
            for (int k = 0; k < n; k++) {
                b.append((char) random.nextInt(random.nextBoolean() ? 0x40 : 0xFFFF));
            }
            corpus.add(b.toString());
        }
        int answered = 0;
        try (Assembly app = new Assembly(new ConfigLoader(Schema.create(),
                Map.of("HOMEBOT_WORKSPACE", dir.toString())::get).load(Optional.empty()), CLOCK)) {
            for (String text : corpus) {
                TurnReply reply = app.pipeline().run(new Utterance(text, "fault", "bad-input", "guest"), ReplySink.NONE);
                assertFalse(reply.text().isBlank(), "no answer for " + printable(text));
                assertTrue(reply.text().length() < 2_000, "a bad utterance is not echoed back whole");
                answered++;
            }
        }
        for (Path f : Files.list(dir.resolve("conversations")).toList()) {
            for (String line : Files.readAllLines(f)) {
                json.readTree(line);
            }
        }
        tally("utterances", corpus.size(), answered, 0);
    }

    @Test
    void toolArgumentsThatAreWrongInEveryWayAreRefusedWithAToolArgumentError() throws Exception {
        List<String> corpus = new ArrayList<>(List.of("{}", "null", "[]", "\"x\"", "42", "{\"in_minutes\":null}",
                "{\"in_minutes\":\"ten\",\"reason\":\"汤\"}", "{\"in_minutes\":-5,\"reason\":\"汤\"}",
                "{\"in_minutes\":0,\"reason\":\"汤\"}", "{\"in_minutes\":1e308,\"reason\":\"汤\"}",
                "{\"in_minutes\":99999999999999999999999,\"reason\":\"汤\"}", "{\"in_minutes\":NaN,\"reason\":\"汤\"}",
                "{\"in_minutes\":30,\"reason\":\"\"}", "{\"in_minutes\":30,\"reason\":null}",
                "{\"in_minutes\":30,\"reason\":{\"a\":[1,2]}}", "{\"in_minutes\":[30],\"reason\":\"汤\"}",
                "{\"in_minutes\":30,\"reason\":\"" + "长".repeat(100_000) + "\"}",
                "{\"in_minutes\":30,\"reason\":\"\\u0000\\u001b[2J\"}", "{\"in_minutes\":1.5,\"reason\":\"汤\"}",
                "{\"at\":\"not a time\",\"reason\":\"汤\"}", "{\"at\":\"2020-01-01T00:00:00Z\",\"reason\":\"汤\"}"));
        for (int i = 0; i < 60; i++) {
            corpus.add("{\"in_minutes\":" + (random.nextInt(20_000) - 10_000) + ",\"reason\":\"r" + i + "\",\""
                    + "k" + random.nextInt(5) + "\":" + random.nextInt() + "}");
        }
        int accepted = 0;
        int refused = 0;
        List<String> unclear = new ArrayList<>();
        try (Assembly app = new Assembly(new ConfigLoader(Schema.create(),
                Map.of("HOMEBOT_WORKSPACE", dir.toString())::get).load(Optional.empty()), CLOCK)) {
            Tool tool = app.schedule().followUpTool();
            ToolCallContext ctx = new ToolCallContext(new Utterance("提醒我看汤", "fault", "c", "guest"), "run-1");
            for (String raw : corpus) {
                JsonNode args = json.readTree(raw.replace("NaN", "\"NaN\""));
                try {
                    String result = tool.call(args, ctx);
                    assertTrue(result != null && !result.isBlank(), raw);
                    accepted++;
                } catch (ToolArgumentException e) {
                    assertTrue(e.getMessage() != null && !e.getMessage().isBlank(), raw);
                    refused++;
                } catch (Exception e) {
                    unclear.add(raw.substring(0, Math.min(80, raw.length())) + " -> " + e);
                }
            }
        }
        tally("schedule_follow_up arguments", corpus.size(), accepted + refused, 0);
        assertEquals(List.of(), unclear, "every refusal is a ToolArgumentException with a message");
    }

    @Test
    void switchModeArgumentsAndUserWordsThatAreWrongInEveryWayAreRefusedAndNoModeChangesUnasked() throws Exception {
        Path skill = TestWorkspace.installSkill(dir, BadInputCorpusTest.class, "homework");
        List<String> args = new ArrayList<>(List.of("{}", "null", "[]", "{\"action\":\"enter\"}",
                "{\"action\":\"ENTER\",\"mode_id\":\"homework\"}", "{\"action\":\"enter\",\"mode_id\":\"../../etc\"}",
                "{\"action\":\"enter\",\"mode_id\":\"\"}", "{\"action\":\"enter\",\"mode_id\":null}",
                "{\"action\":\"enter\",\"mode_id\":[\"homework\"]}", "{\"action\":\"enter\",\"mode_id\":{\"id\":1}}",
                "{\"action\":\"exit\",\"mode_id\":\"homework\",\"summary\":\"" + "长".repeat(50_000) + "\"}",
                "{\"action\":\"delete\",\"mode_id\":\"homework\"}", "{\"action\":1,\"mode_id\":2}",
                "{\"action\":\"enter\",\"mode_id\":\"homework\\u0000\"}", "{\"action\":\"enter\",\"mode_id\":\"cooking\"}"));
        for (int i = 0; i < 30; i++) {
            args.add("{\"action\":\"" + (random.nextBoolean() ? "enter" : "exit") + "\",\"mode_id\":\""
                    + (random.nextBoolean() ? "homework" : "m" + random.nextInt(1000)) + "\"}");
        }
        // The user's words of the turn: none of these asks for the mode, so every enter/exit must be refused.
        List<String> words = List.of("今天作业多吗", "不要打开作业模式", "别进入作业模式", "homework", "作业", "",
                "\u0000打开", "what is homework mode", "关闭灯", "打开 窗户");
        int refused = 0;
        List<String> unclear = new ArrayList<>();
        Files.move(skill.getParent(), Files.createDirectories(dir.resolve("ws")).resolve("skills"));
        try (Assembly app = new Assembly(new ConfigLoader(Schema.create(),
                Map.of("HOMEBOT_WORKSPACE", dir.resolve("ws").toString())::get).load(Optional.empty()), CLOCK)) {
            Tool tool = new homebot.mode.SwitchModeTool(app.modes(), new homebot.mode.ModeSwitchGuard());
            for (String raw : args) {
                for (String w : words) {
                    ToolCallContext ctx = new ToolCallContext(new Utterance(w, "fault", "c", "guest"), "run-1");
                    try {
                        String result = tool.call(json.readTree(raw), ctx);
                        unclear.add("accepted without being asked: " + raw.substring(0, Math.min(80, raw.length()))
                                + " / " + w + " -> " + result);
                    } catch (ToolArgumentException e) {
                        assertTrue(e.getMessage().matches("^[a-z-]+[:( ].*"), "error starts with a code: " + e.getMessage());
                        refused++;
                    } catch (Exception e) {
                        unclear.add(raw.substring(0, Math.min(80, raw.length())) + " / " + w + " -> " + e);
                    }
                }
            }
            assertTrue(app.modes().active().isEmpty(), "no mode was entered");
        }
        tally("switch_mode arguments x words", args.size() * words.size(), refused, 0);
        assertEquals(List.of(), unclear);
    }

    @Test
    void configFilesThatAreBrokenInEveryWayFailWithAConfigErrorNamingTheProblem() throws Exception {
        List<String> corpus = new ArrayList<>(List.of("", "---", "[]", "42", "llm: 5", "llm:\n  read_timeout_ms: abc",
                "llm:\n  read_timeout_ms: -1", "llm:\n  max_retries: 1e99", "agent:\n  max_rounds: 0",
                "nonsense_key: 1", "llm:\n  base_url: [1, 2]", "language: klingon", "workspace: \"\\0\"",
                "a: &a [*a]", "llm: {base_url: \"http://x\", base_url: \"http://y\"}", "\t- tab", ": :", "{{{{",
                "x: " + "[".repeat(5_000), "scheduler:\n  quiet_hours_start: 25:99",
                "lol1: &l1 [a,a,a,a,a,a,a,a,a]\nlol2: &l2 [*l1,*l1,*l1,*l1,*l1,*l1,*l1,*l1,*l1]\n"
                        + "lol3: &l3 [*l2,*l2,*l2,*l2,*l2,*l2,*l2,*l2,*l2]\nlol4: [*l3,*l3,*l3,*l3,*l3,*l3,*l3,*l3,*l3]"));
        for (int i = 0; i < 40; i++) {
            byte[] b = new byte[1 + random.nextInt(300)];
            random.nextBytes(b);
            corpus.add(new String(b, StandardCharsets.ISO_8859_1));
        }
        int accepted = 0;
        int refused = 0;
        List<String> unclear = new ArrayList<>();
        for (String text : corpus) {
            Path file = dir.resolve("homebot.yaml");
            Files.writeString(file, text, StandardCharsets.ISO_8859_1);
            try {
                new ConfigLoader(Schema.create(), k -> null).load(Optional.of(file));
                accepted++;
            } catch (ConfigException e) {
                if (e.getMessage() == null || e.getMessage().isBlank()) {
                    unclear.add(printable(text) + " -> empty message");
                }
                refused++;
            } catch (RuntimeException | StackOverflowError e) {
                unclear.add(printable(text) + " -> " + e);
            }
        }
        tally("config files", corpus.size(), accepted + refused - unclear.size(), 0);
        assertEquals(List.of(), unclear, "every bad config file is a ConfigException with a message");
    }

    @Test
    void wavFilesWithMangledHeadersAreReadOrRefusedWithAWavError() throws Exception {
        short[] samples = new short[1600];
        for (int i = 0; i < samples.length; i++) {
            samples[i] = (short) (8000 * Math.sin(i / 5.0));
        }
        byte[] good = WavWriter.toBytes(WavAudio.mono16(samples, 16_000));
        List<byte[]> corpus = new ArrayList<>();
        corpus.add(new byte[0]);
        corpus.add("RIFF".getBytes(StandardCharsets.US_ASCII));
        for (int cut : new int[] {1, 11, 12, 20, 36, 43, 44, 45}) {
            corpus.add(java.util.Arrays.copyOf(good, cut));
        }
        for (int i = 0; i < 300; i++) {
            byte[] b = good.clone();
            int flips = 1 + random.nextInt(6);
            for (int k = 0; k < flips; k++) {
                b[random.nextInt(44)] = (byte) random.nextInt(256);
            }
            corpus.add(b);
        }
        for (int i = 0; i < 30; i++) {
            byte[] b = new byte[random.nextInt(2_000)];
            random.nextBytes(b);
            corpus.add(b);
        }
        int read = 0;
        int refused = 0;
        List<String> unclear = new ArrayList<>();
        for (byte[] b : corpus) {
            try {
                WavAudio audio = WavReader.read(b);
                WavReader.toMono16k(audio, homebot.audio.dsp.FrontEndConfig.defaults());
                read++;
            } catch (WavException e) {
                assertTrue(e.code().startsWith("wav-") && e.getMessage() != null, e.toString());
                refused++;
            } catch (Exception | OutOfMemoryError e) {
                unclear.add(java.util.HexFormat.of().formatHex(b, 0, Math.min(44, b.length)) + " -> " + e);
            }
        }
        tally("wav headers", corpus.size(), read + refused, 0);
        assertEquals(List.of(), unclear, "every bad WAV is a WavException with a code");
    }

    private void tally(String what, int tried, int survived, int lost) throws Exception {
        String line = String.format("bad input %-30s tried=%d survived=%d lost=%d%n", what, tried, survived, lost);
        new PrintStream(System.out, true, StandardCharsets.UTF_8).print(line);
        Path target = Path.of("target");
        if (Files.isDirectory(target)) {
            Files.writeString(target.resolve("fault-input-report.txt"), line, StandardCharsets.UTF_8,
                    java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
        }
    }

    private static String printable(String s) {
        String cut = s.length() > 60 ? s.substring(0, 60) + "…(" + s.length() + ")" : s;
        StringBuilder b = new StringBuilder();
        cut.codePoints().forEach(cp -> b.append(Character.isISOControl(cp) ? String.format("\\u%04x", cp)
                : new String(Character.toChars(cp))));
        return b.toString();
    }
}
