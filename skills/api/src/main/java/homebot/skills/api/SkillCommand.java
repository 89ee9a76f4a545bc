package homebot.skills.api;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/**
 * A maintenance command a skill adds to the {@code homebot} CLI (e.g. {@code homebot recipes import DIR}).
 * Registered with ServiceLoader ({@code META-INF/services/homebot.skills.api.SkillCommand}); the CLI lists it
 * beside its own commands without knowing the skill. It runs in the CLI's process, not in the daemon, and
 * must only touch the skill's own data under the workspace.
 */
public interface SkillCommand {
    /** The sub-command's name: lower case letters and dashes, not one of homebot's own commands. */
    String name();

    /** One line for {@code homebot --help}. */
    String summary();

    /**
     * Runs the command.
     *
     * @param args      the words after the command name
     * @param workspace homebot's workspace (the skill's data lives in its own folder there)
     * @return the process exit code: 0 success, 1 a problem was found or an action failed, 2 bad usage
     */
    int run(List<String> args, Path workspace, PrintWriter out, PrintWriter err);
}
