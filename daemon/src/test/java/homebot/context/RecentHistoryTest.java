package homebot.context;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class RecentHistoryTest {
    private static final Instant NOW = Instant.parse("2026-10-22T12:00:00Z");

    private static HistoryEntry at(int minutesAgo, String role, String content) {
        return new HistoryEntry(NOW.minus(Duration.ofMinutes(minutesAgo)), role, content);
    }

    @Test
    void keepsOnlyTheExchangesOfTheLastFiveMinutes() {
        List<HistoryEntry> entries = List.of(
                at(30, "user", "几点了"), at(30, "assistant", "十一点半"),
                at(3, "user", "今天天气怎么样"), at(3, "assistant", "晴，25 度"),
                at(1, "user", "明天呢"), at(1, "assistant", "多云"));
        assertEquals(List.of(new HistoryTurn("今天天气怎么样", "晴，25 度"), new HistoryTurn("明天呢", "多云")),
                RecentHistory.defaults().turns(entries, NOW));
    }

    @Test
    void unansweredQuestionsToolMessagesAndFutureEntriesAreDropped() {
        List<HistoryEntry> entries = List.of(
                at(4, "user", "定个闹钟"), at(4, "tool", "{}"),
                at(3, "user", "算了"), at(3, "assistant", "好的"),
                at(-2, "user", "from the future"), at(-2, "assistant", "x"));
        assertEquals(List.of(new HistoryTurn("算了", "好的")), RecentHistory.defaults().turns(entries, NOW));
    }

    @Test
    void theWindowIsConfigurableAndUnsortedInputIsOrdered() {
        List<HistoryEntry> entries = List.of(at(8, "assistant", "b"), at(8, "user", "a"),
                at(12, "assistant", "old-b"), at(12, "user", "old-a"));
        // equal timestamps keep their input order after the sort, so a user line listed after its answer is unpaired
        assertEquals(List.of(), new RecentHistory(Duration.ofMinutes(10)).turns(entries, NOW));
        List<HistoryEntry> ordered = List.of(at(9, "assistant", "b"), at(10, "user", "a"));
        assertEquals(List.of(new HistoryTurn("a", "b")), new RecentHistory(Duration.ofMinutes(10)).turns(ordered, NOW));
        assertEquals(List.of(), new RecentHistory(Duration.ofMinutes(5)).turns(ordered, NOW));
    }
}
