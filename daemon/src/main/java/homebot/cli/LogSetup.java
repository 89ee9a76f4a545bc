package homebot.cli;

import java.util.logging.ConsoleHandler;
import java.util.logging.Formatter;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/** One-line log records on stderr; the console keeps its stdout for replies. */
final class LogSetup {
    private LogSetup() {}

    static void configure(Level level) {
        Logger root = Logger.getLogger("");
        for (var h : root.getHandlers()) {
            root.removeHandler(h);
        }
        ConsoleHandler handler = new ConsoleHandler();
        handler.setLevel(level);
        handler.setFormatter(new Formatter() {
            @Override
            public String format(LogRecord r) {
                String msg = formatMessage(r).replace('\n', ' ');
                String err = r.getThrown() == null ? "" : " | " + r.getThrown();
                String name = r.getLoggerName() == null ? "" : r.getLoggerName().substring(r.getLoggerName().lastIndexOf('.') + 1);
                return r.getLevel().getName() + " " + name + ": " + msg + err + System.lineSeparator();
            }
        });
        root.addHandler(handler);
        root.setLevel(level);
    }
}
