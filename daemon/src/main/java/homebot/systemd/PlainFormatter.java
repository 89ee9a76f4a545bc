package homebot.systemd;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Objects;
import java.util.logging.Formatter;
import java.util.logging.Level;
import java.util.logging.LogRecord;

/**
 * Formats for a terminal: {@code 2026-11-29 20:31:47.123 WARN  Watchdog: message},
 * one line per record like the journal format, with a local timestamp and
 * SLF4J's level names (what the code says, not JUL's SEVERE/FINE).
 */
public final class PlainFormatter extends Formatter {

    private final DateTimeFormatter time;

    public PlainFormatter(ZoneId zone) {
        this.time = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS")
                .withZone(Objects.requireNonNull(zone, "zone"));
    }

    @Override
    public String format(LogRecord record) {
        StringBuilder line = new StringBuilder(160)
                .append(time.format(record.getInstant())).append(' ')
                .append(String.format("%-5s", levelName(record.getLevel()))).append(' ')
                .append(LogLines.shortLoggerName(record)).append(": ")
                .append(LogLines.message(this, record));
        if (record.getThrown() != null) {
            line.append(" | ").append(LogLines.throwable(record.getThrown()));
        }
        return line.append('\n').toString();
    }

    static String levelName(Level level) {
        int value = level.intValue();
        if (value >= Level.SEVERE.intValue()) {
            return "ERROR";
        }
        if (value >= Level.WARNING.intValue()) {
            return "WARN";
        }
        if (value >= Level.INFO.intValue()) {
            return "INFO";
        }
        if (value >= Level.FINE.intValue()) {
            return "DEBUG";
        }
        return "TRACE";
    }
}
