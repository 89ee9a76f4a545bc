package homebot.cli;

import homebot.app.Schema;
import homebot.config.ConfigLoader;
import homebot.config.HomebotConfig;
import homebot.systemd.SystemdCredentials;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;
import picocli.CommandLine.Option;

/** {@code --config FILE}, shared by every command that needs the config. */
final class ConfigOptions {
    @Option(names = {"-c", "--config"}, paramLabel = "FILE",
            description = "Config file (default: $HOMEBOT_CONFIG, ~/.config/homebot/homebot.yaml, /etc/homebot/homebot.yaml).")
    Path config;

    @Option(names = {"-v", "--verbose"}, description = "Log more (debug lines on stderr).")
    boolean verbose;

    HomebotConfig load() {
        return load(environment());
    }

    HomebotConfig load(Function<String, String> env) {
        ConfigLoader loader = new ConfigLoader(Schema.create(), env);
        return loader.load(ConfigLoader.locate(config, env));
    }

    /**
     * The process environment, with the LLM key from systemd's credential store taking precedence: under
     * systemd the key never sits in an environment variable or a world-readable file.
     */
    static Function<String, String> environment() {
        SystemdCredentials credentials = SystemdCredentials.fromEnvironment();
        Optional<String> credential = credentials.read(SystemdCredentials.LLM_API_KEY);
        // The household broker's password and Home Assistant's token are kept the same way.
        Optional<String> mqtt = credentials.read("mqtt-password");
        Optional<String> ha = credentials.read("ha-token");
        return name -> {
            if (name.equals("HOMEBOT_LLM_API_KEY") && credential.isPresent()) {
                return credential.get();
            }
            if (name.equals("HOMEBOT_MQTT_PASSWORD") && mqtt.isPresent()) {
                return mqtt.get();
            }
            if (name.equals("HOMEBOT_HA_TOKEN") && ha.isPresent()) {
                return ha.get();
            }
            return System.getenv(name);
        };
    }
}
