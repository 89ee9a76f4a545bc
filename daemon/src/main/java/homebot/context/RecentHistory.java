package homebot.context;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Normal-mode memory across wake-ups: the user/assistant exchanges of the last few minutes, so "and tomorrow?"
 * right after a weather question still has its referent. Older history is deliberately not injected. The
 * caller reads its own files and passes plain entries, so this does not depend on the conversation format.
 */
public final class RecentHistory {
    private final Duration window;

    /** @param window how far back to look (YAML {@code context.recent_history_minutes}, default 5) */
    public RecentHistory(Duration window) {
        if (window.isNegative()) {
            throw new IllegalArgumentException("recent history window must not be negative: " + window);
        }
        this.window = window;
    }

    public static RecentHistory defaults() {
        return new RecentHistory(Duration.ofMinutes(5));
    }

    /**
     * The turns whose user message lies within the window before {@code now}, oldest first. A user message is
     * paired with the next assistant message; other roles, unanswered questions and future entries are dropped.
     */
    public List<HistoryTurn> turns(List<HistoryEntry> entries, Instant now) {
        Instant from = now.minus(window);
        List<HistoryEntry> sorted = new ArrayList<>(entries);
        sorted.sort(Comparator.comparing(HistoryEntry::timestamp));
        List<HistoryTurn> out = new ArrayList<>();
        HistoryEntry pendingUser = null;
        for (HistoryEntry e : sorted) {
            if (e.timestamp().isBefore(from) || e.timestamp().isAfter(now)) {
                pendingUser = null;
                continue;
            }
            if ("user".equals(e.role())) {
                pendingUser = e;
            } else if ("assistant".equals(e.role()) && pendingUser != null) {
                out.add(new HistoryTurn(pendingUser.content(), e.content()));
                pendingUser = null;
            }
        }
        return out;
    }
}
