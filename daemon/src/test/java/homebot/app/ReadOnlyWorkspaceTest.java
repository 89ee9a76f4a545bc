package homebot.app;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.config.ConfigLoader;
import homebot.config.HomebotConfig;
import homebot.testing.ExternalTools;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A workspace on a read-only file system: nothing could be saved (no cooking mode, timers lost at restart), so
 * {@code run} refuses to start and says why, instead of reporting "ready". Needs root to mount (as CI has).
 */
class ReadOnlyWorkspaceTest {
    @TempDir
    Path dir;
    private Path mount;

    private static int run(String... cmd) throws Exception {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor(20, TimeUnit.SECONDS) ? p.exitValue() : -1;
    }

    @AfterEach
    void unmount() throws Exception {
        if (mount != null) {
            run("umount", "-l", mount.toString());
        }
    }

    @Test
    @Timeout(60)
    void aReadOnlyWorkspaceRefusesToStartAndSaysWhy() throws Exception {
        mount = dir.resolve("ro");
        Files.createDirectories(mount);
        ExternalTools.require(run("mount", "-t", "tmpfs", "-o", "size=200k", "homebot-ro", mount.toString()) == 0,
                "mounting a tmpfs", "run the tests as root, as CI does");
        Path ws = mount.resolve("ws");
        Files.createDirectories(ws.resolve("modes"));
        ExternalTools.require(run("mount", "-o", "remount,ro", mount.toString()) == 0,
                "remounting a tmpfs read-only", "run the tests as root, as CI does");
        Path yaml = dir.resolve("homebot.yaml");
        Files.writeString(yaml, "workspace: " + ws + "\nmodels:\n  dir: " + dir.resolve("no-models") + "\n");
        HomebotConfig config = new ConfigLoader(Schema.create(), Map.<String, String>of()::get).load(Optional.of(yaml));
        try (Daemon daemon = new Daemon(config, new Daemon.Options("mic", "text", false), Clock.systemDefaultZone())) {
            Exception e = assertThrows(Exception.class, () -> daemon.start(new ByteArrayInputStream(new byte[0]),
                    new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)));
            assertTrue(e.getMessage().contains(ws.toString()) && e.getMessage().contains("read-only"), e.getMessage());
        }
    }
}
