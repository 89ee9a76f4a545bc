package homebot.cli;

import homebot.skills.api.SkillCommand;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A skill command the tests register with ServiceLoader; it records what the CLI passed it. */
public final class RecordingSkillCommand implements SkillCommand {
    static final List<List<String>> CALLS = new ArrayList<>();
    static final List<Path> WORKSPACES = new ArrayList<>();

    @Override
    public String name() {
        return "test-skill-cmd";
    }

    @Override
    public String summary() {
        return "A command from a test skill.";
    }

    @Override
    public int run(List<String> args, Path workspace, PrintWriter out, PrintWriter err) {
        CALLS.add(args);
        WORKSPACES.add(workspace);
        out.println("ran " + args);
        return args.contains("fail") ? 1 : 0;
    }
}
