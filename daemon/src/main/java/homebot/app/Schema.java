package homebot.app;

import homebot.config.ConfigSchema;

/** Every config section of the program; a section not listed here is an unknown key in the file. */
public final class Schema {
    private Schema() {}

    public static ConfigSchema create() {
        return new ConfigSchema();
    }
}
