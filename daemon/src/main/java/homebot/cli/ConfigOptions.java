package homebot.cli;

import homebot.app.Schema;
import homebot.config.ConfigLoader;
import homebot.config.HomebotConfig;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --config FILE}, shared by every command that needs the config. */
final class ConfigOptions {
    @Option(names = {"-c", "--config"}, paramLabel = "FILE",
            description = "Config file (default: $HOMEBOT_CONFIG, ~/.config/homebot/homebot.yaml, /etc/homebot/homebot.yaml).")
    Path config;

    @Option(names = {"-v", "--verbose"}, description = "Log more (debug lines on stderr).")
    boolean verbose;

    HomebotConfig load() {
        ConfigLoader loader = new ConfigLoader(Schema.create(), System::getenv);
        return loader.load(ConfigLoader.locate(config, System::getenv));
    }
}
