package homebot.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.llm.ToolCall;
import homebot.testing.MovableClock;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Tool arguments are bounded before any tool sees them (issue 10, item 8). */
class ToolArgumentLimitsTest {
    private static final ObjectMapper M = new ObjectMapper();

    private final RecordingTool note = RecordingTool.answering("add_note", "{\"ok\":true}");
    private final TurnTools tools = new TurnTools(ToolScope.of(List.of(note)));
    private final RunTrace trace = new RunTrace("run-1", new MovableClock(Instant.parse("2026-11-29T10:00:00Z")));

    private JsonNode invoke(String arguments) throws Exception {
        return M.readTree(new ToolInvoker().invoke(new ToolCall("c1", "add_note", arguments), tools, null, trace));
    }

    @Test
    void aHundredThousandCharacterStringArgumentIsRefusedWithACodeAndNeverReachesTheTool() throws Exception {
        String huge = M.createObjectNode().put("text", "盐".repeat(100_000)).toString();
        JsonNode result = invoke(huge);
        assertTrue(result.has("error"), "refused, not passed on: " + result);
        assertEquals("tool-argument-too-long", result.get("error").asText());
        assertTrue(result.get("message").asText().contains("text"), "names the argument: " + result);
        assertTrue(result.get("message").asText().contains(Integer.toString(ToolInvoker.MAX_STRING_CHARS)), result.toString());
        assertTrue(note.calls.isEmpty());
        assertEquals("tool-argument-too-long", trace.entries("tool-call").get(0).get("error"));
    }

    @Test
    void aLongStringNestedInAnArrayIsRefusedToo() throws Exception {
        JsonNode result = invoke("{\"items\":[\"ok\",{\"deep\":\"" + "x".repeat(ToolInvoker.MAX_STRING_CHARS + 1) + "\"}]}");
        assertTrue(result.has("error"), "refused, not passed on: " + result);
        assertEquals("tool-argument-too-long", result.get("error").asText());
        assertTrue(note.calls.isEmpty());
    }

    @Test
    void argumentsWithinTheLimitsReachTheTool() throws Exception {
        assertEquals("{\"ok\":true}", new ToolInvoker().invoke(new ToolCall("c1", "add_note",
                M.createObjectNode().put("text", "x".repeat(ToolInvoker.MAX_STRING_CHARS)).toString()), tools, null, trace));
        assertEquals(1, note.calls.size());
    }

    @Test
    void aToolThatRefusesWithItsOwnCodeKeepsThatCode() throws Exception {
        TurnTools picky = new TurnTools(ToolScope.of(List.of(new RecordingTool("set_timer", "t", Visibility.VISIBLE, a -> {
            throw new homebot.skills.api.ToolArgumentException("tool-argument-too-long", "name may be at most 32 characters");
        }))));
        JsonNode result = M.readTree(new ToolInvoker().invoke(new ToolCall("c1", "set_timer", "{}"), picky, null, trace));
        assertEquals("tool-argument-too-long", result.get("error").asText());
        assertEquals("name may be at most 32 characters", result.get("message").asText());
    }
}
