package homebot.doctor;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The config file, when it holds an {@code api_key}, is not readable by every user of the machine. The key's
 * value is never read into a message: only whether one is there.
 */
public final class ConfigFileCheck implements DoctorCheck {
    /** {@code api_key: value} with a value that is not empty, "" or ''. */
    private static final Pattern KEY = Pattern.compile("(?m)^\\s*api_key\\s*:\\s*(?![\"']{2}\\s*(#.*)?$)(?!#)\\S");

    private final Optional<Path> file;

    public ConfigFileCheck(Optional<Path> file) {
        this.file = file;
    }

    @Override
    public String name() {
        return "config file";
    }

    @Override
    public boolean required() {
        return false;
    }

    @Override
    public CheckResult run() {
        if (file.isEmpty()) {
            return CheckResult.ok("none: defaults and HOMEBOT_* environment");
        }
        Path f = file.get();
        try {
            boolean holdsKey = KEY.matcher(Files.readString(f)).find();
            Set<PosixFilePermission> mode;
            try {
                mode = Files.getPosixFilePermissions(f);
            } catch (UnsupportedOperationException e) {
                return CheckResult.ok(f + (holdsKey ? " holds an api_key" : ""));
            }
            if (holdsKey && mode.contains(PosixFilePermission.OTHERS_READ)) {
                return CheckResult.warn(f + " holds an api_key and every user can read it",
                        "sudo chgrp homebot " + f + " && sudo chmod 0640 " + f
                                + " (or keep the key in a systemd credential, see docs/deploy.md)");
            }
            return CheckResult.ok(f + (holdsKey ? " holds an api_key, not readable by others" : ""));
        } catch (IOException e) {
            return CheckResult.warn("cannot read " + f + ": " + e.getMessage(), "ls -l " + f);
        }
    }
}
