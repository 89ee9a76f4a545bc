package homebot.systemd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class LoggingTest {

    private final Logger root = Logger.getLogger("");
    private List<Handler> savedHandlers;
    private Level savedLevel;

    @BeforeEach
    void saveRootLogger() {
        savedHandlers = List.of(root.getHandlers());
        savedLevel = root.getLevel();
    }

    @AfterEach
    void restoreRootLogger() {
        for (Handler h : root.getHandlers()) {
            root.removeHandler(h);
        }
        savedHandlers.forEach(root::addHandler);
        root.setLevel(savedLevel);
    }

    @Test
    void detectsJournaldFromTheVariablesSystemdSets() {
        assertTrue(Logging.journalDetected(Map.of("JOURNAL_STREAM", "8:12345")));
        assertTrue(Logging.journalDetected(Map.of("INVOCATION_ID", "0f3e8c6a9b2d4e1f")));
        assertFalse(Logging.journalDetected(Map.of("TERM", "xterm")));
        assertFalse(Logging.journalDetected(Map.of("JOURNAL_STREAM", " ")));
    }

    @Test
    void slf4jRecordsReachTheJournalAsOneUtf8LineEach() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Logging.configure(true, out, Level.INFO);
        org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger("homebot.voice.Session");
        log.warn("heard {}", "下一步\n(partial)");
        log.info("ok");
        log.debug("hidden at INFO");
        assertEquals("<4>Session: heard 下一步\\n(partial)\n<6>Session: ok\n",
                out.toString(StandardCharsets.UTF_8), "written as UTF-8 and flushed per record");
    }

    @Test
    void terminalModeUsesTimestampsAndLevelNames() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Logging.configure(false, out, Level.FINE);
        org.slf4j.LoggerFactory.getLogger("homebot.cli.Doctor").debug("checking {}", "audio");
        String line = out.toString(StandardCharsets.UTF_8);
        assertTrue(line.matches("\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\.\\d{3} DEBUG Doctor: checking audio\n"), line);
    }
}
