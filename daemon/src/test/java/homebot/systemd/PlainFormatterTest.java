package homebot.systemd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.time.ZoneId;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.Test;

class PlainFormatterTest {

    @Test
    void printsLocalTimeSlf4jLevelNameLoggerAndMessageOnOneLine() {
        LogRecord r = new LogRecord(Level.WARNING, "mic gone\nretrying");
        r.setLoggerName("homebot.systemd.Watchdog");
        r.setInstant(Instant.parse("2026-11-29T12:31:47.123Z"));
        String line = new PlainFormatter(ZoneId.of("Asia/Shanghai")).format(r);
        assertEquals("2026-11-29 20:31:47.123 WARN  Watchdog: mic gone\\nretrying\n", line);
    }

    @Test
    void mapsJulLevelsToTheNamesTheCodeUses() {
        assertEquals("ERROR", PlainFormatter.levelName(Level.SEVERE));
        assertEquals("INFO", PlainFormatter.levelName(Level.INFO));
        assertEquals("DEBUG", PlainFormatter.levelName(Level.FINE));
        assertEquals("TRACE", PlainFormatter.levelName(Level.FINEST));
    }
}
