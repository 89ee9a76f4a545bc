package homebot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JsonlFileTest {
    @TempDir
    Path dir;

    private final ObjectMapper json = new ObjectMapper();

    @Test
    void appendsOneLinePerRecordAndReadsThemBack() throws Exception {
        JsonlFile f = new JsonlFile(dir.resolve("sub/a.jsonl"), json);
        f.append(Map.of("n", 1));
        f.append(Map.of("n", 2, "text", "多行\n文本"));
        List<JsonNode> all = f.readAll();
        assertEquals(2, all.size());
        assertEquals("多行\n文本", all.get(1).get("text").asText());
        assertEquals(2, Files.readAllLines(f.path()).size());
    }

    @Test
    void tornLastLineIsSkippedAndTheNextAppendStartsOnAFreshLine() throws Exception {
        JsonlFile f = new JsonlFile(dir.resolve("a.jsonl"), json);
        f.append(Map.of("n", 1));
        Files.writeString(f.path(), "{\"n\":2,\"te", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        assertEquals(1, f.readAll().size());
        f.append(Map.of("n", 3));
        List<JsonNode> all = f.readAll();
        assertEquals(2, all.size());
        assertEquals(3, all.get(1).get("n").asInt());
    }

    @Test
    void missingFileReadsAsEmpty() throws Exception {
        assertTrue(new JsonlFile(dir.resolve("none.jsonl"), json).readAll().isEmpty());
    }
}
