package homebot.testing;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Checks for what a test needs from outside the JVM. On a developer's machine a missing program skips the test
 * with one line naming the Debian package to install; under {@code -Dhomebot.strict=true} (CI) it fails it,
 * so a missing install step can never turn into a green build that tested nothing.
 */
public final class ExternalTools {
    public static final String STRICT_PROPERTY = "homebot.strict";
    /** Every skip message starts with this, so a listener and CI can find them. */
    public static final String SKIP_MARK = "SKIPPED-NEEDS: ";

    private ExternalTools() {}

    public static boolean strict() {
        return Boolean.getBoolean(STRICT_PROPERTY);
    }

    /** Skips (or, strict, fails) unless {@code program} is on the PATH; {@code aptPackage} is what provides it. */
    public static Path requireProgram(String program, String aptPackage) {
        Path found = findOnPath(program);
        require(found != null, program + " not on PATH", "sudo apt install " + aptPackage);
        return found;
    }

    /** Skips (or, strict, fails) unless {@code condition}; {@code remedy} tells the developer what to do. */
    public static void require(boolean condition, String what, String remedy) {
        if (condition) {
            return;
        }
        String message = SKIP_MARK + what + " (" + remedy + ")";
        if (strict()) {
            fail(message + " and -D" + STRICT_PROPERTY + "=true forbids skipping");
        }
        System.err.println(message);
        assumeTrue(false, message);
    }

    /** Skips (or, strict, fails) unless python3 is on the PATH; returns it. */
    public static Path requirePython3() {
        return requireProgram("python3", "python3");
    }

    /**
     * Skips (or, strict, fails) unless one of the shared libraries exists (for JNA bindings such as libsystemd);
     * returns the first found.
     */
    public static Path requireLibrary(String aptPackage, String... candidates) {
        for (String c : candidates) {
            if (Files.exists(Path.of(c))) {
                return Path.of(c);
            }
        }
        require(false, String.join(" or ", candidates) + " missing", "sudo apt install " + aptPackage);
        return null;
    }

    public static Path findOnPath(String program) {
        String path = System.getenv("PATH");
        if (path == null) {
            return null;
        }
        for (String dir : path.split(File.pathSeparator)) {
            Path candidate = Path.of(dir, program);
            if (Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        return null;
    }
}
