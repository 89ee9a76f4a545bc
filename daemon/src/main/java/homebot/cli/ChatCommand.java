package homebot.cli;

import homebot.app.Assembly;
import homebot.config.HomebotConfig;
import homebot.console.ChatConsole;
import homebot.systemd.Logging;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code homebot chat}: the text console on the same turn pipeline as speech. */
@Command(name = "chat", mixinStandardHelpOptions = true,
        description = "Text console: one utterance per line in, the reply out. Ends at end of input or /exit.")
final class ChatCommand implements Callable<Integer> {
    @Mixin
    ConfigOptions options;

    @Override
    public Integer call() throws Exception {
        // The console's stdout carries replies; logs go to stderr and only warnings unless asked.
        Logging.configure(Logging.journalDetected(System.getenv()), System.err, options.verbose ? Level.FINE : Level.WARNING);
        HomebotConfig config = options.load();
        Assembly app = new Assembly(config, Clock.systemDefaultZone());
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        boolean interactive = System.console() != null;
        ChatConsole console = new ChatConsole(app.pipeline(), new ChatConsole.Deps(app.conversations(), app.recorder(),
                app.prompts()::skills, app::rebuildSystemPrompt, app::localModeStatus, app::drainAlerts, config.language()),
                out, interactive);
        ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "console-alerts");
            t.setDaemon(true);
            return t;
        });
        if (interactive) {
            // A typed session can sit idle at the prompt while a timer runs out: say it there too.
            ticker.scheduleWithFixedDelay(console::printAlerts, 1, 1, TimeUnit.SECONDS);
        }
        try {
            return console.run(System.in);
        } finally {
            ticker.shutdownNow();
            app.close();
        }
    }
}
