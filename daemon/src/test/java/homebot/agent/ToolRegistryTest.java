package homebot.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.llm.ToolSpec;
import homebot.skills.api.ToolArgumentException;
import homebot.skills.api.Utterance;
import java.util.List;
import org.junit.jupiter.api.Test;

class ToolRegistryTest {
    private static final ObjectMapper M = new ObjectMapper();
    private static final ToolCallContext CTX = new ToolCallContext(new Utterance("x", "console", "c1", null), "run-1");

    private final ToolRegistry registry = new ToolRegistry()
            .register(RecordingTool.answering("time_now", "12:00"))
            .register(RecordingTool.deferred("timer_start", "Start a countdown timer 定时器", "ok"))
            .register(RecordingTool.answering("volume_set", "ok"))
            .register(RecordingTool.deferred("recipe_search", "Search saved recipes 菜谱", "ok"));

    private static List<String> names(List<ToolSpec> specs) {
        return specs.stream().map(ToolSpec::name).toList();
    }

    @Test
    void offersVisibleToolsInRegistrationOrderAndTheFinderWhenSomethingIsDeferred() {
        TurnTools turn = new TurnTools(registry.scope());
        assertEquals(List.of("time_now", "volume_set", "tools_find"), names(turn.definitions()));
    }

    @Test
    void definitionsAreIdenticalAcrossTurns() {
        List<ToolSpec> a = new TurnTools(registry.scope()).definitions();
        List<ToolSpec> b = new TurnTools(registry.scope()).definitions();
        assertEquals(a, b);
    }

    @Test
    void noFinderWithoutDeferredTools() {
        ToolRegistry plain = new ToolRegistry().register(RecordingTool.answering("a", "1"));
        assertEquals(List.of("a"), names(new TurnTools(plain.scope()).definitions()));
    }

    @Test
    void findActivatesMatchingDeferredToolsForThisRunOnlyKeepingRegistrationOrder() throws Exception {
        TurnTools turn = new TurnTools(registry.scope());
        Tool finder = ((TurnTools.Resolution.Found) turn.resolve("tools_find")).tool();

        JsonNode result = M.readTree(finder.call(M.readTree("{\"query\":\"timer\"}"), CTX));

        assertEquals("timer_start", result.at("/activated/0/name").asText());
        assertEquals(List.of("time_now", "timer_start", "volume_set", "tools_find"), names(turn.definitions()));
        assertInstanceOf(TurnTools.Resolution.Found.class, turn.resolve("timer_start"));
        // a new run starts without the activation: the state lives in the run, not the registry
        TurnTools next = new TurnTools(registry.scope());
        assertInstanceOf(TurnTools.Resolution.NotActive.class, next.resolve("timer_start"));
        assertEquals(List.of("time_now", "volume_set", "tools_find"), names(next.definitions()));
    }

    @Test
    void findMatchesChineseKeywordsInsideLongerQueries() throws Exception {
        TurnTools turn = new TurnTools(registry.scope());
        Tool finder = ((TurnTools.Resolution.Found) turn.resolve("tools.find")).tool();

        finder.call(M.readTree("{\"query\":\"帮我找菜谱\"}"), CTX);

        assertEquals(java.util.Set.of("recipe_search"), turn.activated());
    }

    @Test
    void findWithoutMatchesListsTheDeferredToolsAndActivatesNothing() throws Exception {
        TurnTools turn = new TurnTools(registry.scope());
        Tool finder = ((TurnTools.Resolution.Found) turn.resolve("tools_find")).tool();

        JsonNode r = M.readTree(finder.call(M.readTree("{\"query\":\"weather\"}"), CTX));

        assertTrue(r.get("activated").isEmpty());
        assertEquals("timer_start", r.at("/deferred_tools/0").asText());
        assertTrue(turn.activated().isEmpty());
    }

    @Test
    void findRejectsAMissingQuery() {
        TurnTools turn = new TurnTools(registry.scope());
        Tool finder = ((TurnTools.Resolution.Found) turn.resolve("tools_find")).tool();

        assertThrows(ToolArgumentException.class, () -> finder.call(M.createObjectNode(), CTX));
    }

    @Test
    void perTurnExtrasFollowTheRegistryTools() {
        ToolScope scope = registry.scope(List.of(RecordingTool.answering("switch_mode", "ok")));
        assertEquals(List.of("time_now", "volume_set", "switch_mode", "tools_find"),
                names(new TurnTools(scope).definitions()));
    }

    @Test
    void refusesDuplicateReservedAndInvalidNames() {
        assertThrows(IllegalArgumentException.class, () -> registry.register(RecordingTool.answering("time_now", "x")));
        assertThrows(IllegalArgumentException.class, () -> registry.register(RecordingTool.answering("tools_find", "x")));
        assertThrows(IllegalArgumentException.class, () -> registry.register(RecordingTool.answering("cooking.next", "x")));
        assertThrows(IllegalArgumentException.class,
                () -> registry.scope(List.of(RecordingTool.answering("volume_set", "x"))));
        assertEquals(4, registry.tools().size());
    }

    @Test
    void unknownNamesResolveToUnknown() {
        assertInstanceOf(TurnTools.Resolution.Unknown.class, new TurnTools(registry.scope()).resolve("nope"));
    }
}
