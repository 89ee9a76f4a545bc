package homebot.homeassistant;

import java.util.List;

/**
 * One entity from {@code /api/states}: its id ({@code light.kitchen}), its domain, the names it answers to
 * ({@code friendly_name} first, then aliases) and its state.
 */
public record Entity(String entityId, String friendlyName, List<String> aliases, String state) {
    public Entity {
        aliases = List.copyOf(aliases);
    }

    public String domain() {
        return entityId.substring(0, entityId.indexOf('.'));
    }

    public String name() {
        return friendlyName.isBlank() ? entityId : friendlyName;
    }
}
