package homebot.context;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Remembers the counts of recent texts. Mode history is append-only and re-counted for every request, so
 * without this a long session re-tokenizes the same ~56K tokens every turn (≈50 ms); with it only the new turn
 * and the dynamic tail are counted. Least-recently-used entries are dropped beyond {@code maxEntries}.
 */
public final class CachingTokenCounter implements TokenCounter {
    private final TokenCounter delegate;
    private final Map<String, Integer> counts;

    public CachingTokenCounter(TokenCounter delegate, int maxEntries) {
        this.delegate = delegate;
        this.counts = new LinkedHashMap<>(256, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Integer> eldest) {
                return size() > maxEntries;
            }
        };
    }

    @Override
    public synchronized int count(String text) {
        if (text == null || text.isEmpty()) {
            return 0;
        }
        Integer known = counts.get(text);
        if (known != null) {
            return known;
        }
        int n = delegate.count(text);
        // Only a real tokenizer's counts are worth keeping; a fallback estimate may be replaced later.
        if (!"char-estimate".equals(delegate.name())) {
            counts.put(text, n);
        }
        return n;
    }

    @Override
    public String name() {
        return delegate.name();
    }
}
