package homebot.cli;

import homebot.app.Assembly;
import homebot.config.HomebotConfig;
import homebot.console.ChatConsole;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.concurrent.Callable;
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
        LogSetup.configure(options.verbose ? Level.FINE : Level.WARNING);
        HomebotConfig config = options.load();
        Assembly app = new Assembly(config, Clock.systemDefaultZone());
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        ChatConsole console = new ChatConsole(app.pipeline(), new ChatConsole.Deps(app.conversations(), app.recorder(),
                app.prompts()::skills, app::rebuildSystemPrompt, app::modeStatus, config.language()),
                out, System.console() != null);
        return console.run(System.in);
    }
}
