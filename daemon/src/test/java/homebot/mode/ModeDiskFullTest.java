package homebot.mode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.testing.ExternalTools;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Leaving a mode on a really full disk (a 256 KB tmpfs; needs root to mount, as CI has): the exit is carried out
 * after the reply, so it must be refused up front when action.json cannot be written, never answered with "OK"
 * while the mode stays on.
 */
class ModeDiskFullTest {
    @TempDir
    Path dir;
    private Path mount;

    private static int run(String... cmd) throws Exception {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor(20, TimeUnit.SECONDS) ? p.exitValue() : -1;
    }

    @BeforeEach
    void mountTinyDisk() throws Exception {
        mount = Files.createDirectories(dir.resolve("disk"));
        ExternalTools.require(run("mount", "-t", "tmpfs", "-o", "size=256k", "homebot-modefull", mount.toString()) == 0,
                "mounting a 256 KB tmpfs for a really full disk", "run the tests as root, as CI does");
    }

    @AfterEach
    void unmount() throws Exception {
        run("umount", "-l", mount.toString());
    }

    private void fill() {
        try (OutputStream out = Files.newOutputStream(mount.resolve("filler"))) {
            byte[] block = new byte[4096];
            while (true) {
                out.write(block);
                out.flush();
            }
        } catch (IOException expected) {
            // No space left on device: the disk is full now.
        }
    }

    @Test
    void anExitThatCannotBeSavedIsRefusedSayingTheModeStaysOnAndWorksOnceSpaceReturns() throws Exception {
        ModeManager m = ModeFixtures.manager(mount.resolve("ws"), ModeFixtures.registry(),
                new homebot.testing.MovableClock(Instant.parse("2026-12-01T10:00:00Z"), ZoneId.of("Asia/Shanghai")));
        m.enter("homework");
        fill();
        ModeSwitchException e = assertThrows(ModeSwitchException.class, () -> m.requestExit("homework", null));
        assertEquals("mode-state-not-saved", e.code());
        assertTrue(e.getMessage().contains("还开着"), e.getMessage());
        assertTrue(m.active().isPresent() && m.pendingExit().isEmpty());
        Files.delete(mount.resolve("filler"));
        m.requestExit("homework", null);
        assertTrue(m.runPendingExit());
        assertTrue(m.active().isEmpty(), "left once space returned, no restart");
    }
}
