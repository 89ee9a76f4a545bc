package homebot.doctor;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

/** An external program (espeak-ng, piper, aplay) is on PATH and executable. */
public final class CommandCheck implements DoctorCheck {
    private final String name;
    private final String command;
    private final boolean required;
    private final String fix;
    private final String path;

    public CommandCheck(String name, String command, boolean required, String fix) {
        this(name, command, required, fix, System.getenv().getOrDefault("PATH", ""));
    }

    /** @param path the PATH to search (tests pass their own) */
    public CommandCheck(String name, String command, boolean required, String fix, String path) {
        this.name = name;
        this.command = command;
        this.required = required;
        this.fix = fix;
        this.path = path;
    }

    public static CommandCheck espeakNg(boolean required) {
        return new CommandCheck("tts engine", "espeak-ng", required, "sudo apt install espeak-ng");
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public boolean required() {
        return required;
    }

    @Override
    public CheckResult run() {
        for (String dir : path.split(File.pathSeparator)) {
            if (dir.isEmpty()) {
                continue;
            }
            Path p = Path.of(dir, command);
            if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                return CheckResult.ok(command + " at " + p);
            }
        }
        return CheckResult.fail(command + " not found on PATH", fix);
    }
}
