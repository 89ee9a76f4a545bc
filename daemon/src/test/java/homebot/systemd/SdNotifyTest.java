package homebot.systemd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.jna.Library;
import com.sun.jna.Native;
import homebot.testing.ExternalTools;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SdNotifyTest {

    /** libc's setenv: sd_notify reads NOTIFY_SOCKET from the C environment, which System.getenv cannot change. */
    interface LibC extends Library {
        int setenv(String name, String value, int overwrite);

        int unsetenv(String name);
    }

    /** Receives {@code count} datagrams on an AF_UNIX socket and prints each on one line. */
    private static final String RECEIVER = String.join("\n",
            "import socket, sys",
            "s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)",
            "s.bind(sys.argv[1])",
            "s.settimeout(20)",
            "print('bound', flush=True)",
            "for _ in range(int(sys.argv[2])):",
            "    print(s.recv(4096).decode('utf-8').replace('\\n', '|'), flush=True)");

    @TempDir
    Path dir;

    @Test
    void offSystemdEveryCallIsASilentNoOp() {
        ServiceNotifier notifier = SdNotify.fromEnvironment(Map.of(), SdNotify.LIBRARY);
        assertFalse(notifier.active());
        notifier.ready();
        notifier.watchdog();
        notifier.status("x");
        notifier.stopping();
    }

    @Test
    void aMissingLibsystemdDisablesNotificationsInsteadOfFailing() {
        ServiceNotifier notifier = SdNotify.fromEnvironment(
                Map.of("NOTIFY_SOCKET", "/run/systemd/notify"), "libhomebot-no-such-library.so.0");
        assertFalse(notifier.active());
        notifier.ready();
    }

    @Test
    void sendsTheProtocolMessagesToARealNotifySocket() throws Exception {
        ExternalTools.requireLibrary("libsystemd0", "/usr/lib/x86_64-linux-gnu/libsystemd.so.0",
                "/lib/x86_64-linux-gnu/libsystemd.so.0", "/usr/lib/aarch64-linux-gnu/libsystemd.so.0");
        Path python = ExternalTools.requirePython3(); // receives the AF_UNIX datagrams, as systemd would
        Path socket = dir.resolve("notify");
        Process receiver = new ProcessBuilder(python.toString(), "-c", RECEIVER, socket.toString(), "4")
                .redirectErrorStream(true).start();
        LibC libc = Native.load("c", LibC.class);
        try (BufferedReader lines = new BufferedReader(
                new InputStreamReader(receiver.getInputStream(), StandardCharsets.UTF_8))) {
            assertEquals("bound", lines.readLine());
            assertEquals(0, libc.setenv("NOTIFY_SOCKET", socket.toString(), 1));
            ServiceNotifier notifier = SdNotify.fromEnvironment(
                    Map.of("NOTIFY_SOCKET", socket.toString()), SdNotify.LIBRARY);
            assertTrue(notifier.active());
            notifier.ready();
            notifier.status("listening\n(zh)");
            notifier.watchdog();
            notifier.stopping();
            List<String> received = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                received.add(lines.readLine());
            }
            assertEquals(List.of("READY=1", "STATUS=listening (zh)", "WATCHDOG=1", "STOPPING=1"), received);
        } finally {
            libc.unsetenv("NOTIFY_SOCKET");
            receiver.destroy();
            receiver.waitFor(10, TimeUnit.SECONDS);
        }
    }
}
