package homebot.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

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
}
