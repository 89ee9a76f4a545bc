package homebot.mode;

import homebot.skills.api.ModePlugin;

/** An entrypoint whose constructor fails, as a broken skill would. */
public final class ThrowingModePlugin implements ModePlugin {
    public ThrowingModePlugin() {
        throw new IllegalStateException("config file missing");
    }
}
