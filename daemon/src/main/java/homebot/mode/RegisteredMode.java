package homebot.mode;

import homebot.skills.api.ModePlugin;

/** A loaded mode: what its mode.json says and its plugin instance. */
public record RegisteredMode(ModeDescriptor descriptor, ModePlugin plugin) {
    public String id() {
        return descriptor.id();
    }
}
