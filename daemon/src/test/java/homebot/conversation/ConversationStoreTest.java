package homebot.conversation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.llm.ToolCall;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConversationStoreTest {
    @TempDir
    Path dir;

    private final ObjectMapper json = new ObjectMapper();
    private final Clock clock = Clock.fixed(Instant.parse("2026-11-29T12:00:00Z"), ZoneOffset.ofHours(8));

    @Test
    void writesHeaderThenMessagesLinkedByParent() throws Exception {
        ConversationStore store = new ConversationStore(dir, json, clock);
        Conversation c = store.create("abc123");
        Message u = store.append(c, "user", "北京天气怎么样", List.of(), null, "mom");
        Message a = store.append(c, "assistant", "", List.of(new ToolCall("call_1", "get_weather", "{\"city\":\"北京\"}")), null, null);
        store.append(c, "tool", "{\"temp\":25}", List.of(), "call_1", null);
        List<String> lines = Files.readAllLines(store.file("abc123"));
        assertEquals(4, lines.size());
        JsonNode header = json.readTree(lines.get(0));
        assertEquals("header", header.get("type").asText());
        JsonNode first = json.readTree(lines.get(1));
        assertEquals("message", first.get("type").asText());
        assertTrue(first.get("parent_id").isNull());
        assertEquals("2026-11-29T20:00+08:00", first.get("timestamp").asText());
        assertEquals(u.msgId(), json.readTree(lines.get(2)).get("parent_id").asText());
        assertEquals(a.msgId(), json.readTree(lines.get(3)).get("parent_id").asText());
        assertTrue(lines.stream().noneMatch(l -> l.contains("\"system\"")));

        Conversation loaded = store.load("abc123");
        assertEquals(3, loaded.chain().size());
        assertEquals("get_weather", loaded.chain().get(1).toolCalls().get(0).name());
    }

    @Test
    void branchingFromAnEarlierMessageKeepsBothBranches() throws Exception {
        ConversationStore store = new ConversationStore(dir, json, clock);
        Conversation c = store.create("b1");
        Message hi = store.append(c, "user", "你好", List.of(), null, null);
        Message reply = store.append(c, "assistant", "你好！", List.of(), null, null);
        store.append(c, "user", "旧分支", List.of(), null, null);
        c.moveCursor(reply.msgId());
        store.append(c, "user", "新分支", List.of(), null, null);
        Conversation loaded = store.load("b1");
        assertEquals(List.of("你好", "你好！", "新分支"), loaded.chain().stream().map(Message::content).toList());
        assertEquals(2, loaded.children(reply.msgId()).size());
        assertNull(loaded.chain().get(0).parentId());
        assertEquals(hi.msgId(), loaded.chain().get(1).parentId());
    }

    @Test
    void aTornLastLineLosesOnlyThatMessage() throws Exception {
        ConversationStore store = new ConversationStore(dir, json, clock);
        Conversation c = store.create("t1");
        store.append(c, "user", "one", List.of(), null, null);
        Files.writeString(store.file("t1"), "{\"type\":\"message\",\"msg_id\":\"x", StandardOpenOption.APPEND);
        Conversation loaded = store.load("t1");
        assertEquals(1, loaded.chain().size());
        store.append(loaded, "assistant", "two", List.of(), null, null);
        assertEquals(2, store.load("t1").chain().size());
    }

    @Test
    void idsThatCouldEscapeTheDirectoryAreRefused() {
        ConversationStore store = new ConversationStore(dir, json, clock);
        assertThrows(IllegalArgumentException.class, () -> store.create("../evil"));
        assertThrows(IllegalArgumentException.class, () -> store.load("a/b"));
        assertEquals(false, store.exists("../x"));
    }
}
