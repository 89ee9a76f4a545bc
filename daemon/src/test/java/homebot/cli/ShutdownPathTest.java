package homebot.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import sun.misc.Signal;
import sun.misc.SignalHandler;

class ShutdownPathTest {
    @Test
    void theSignalPathAndTheEndOfRunCloseTheDaemonOnce() {
        AtomicInteger closes = new AtomicInteger();
        ShutdownPath path = new ShutdownPath(closes::incrementAndGet);
        assertTrue(path.closeOnce(), "SIGTERM closes the daemon");
        path.finish();
        assertFalse(path.closeOnce(), "the shutdown hook after it does nothing");
        assertEquals(1, closes.get());
    }

    @Test
    void aNormalEndClosesTheDaemon() {
        AtomicInteger closes = new AtomicInteger();
        new ShutdownPath(closes::incrementAndGet).finish();
        assertEquals(1, closes.get());
    }

    @Test
    void sighupClosesTheDaemonCleanlyAndEndsWithTheStatusThatAsksSystemdForARestart() throws Exception {
        CountDownLatch closed = new CountDownLatch(1);
        ShutdownPath path = new ShutdownPath(closed::countDown);
        path.install();
        try {
            Signal.raise(new Signal("HUP")); // unhandled, the JVM would die here with 129 and nothing said
            assertTrue(closed.await(5, TimeUnit.SECONDS), "the daemon was closed by the signal path");
            assertEquals(ShutdownPath.RESTART_STATUS, path.exitStatus());
        } finally {
            path.finish();
            for (String name : new String[] {"HUP", "TERM", "INT"}) {
                Signal.handle(new Signal(name), SignalHandler.SIG_DFL);
            }
        }
        assertEquals(0, new ShutdownPath(() -> {}).exitStatus(), "an ordinary stop ends with 0");
    }
}
