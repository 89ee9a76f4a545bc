package homebot.mode;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/** Captures the error lines of one logger (slf4j-jdk14 routes SLF4J to java.util.logging). */
final class RecordingLogHandler extends Handler implements AutoCloseable {
    private final Logger logger;
    private final List<String> errors = new ArrayList<>();

    RecordingLogHandler(Class<?> source) {
        logger = Logger.getLogger(source.getName());
        logger.addHandler(this);
    }

    @Override
    public synchronized void publish(LogRecord r) {
        if (r.getLevel().intValue() >= Level.SEVERE.intValue()) {
            String msg = r.getMessage();
            Object[] params = r.getParameters();
            // slf4j-jdk14 hands over an already formatted message; keep parameters just in case.
            errors.add(params == null ? msg : java.text.MessageFormat.format(msg, params));
        }
    }

    synchronized List<String> errors() {
        return List.copyOf(errors);
    }

    @Override
    public void flush() {}

    @Override
    public void close() {
        logger.removeHandler(this);
    }
}
