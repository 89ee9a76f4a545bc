package homebot.testing;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Captures java.util.logging records (slf4j-jdk14 routes SLF4J there) while open: either everything under the
 * root logger, with {@code homebot.*} opened to every level, or one class's logger. Close it to detach.
 */
public final class RecordingLogHandler extends Handler implements AutoCloseable {
    private final Logger attachedTo;
    private final Logger homebot = Logger.getLogger("homebot");
    private final Level previous = homebot.getLevel();
    private final List<LogRecord> records = new ArrayList<>();

    /** Records every logger's output, and all levels of {@code homebot.*}. */
    public RecordingLogHandler() {
        this(Logger.getLogger(""));
        homebot.setLevel(Level.ALL);
    }

    /** Records what {@code source}'s logger publishes. */
    public RecordingLogHandler(Class<?> source) {
        this(Logger.getLogger(source.getName()));
    }

    private RecordingLogHandler(Logger attachedTo) {
        this.attachedTo = attachedTo;
        setLevel(Level.ALL);
        attachedTo.addHandler(this);
    }

    @Override
    public synchronized void publish(LogRecord r) {
        records.add(r);
    }

    /** Each record as "LEVEL logger message | params", with its stack trace if it has one. */
    public synchronized List<String> lines() {
        List<String> out = new ArrayList<>();
        for (LogRecord r : records) {
            StringBuilder b = new StringBuilder(r.getLevel() + " " + r.getLoggerName() + " " + r.getMessage());
            if (r.getParameters() != null) {
                for (Object p : r.getParameters()) {
                    b.append(" | ").append(p);
                }
            }
            if (r.getThrown() != null) {
                StringWriter w = new StringWriter();
                r.getThrown().printStackTrace(new PrintWriter(w));
                b.append('\n').append(w);
            }
            out.add(b.toString());
        }
        return out;
    }

    public String all() {
        return String.join("\n", lines());
    }

    /** The formatted messages of SEVERE records. */
    public synchronized List<String> errors() {
        List<String> out = new ArrayList<>();
        for (LogRecord r : records) {
            if (r.getLevel().intValue() >= Level.SEVERE.intValue()) {
                // slf4j-jdk14 hands over an already formatted message; format parameters for plain JUL callers.
                out.add(r.getParameters() == null ? r.getMessage() : MessageFormat.format(r.getMessage(), r.getParameters()));
            }
        }
        return out;
    }

    @Override
    public void flush() {}

    @Override
    public void close() {
        attachedTo.removeHandler(this);
        if (attachedTo.getName().isEmpty()) {
            homebot.setLevel(previous);
        }
    }
}
