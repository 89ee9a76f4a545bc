package homebot.cli;

import homebot.control.ControlClient;
import homebot.control.ControlConfig;
import homebot.control.ControlException;
import homebot.config.HomebotConfig;
import homebot.systemd.Logging;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.logging.Level;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code homebot say "…"}: inject an utterance into the running daemon, as if spoken; the reply is printed. */
@Command(name = "say", mixinStandardHelpOptions = true,
        description = "Send an utterance to the running daemon as if spoken; the reply is spoken there and printed here.")
final class SayCommand implements Callable<Integer> {
    @Mixin
    ConfigOptions options;

    @Parameters(arity = "1..*", paramLabel = "TEXT")
    List<String> words;

    @picocli.CommandLine.Option(names = "--room", paramLabel = "NAME",
            description = "Speak the text in that room of the household (over the MQTT broker) instead.")
    String room;

    @Override
    public Integer call() {
        Logging.configure(false, System.err, Level.WARNING);
        HomebotConfig config = options.load();
        if (room != null) {
            var hc = config.section("household", homebot.household.HouseholdConfig.class);
            try {
                homebot.household.Announcer.announce(hc, room, String.join(" ", words));
                ModelsCommand.out().println("sent to " + room);
                return 0;
            } catch (IllegalStateException e) {
                System.err.println("homebot: " + e.getMessage());
                return 1;
            }
        }
        Path socket = config.section("control", ControlConfig.class).clientSocketPath(System.getenv(), config.workspace());
        try {
            var result = new ControlClient(socket).say(String.join(" ", words), s -> {});
            ModelsCommand.out().println(result.reply());
            return result.errorCode() == null ? 0 : 1;
        } catch (ControlException e) {
            System.err.println("homebot: " + e.getMessage());
            return e.code().equals("daemon-not-running") ? 3 : 1;
        }
    }
}
