package homebot.systemd;

import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UnsupportedEncodingException;
import java.time.ZoneId;
import java.util.Map;
import java.util.Objects;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.StreamHandler;

/**
 * Sets up java.util.logging, the backend behind SLF4J here (slf4j-jdk14), once
 * at start-up: the CLI calls {@code Logging.configure(Logging.journalDetected(System.getenv()))}
 * before anything logs.
 *
 * <ul>
 *   <li>journal mode: {@link JournalFormatter} on stdout. In {@code homebot run}
 *       nothing else writes to stdout, and the unit sends stdout to journald.</li>
 *   <li>terminal mode: {@link PlainFormatter} on stderr, so the output of
 *       {@code homebot status} or {@code doctor} on stdout stays clean for pipes.</li>
 * </ul>
 * Both write UTF-8 whatever the locale (systemd services often have none, and
 * Chinese transcripts must not turn into question marks), and flush per record.
 */
public final class Logging {

    private Logging() {
    }

    /**
     * True when started by systemd: {@code JOURNAL_STREAM} (stdout/stderr is
     * connected to journald) or {@code INVOCATION_ID} (any systemd unit) is set.
     */
    public static boolean journalDetected(Map<String, String> env) {
        return notBlank(env.get("JOURNAL_STREAM")) || notBlank(env.get("INVOCATION_ID"));
    }

    /** Journal mode on stdout or terminal mode on stderr, at INFO. */
    public static void configure(boolean journal) {
        configure(journal, journal ? System.out : System.err, Level.INFO);
    }

    /** Replaces every root handler with one line-per-record handler on {@code out}. */
    public static Handler configure(boolean journal, OutputStream out, Level level) {
        Objects.requireNonNull(out, "out");
        Formatter formatter = journal ? new JournalFormatter() : new PlainFormatter(ZoneId.systemDefault());
        Handler handler = new LineHandler(out, formatter);
        handler.setLevel(level);
        LogManager.getLogManager().reset();
        Logger root = Logger.getLogger("");
        root.setLevel(level);
        root.addHandler(handler);
        return handler;
    }

    private static boolean notBlank(String value) {
        return value != null && !value.isBlank();
    }

    /**
     * A StreamHandler that flushes every record (journald and a crashing JVM
     * must see each line at once) and never closes the stream it was given,
     * which is usually System.out.
     */
    private static final class LineHandler extends StreamHandler {

        LineHandler(OutputStream out, Formatter formatter) {
            super(unclosable(out), formatter);
            try {
                setEncoding("UTF-8");
            } catch (UnsupportedEncodingException e) {
                throw new IllegalStateException("UTF-8 is always supported", e);
            }
        }

        @Override
        public synchronized void publish(LogRecord record) {
            super.publish(record);
            flush();
        }

        @Override
        public synchronized void close() {
            flush();
        }

        private static OutputStream unclosable(OutputStream out) {
            return new PrintStream(out, false) {
                @Override
                public void close() {
                    flush();
                }
            };
        }
    }
}
