package homebot.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code homebot}: the daemon and its tools. */
@Command(name = "homebot", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Kitchen voice assistant for Raspberry Pi-class boards.",
        subcommands = {RunCommand.class, ChatCommand.class, SayCommand.class, StatusCommand.class, ModelsCommand.class,
                DoctorCommand.class, TranscribeCommand.class, WakeCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(execute(args));
    }

    public static int execute(String... args) {
        CommandLine cli = new CommandLine(new Main());
        SkillCommands.register(cli, Main.class.getClassLoader());
        cli.setExecutionExceptionHandler((e, cmd, parsed) -> {
            cmd.getErr().println("homebot: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
            return 1;
        });
        return cli.execute(args);
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    static String version() {
        return homebot.app.BuildInfo.version();
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"homebot " + version(), "Java " + System.getProperty("java.version")
                    + " on " + System.getProperty("os.name") + " " + System.getProperty("os.arch")};
        }
    }
}
