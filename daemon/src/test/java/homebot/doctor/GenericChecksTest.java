package homebot.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GenericChecksTest {
    @TempDir
    Path tmp;

    @Test
    void javaSeventeenPassesSixteenFails() {
        assertEquals(CheckStatus.OK, new JavaVersionCheck(Runtime.Version.parse("17.0.15+6")).run().status());
        CheckResult old = new JavaVersionCheck(Runtime.Version.parse("11.0.2")).run();
        assertEquals(CheckStatus.FAIL, old.status());
        assertEquals("sudo apt install openjdk-17-jre-headless", old.fixCommand());
    }

    @Test
    void writableWorkspaceIsOkAndLeavesNoFileBehind() throws IOException {
        Path ws = tmp.resolve("ws");
        CheckResult r = new WorkspaceCheck(ws, "homebot").run();
        assertEquals(CheckStatus.OK, r.status(), r.message());
        try (var files = Files.list(ws)) {
            assertEquals(0, files.count());
        }
    }

    @Test
    void unwritableWorkspaceFailsWithTheChownFix() throws IOException {
        Path notADir = Files.writeString(tmp.resolve("ws"), "a file, not a directory");
        CheckResult r = new WorkspaceCheck(notADir, "homebot").run();
        assertEquals(CheckStatus.FAIL, r.status());
        assertTrue(r.message().startsWith(notADir + " is not writable"), r.message());
        assertEquals("sudo chown -R homebot: " + notADir, r.fixCommand());
    }

    @Test
    void commandFoundOnPathOrTheInstallCommand() throws IOException {
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        Path exe = Files.writeString(bin.resolve("espeak-ng"), "#!/bin/sh\n");
        Files.setPosixFilePermissions(exe, PosixFilePermissions.fromString("rwxr-xr-x"));
        CheckResult ok = new CommandCheck("tts engine", "espeak-ng", true, "sudo apt install espeak-ng",
                tmp.resolve("empty") + ":" + bin).run();
        assertEquals(CheckStatus.OK, ok.status());
        assertTrue(ok.message().contains(exe.toString()));
        CheckResult missing = new CommandCheck("tts engine", "piper", true, "see docs: install piper", bin.toString()).run();
        assertEquals(CheckStatus.FAIL, missing.status());
        assertEquals("piper not found on PATH", missing.message());
    }

    @Test
    void gpioMissingIsAWarningUnlessAskedFor() throws IOException {
        Path dev = Files.createDirectories(tmp.resolve("dev"));
        assertEquals(CheckStatus.WARN, new GpioCheck(dev, "auto", "homebot").run().status());
        GpioCheck asked = new GpioCheck(dev, "true", "homebot");
        assertTrue(asked.required());
        assertEquals(CheckStatus.FAIL, asked.run().status());
        Files.createFile(dev.resolve("gpiochip0"));
        CheckResult present = new GpioCheck(dev, "auto", "homebot").run();
        assertEquals(CheckStatus.OK, present.status(), present.message());
        assertTrue(present.message().contains("gpiochip0"));
        assertEquals(CheckStatus.OK, new GpioCheck(dev, "false", "homebot").run().status());
    }
}
