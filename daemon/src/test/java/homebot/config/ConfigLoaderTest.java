package homebot.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConfigLoaderTest {
    record TestLlm(String baseUrl, String model, String apiKey, int readTimeoutMs) {
        static TestLlm defaults() {
            return new TestLlm("", "", "", 30000);
        }
    }

    record TestAudio(TestWake wake) {}

    record TestWake(List<String> phrases, double confidence) {
        TestWake {
            if (confidence < 0 || confidence > 1) {
                throw new IllegalArgumentException("confidence must be between 0 and 1, got " + confidence);
            }
        }
    }

    @TempDir
    Path dir;

    private ConfigLoader loader(Map<String, String> env) {
        ConfigSchema schema = new ConfigSchema()
                .section("llm", TestLlm.class, TestLlm.defaults())
                .section("audio", TestAudio.class, new TestAudio(new TestWake(List.of("你好 小 白"), 0.6)));
        return new ConfigLoader(schema, env::get);
    }

    private Path file(String yaml) throws Exception {
        Path f = dir.resolve("homebot.yaml");
        Files.writeString(f, yaml);
        return f;
    }

    @Test
    void everyKeyHasADefaultWithoutAFile() {
        HomebotConfig c = loader(Map.of()).load(Optional.empty());
        assertEquals("zh-CN", c.core().language());
        assertEquals(Language.ZH_CN, c.language());
        assertEquals(30000, c.section("llm", TestLlm.class).readTimeoutMs());
        assertTrue(c.workspace().isAbsolute());
    }

    @Test
    void fileOverridesOnlyTheKeysItSets() throws Exception {
        HomebotConfig c = loader(Map.of()).load(Optional.of(file("language: en-US\nllm:\n  model: qwen2.5\n")));
        assertEquals(Language.EN_US, c.language());
        TestLlm llm = c.section("llm", TestLlm.class);
        assertEquals("qwen2.5", llm.model());
        assertEquals(30000, llm.readTimeoutMs());
    }

    @Test
    void unknownTopLevelKeyNamesFileKeyAndLine() throws Exception {
        Path f = file("language: zh-CN\n\nlangauge: en-US\n");
        ConfigException e = assertThrows(ConfigException.class, () -> loader(Map.of()).load(Optional.of(f)));
        assertTrue(e.getMessage().contains(f.toString()), e.getMessage());
        assertTrue(e.getMessage().contains("line 3"), e.getMessage());
        assertTrue(e.getMessage().contains("langauge"), e.getMessage());
    }

    @Test
    void unknownKeyInsideASectionNamesTheKeyAndLine() throws Exception {
        Path f = file("llm:\n  model: x\n  base_ulr: http://localhost\n");
        ConfigException e = assertThrows(ConfigException.class, () -> loader(Map.of()).load(Optional.of(f)));
        assertTrue(e.getMessage().contains("base_ulr"), e.getMessage());
        assertTrue(e.getMessage().contains("line 3"), e.getMessage());
    }

    @Test
    void wrongTypeNamesTheKeyAndLine() throws Exception {
        Path f = file("llm:\n  read_timeout_ms: soon\n");
        ConfigException e = assertThrows(ConfigException.class, () -> loader(Map.of()).load(Optional.of(f)));
        assertTrue(e.getMessage().contains("read_timeout_ms"), e.getMessage());
        assertTrue(e.getMessage().contains("line 2"), e.getMessage());
    }

    @Test
    void wrongTypeOfATopLevelKeyIsReported() throws Exception {
        Path f = file("max_utterance_chars: lots\n");
        ConfigException e = assertThrows(ConfigException.class, () -> loader(Map.of()).load(Optional.of(f)));
        assertTrue(e.getMessage().contains("max_utterance_chars"), e.getMessage());
        assertTrue(e.getMessage().contains("line 1"), e.getMessage());
    }

    @Test
    void aSectionsOwnCheckIsReportedWithKeyAndLine() throws Exception {
        Path f = file("language: zh-CN\naudio:\n  wake:\n    phrases: [hey computer]\n    confidence: 7\n");
        ConfigException e = assertThrows(ConfigException.class, () -> loader(Map.of()).load(Optional.of(f)));
        assertTrue(e.getMessage().contains("line 5"), e.getMessage());
        assertTrue(e.getMessage().contains("confidence must be between 0 and 1"), e.getMessage());
    }

    @Test
    void unknownLanguageIsAClearError() throws Exception {
        Path f = file("language: klingon\n");
        ConfigException e = assertThrows(ConfigException.class, () -> loader(Map.of()).load(Optional.of(f)));
        assertTrue(e.getMessage().contains("klingon"), e.getMessage());
    }

    @Test
    void malformedYamlIsAClearError() throws Exception {
        Path f = file("llm: [unclosed\n");
        ConfigException e = assertThrows(ConfigException.class, () -> loader(Map.of()).load(Optional.of(f)));
        assertTrue(e.getMessage().startsWith(f.toString()), e.getMessage());
    }

    @Test
    void aSyntaxErrorNamesTheProblemAndTheLineItIsOn() throws Exception {
        Path tab = file("language: zh-CN\nllm:\n\tmodel: qwen\n");
        ConfigException e = assertThrows(ConfigException.class, () -> loader(Map.of()).load(Optional.of(tab)));
        assertTrue(e.getMessage().startsWith(tab + " line 3: ") && e.getMessage().contains("tab"), e.getMessage());
        Path colon = file("language: zh-CN\nllm:\n  model: a: b\n");
        e = assertThrows(ConfigException.class, () -> loader(Map.of()).load(Optional.of(colon)));
        assertTrue(e.getMessage().startsWith(colon + " line 3: ") && e.getMessage().contains("mapping values are not allowed"),
                e.getMessage());
    }

    @Test
    void anEnvironmentOverrideIsReadAsTheSchemaSaysNotAsTheFileWroteIt() throws Exception {
        Path f = file("llm:\n  model: 7\n");
        HomebotConfig c = loader(Map.of("HOMEBOT_LLM_MODEL", "gpt-4o-mini")).load(Optional.of(f));
        assertEquals("gpt-4o-mini", c.section("llm", TestLlm.class).model());
    }

    @Test
    void aConfigPathThatIsNotAFileSaysWhatItIs() throws Exception {
        ConfigException d = assertThrows(ConfigException.class, () -> loader(Map.of()).load(Optional.of(dir)));
        assertTrue(d.getMessage().contains("is a directory"), d.getMessage());
        ConfigException n = assertThrows(ConfigException.class,
                () -> loader(Map.of()).load(Optional.of(Path.of("/dev/null"))));
        assertTrue(n.getMessage().contains("not a regular file") && !n.getMessage().contains("not found"), n.getMessage());
        ConfigException m = assertThrows(ConfigException.class,
                () -> loader(Map.of()).load(Optional.of(dir.resolve("nope.yaml"))));
        assertTrue(m.getMessage().contains("not found"), m.getMessage());
    }

    @Test
    void aMaxUtteranceLengthThatRefusesEverythingIsRefused() throws Exception {
        Path f = file("max_utterance_chars: 0\n");
        ConfigException e = assertThrows(ConfigException.class, () -> loader(Map.of()).load(Optional.of(f)));
        assertTrue(e.getMessage().contains("max_utterance_chars") && e.getMessage().contains("line 1"), e.getMessage());
    }

    @Test
    void missingExplicitFileIsAnError() {
        assertThrows(ConfigException.class, () -> loader(Map.of()).load(Optional.of(dir.resolve("nope.yaml"))));
    }

    @Test
    void environmentOverridesTheFileAndEmptyCountsAsUnset() throws Exception {
        Path f = file("language: zh-CN\nllm:\n  model: from-file\n  base_url: http://file\n");
        HomebotConfig c = loader(Map.of("HOMEBOT_LANGUAGE", "en-US", "HOMEBOT_LLM_MODEL", "from-env",
                "HOMEBOT_LLM_BASE_URL", "", "HOMEBOT_WAKE_WORDS", "hey computer, 你好 小 白",
                "HOMEBOT_WORKSPACE", dir.resolve("ws").toString())).load(Optional.of(f));
        assertEquals(Language.EN_US, c.language());
        assertEquals("from-env", c.section("llm", TestLlm.class).model());
        assertEquals("http://file", c.section("llm", TestLlm.class).baseUrl());
        assertEquals(List.of("hey computer", "你好 小 白"), c.section("audio", TestAudio.class).wake().phrases());
        assertEquals(dir.resolve("ws"), c.workspace());
    }

    @Test
    void apiKeyIsMaskedInTheDescription() {
        HomebotConfig c = loader(Map.of("HOMEBOT_LLM_API_KEY", "sk-secret-123")).load(Optional.empty());
        assertEquals("sk-secret-123", c.section("llm", TestLlm.class).apiKey());
        assertFalse(c.describeMasked().contains("sk-secret-123"));
        assertTrue(c.describeMasked().contains("***"));
    }

    @Test
    void emptyFileMeansDefaults() throws Exception {
        HomebotConfig c = loader(Map.of()).load(Optional.of(file("# nothing set\n")));
        assertEquals("zh-CN", c.core().language());
    }
}
