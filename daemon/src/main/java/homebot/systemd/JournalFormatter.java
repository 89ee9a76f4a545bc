package homebot.systemd;

import java.util.logging.Formatter;
import java.util.logging.Level;
import java.util.logging.LogRecord;

/**
 * Formats for journald: {@code <N>logger: message}, one line, no timestamp
 * (journald stamps each line itself). The {@code <N>} prefix is the syslog
 * priority; journald strips it and files the line at that level
 * ({@code SyslogLevelPrefix=yes}, the default), so {@code journalctl -p warning}
 * works.
 */
public final class JournalFormatter extends Formatter {

    @Override
    public String format(LogRecord record) {
        StringBuilder line = new StringBuilder(128)
                .append('<').append(priority(record.getLevel())).append('>')
                .append(LogLines.shortLoggerName(record)).append(": ")
                .append(LogLines.message(this, record));
        if (record.getThrown() != null) {
            line.append(" | ").append(LogLines.throwable(record.getThrown()));
        }
        return line.append('\n').toString();
    }

    /**
     * syslog priority for a JUL level: SEVERE (SLF4J error) 3, WARNING 4,
     * INFO 6, CONFIG and finer (SLF4J debug/trace) 7. Custom levels fall into
     * the band of the nearest standard level below them.
     */
    static int priority(Level level) {
        int value = level.intValue();
        if (value >= Level.SEVERE.intValue()) {
            return 3;
        }
        if (value >= Level.WARNING.intValue()) {
            return 4;
        }
        if (value >= Level.INFO.intValue()) {
            return 6;
        }
        return 7;
    }
}
