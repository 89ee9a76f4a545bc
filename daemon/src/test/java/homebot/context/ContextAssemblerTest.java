package homebot.context;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.llm.ChatMessage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ContextAssemblerTest {
    /** One token per character keeps the arithmetic of these tests visible. */
    private static final TokenCounter PER_CHAR = new TokenCounter() {
        @Override
        public int count(String text) {
            return text == null ? 0 : text.length();
        }

        @Override
        public String name() {
            return "per-char";
        }
    };

    private static List<HistoryTurn> turns(int n) {
        List<HistoryTurn> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new HistoryTurn(String.format("u%03d", i), String.format("a%03d", i)));
        }
        return out;
    }

    @Test
    void everythingFitsSoEverythingIsSentInOrder() {
        ContextAssembler a = new ContextAssembler(PER_CHAR, new ContextBudget(1000, 100, 0));
        AssembledContext c = a.assemble(new ContextRequest("SYS", List.of("{tool}"), turns(2), "now"));
        assertEquals(List.of(ChatMessage.system("SYS"), ChatMessage.user("u000"), ChatMessage.assistant("a000"),
                ChatMessage.user("u001"), ChatMessage.assistant("a001"), ChatMessage.user("now")), c.messages());
        // 3 per request + (3+3) system + (3+3) current + 6 tool + 2 turns × (3+4)×2
        assertEquals(new ContextStats(2, 2, 3 + 6 + 6 + 6 + 28, 900, "none", "per-char"), c.stats());
    }

    @Test
    void theBudgetCutsTheOldestTurnsFirst() {
        // fixed: 3 + 6 + 6 = 15; each turn costs 14; budget 15 + 3×14 + 13 leaves room for exactly three.
        int budget = 15 + 3 * 14 + 13;
        ContextAssembler a = new ContextAssembler(PER_CHAR, new ContextBudget(budget + 10, 10, 0));
        AssembledContext c = a.assemble(new ContextRequest("SYS", List.of(), turns(10), "now"));
        assertEquals(List.of("SYS", "u007", "a007", "u008", "a008", "u009", "a009", "now"),
                c.messages().stream().map(ChatMessage::content).toList());
        assertEquals(10, c.stats().candidateTurns());
        assertEquals(3, c.stats().keptTurns());
        assertEquals(7, c.stats().droppedTurns());
        assertEquals("token-budget", c.stats().cutReason());
        assertEquals(15 + 42, c.stats().estimatedTokens());
        assertTrue(c.stats().estimatedTokens() <= c.stats().budgetTokens());
    }

    @Test
    void fixedBlocksAreKeptEvenWhenTheyAloneExceedTheBudget() {
        ContextAssembler a = new ContextAssembler(PER_CHAR, new ContextBudget(60, 10, 0));
        AssembledContext c = a.assemble(new ContextRequest("S".repeat(80), List.of(), turns(3), "now"));
        assertEquals(2, c.messages().size());
        assertEquals("fixed-blocks-over-budget", c.stats().cutReason());
        assertEquals(0, c.stats().keptTurns());
    }

    @Test
    void maxHistoryTurnsBoundsHistoryEvenWithTokensLeft() {
        ContextAssembler a = new ContextAssembler(PER_CHAR, new ContextBudget(64000, 8000, 4));
        ContextStats s = a.assemble(new ContextRequest("S", List.of(), turns(10), "now")).stats();
        assertEquals(4, s.keptTurns());
        assertEquals("max-turns", s.cutReason());
    }

    @Test
    void defaultsAreSizedForA64kModel() {
        assertEquals(new ContextBudget(64000, 8000, 0), ContextBudget.defaults());
        assertEquals(56000, ContextBudget.defaults().promptTokens());
    }

    @Test
    void theConfigRecordCarriesTheBudgetAndTheRecentWindow() {
        ContextConfig c = ContextConfig.defaults();
        assertEquals(ContextBudget.defaults(), c.budget());
        assertEquals(List.of(), c.recentHistory().turns(List.of(new HistoryEntry(
                java.time.Instant.parse("2026-10-22T11:50:00Z"), "user", "old")), java.time.Instant.parse("2026-10-22T12:00:00Z")));
    }

    @Test
    void aBudgetWithoutRoomForTheAnswerIsRejected() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new ContextBudget(8000, 8000, 0));
        assertTrue(e.getMessage().contains("total_tokens > reserve_tokens"));
    }
}
