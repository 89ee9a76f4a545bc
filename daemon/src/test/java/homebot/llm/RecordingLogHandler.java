package homebot.llm;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/** Captures every java.util.logging record (slf4j-jdk14 routes SLF4J here), formatted with stack traces. */
public final class RecordingLogHandler extends Handler implements AutoCloseable {
    private final List<String> lines = new ArrayList<>();
    private final Logger root = Logger.getLogger("");
    private final Logger homebot = Logger.getLogger("homebot");
    private final Level previous = homebot.getLevel();

    public RecordingLogHandler() {
        setLevel(Level.ALL);
        homebot.setLevel(Level.ALL);
        root.addHandler(this);
    }

    @Override
    public synchronized void publish(LogRecord r) {
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
        lines.add(b.toString());
    }

    public synchronized List<String> lines() {
        return List.copyOf(lines);
    }

    public synchronized String all() {
        return String.join("\n", lines);
    }

    @Override
    public void flush() {}

    @Override
    public void close() {
        root.removeHandler(this);
        homebot.setLevel(previous);
    }
}
