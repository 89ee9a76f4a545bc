package homebot.cli;

import homebot.app.Daemon;
import homebot.config.HomebotConfig;
import homebot.systemd.Logging;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.concurrent.Callable;
import java.util.logging.Level;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code homebot run}: the daemon. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Run the voice assistant: wake word, speech, replies, timers, control socket, GPIO.")
final class RunCommand implements Callable<Integer> {
    @Mixin
    ConfigOptions options;

    @Option(names = "--input", defaultValue = "mic", paramLabel = "mic|wav:FILE|stdin",
            description = "Audio input (default: ${DEFAULT-VALUE}). wav:FILE ends the run when the file is done.")
    String input;

    @Option(names = "--tts", paramLabel = "espeak|piper|http|wav:DIR|text",
            description = "Speech output, overriding audio.tts.engine.")
    String tts;

    @Option(names = "--no-control-socket", description = "Do not open the control socket (for a second instance in tests).")
    boolean noControl;

    @Override
    public Integer call() throws Exception {
        Logging.configure(Logging.journalDetected(System.getenv()), Logging.journalDetected(System.getenv())
                ? System.out : System.err, options.verbose ? Level.FINE : Level.INFO);
        HomebotConfig config = options.load();
        Daemon daemon = new Daemon(config, new Daemon.Options(input, tts, !noControl), Clock.systemDefaultZone());
        ShutdownPath shutdown = new ShutdownPath(daemon::close);
        shutdown.install();
        try {
            daemon.start(System.in, new PrintStream(System.out, true, StandardCharsets.UTF_8));
            daemon.awaitEnd();
        } finally {
            shutdown.finish();
        }
        return shutdown.exitStatus();
    }
}
