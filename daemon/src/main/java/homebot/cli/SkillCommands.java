package homebot.cli;

import homebot.config.HomebotConfig;
import homebot.skills.api.SkillCommand;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * Adds the commands skills provide ({@link SkillCommand}, found with ServiceLoader) to the CLI. The kernel
 * never names a skill: {@code homebot recipes} exists because the cooking skill's jar says so.
 */
final class SkillCommands {
    private SkillCommands() {}

    static void register(CommandLine cli, ClassLoader loader) {
        List<SkillCommand> found = new ArrayList<>();
        try {
            ServiceLoader.load(SkillCommand.class, loader).forEach(found::add);
        } catch (ServiceConfigurationError e) {
            System.err.println("homebot: a skill command could not be loaded: " + e.getMessage());
        }
        for (SkillCommand command : found) {
            if (!command.name().matches("[a-z][a-z-]{1,30}") || cli.getSubcommands().containsKey(command.name())) {
                System.err.println("homebot: skill command '" + command.name() + "' ignored (bad or taken name)");
                continue;
            }
            CommandLine sub = new CommandLine(new Runner(command));
            sub.getCommandSpec().usageMessage().description(command.summary());
            sub.setUnmatchedArgumentsAllowed(false);
            cli.addSubcommand(command.name(), sub);
        }
    }

    @Command(mixinStandardHelpOptions = true)
    static final class Runner implements Callable<Integer> {
        private final SkillCommand command;

        @Mixin
        ConfigOptions options;

        @Parameters(paramLabel = "ARG", description = "The command's words (e.g. import PATH…, list, show NAME, check).")
        List<String> args = new ArrayList<>();

        Runner(SkillCommand command) {
            this.command = command;
        }

        @Override
        public Integer call() {
            HomebotConfig config = options.load();
            PrintWriter out = new PrintWriter(ModelsCommand.out(), true);
            PrintWriter err = new PrintWriter(System.err, true);
            int code = command.run(List.copyOf(args), config.workspace(), out, err);
            out.flush();
            err.flush();
            return code;
        }
    }
}
