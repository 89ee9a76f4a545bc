package homebot.config;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The sections a config file may have, each bound to a record with a {@code defaults()} value. Parts of the
 * daemon register their own section; the loader rejects any key no section declares.
 */
public final class ConfigSchema {
    private final Map<String, Section<?>> sections = new LinkedHashMap<>();

    public record Section<T>(String key, Class<T> type, T defaults) {}

    public <T> ConfigSchema section(String key, Class<T> type, T defaults) {
        if (sections.putIfAbsent(key, new Section<>(key, type, defaults)) != null) {
            throw new IllegalArgumentException("duplicate config section " + key);
        }
        return this;
    }

    public Map<String, Section<?>> sections() {
        return Map.copyOf(sections);
    }

    Iterable<Section<?>> ordered() {
        return sections.values();
    }
}
