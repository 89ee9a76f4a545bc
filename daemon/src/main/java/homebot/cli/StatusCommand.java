package homebot.cli;

import homebot.app.Assembly;
import homebot.control.ControlClient;
import homebot.control.ControlConfig;
import homebot.control.ControlException;
import homebot.control.StatusReport;
import homebot.control.StatusText;
import homebot.config.HomebotConfig;
import homebot.systemd.Logging;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.Callable;
import java.util.logging.Level;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code homebot status}: from the running daemon, or from the workspace when it is down. */
@Command(name = "status", mixinStandardHelpOptions = true,
        description = "State, mode, timers, audio, last errors and uptime of the running daemon (or the workspace).")
final class StatusCommand implements Callable<Integer> {
    @Mixin
    ConfigOptions options;

    @picocli.CommandLine.Option(names = "--household",
            description = "Every room on the household's broker: state, mode and timers.")
    boolean household;

    @Override
    public Integer call() {
        Logging.configure(false, System.err, Level.WARNING);
        HomebotConfig config = options.load();
        Path socket = config.section("control", ControlConfig.class).clientSocketPath(System.getenv(), config.workspace());
        try {
            com.fasterxml.jackson.databind.JsonNode json = new ControlClient(socket).status();
            if (household) {
                if (!json.has("household")) {
                    ModelsCommand.out().println("household: off (no household.broker_url configured)");
                    return 1;
                }
                json.get("household").forEach(line -> ModelsCommand.out().println(line.asText()));
                return 0;
            }
            ModelsCommand.out().println(StatusText.render(StatusReport.fromJson(json)));
            return 0;
        } catch (ControlException e) {
            if (!e.code().equals("daemon-not-running")) {
                System.err.println("homebot: " + e.getMessage());
                return 1;
            }
            try (Assembly app = new Assembly(config, Clock.systemDefaultZone())) {
                String timers = String.join("\n", app.schedule().statusLines(Clock.systemUTC().instant()));
                ModelsCommand.out().println(StatusText.renderOffline(e.getMessage(), app.modeStatus(), timers));
            }
            return 3;
        }
    }
}
