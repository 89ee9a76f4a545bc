package homebot.homeassistant;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The entities Home Assistant knows, re-read at most every {@code refresh_seconds}, and the lookup from what was said
 * ("厨房的灯", "the kitchen light", "抽油烟机") to one of them. Names come from Home Assistant only.
 */
public final class EntityDirectory {
    private final HomeAssistantClient client;
    private final Clock clock;
    private final Duration refresh;
    private List<Entity> entities = List.of();
    private Instant loadedAt;

    public EntityDirectory(HomeAssistantClient client, Clock clock, Duration refresh) {
        this.client = client;
        this.clock = clock;
        this.refresh = refresh;
    }

    public synchronized List<Entity> entities() throws HomeAssistantException {
        Instant now = clock.instant();
        if (loadedAt == null || Duration.between(loadedAt, now).compareTo(refresh) >= 0) {
            entities = client.states();
            loadedAt = now;
        }
        return entities;
    }

    /** The entity whose name (or alias) best matches {@code spoken}, among {@code domains}. */
    public Optional<Entity> find(String spoken, List<String> domains) throws HomeAssistantException {
        String q = normalize(spoken);
        if (q.isEmpty()) {
            return Optional.empty();
        }
        Entity best = null;
        int bestScore = Integer.MAX_VALUE;
        for (Entity e : entities()) {
            if (!domains.contains(e.domain())) {
                continue;
            }
            for (String name : names(e)) {
                String n = normalize(name);
                if (n.isEmpty()) {
                    continue;
                }
                // Exact beats containment; among containments the closest length wins ("灯" vs "厨房灯").
                int score = n.equals(q) ? 0 : n.contains(q) || q.contains(n) ? 1 + Math.abs(n.length() - q.length()) : -1;
                if (score >= 0 && score < bestScore) {
                    best = e;
                    bestScore = score;
                }
            }
        }
        return Optional.ofNullable(best);
    }

    private static List<String> names(Entity e) {
        List<String> out = new java.util.ArrayList<>();
        out.add(e.friendlyName());
        out.addAll(e.aliases());
        out.add(e.entityId().substring(e.entityId().indexOf('.') + 1).replace('_', ' '));
        return out;
    }

    /** Lower case, no spaces, no "the", no 的, no 一下: "the Kitchen Light" and "厨房的灯" compare by content. */
    static String normalize(String s) {
        return s.toLowerCase(Locale.ROOT).replaceAll("\\b(the|a|my)\\b", "").replace("的", "").replace("一下", "")
                .replaceAll("[\\s\\p{Punct}，。！？]", "");
    }
}
