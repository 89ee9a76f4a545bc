package homebot.systemd;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.logging.Formatter;
import java.util.logging.LogRecord;

/**
 * The parts both log formatters share: one record is one line, whatever the
 * message or the exception holds, because journald and {@code grep} both
 * split on newlines.
 */
final class LogLines {

    /** Frames kept per throwable: enough to see where, short enough for one line. */
    static final int FRAMES_PER_THROWABLE = 3;
    /** Causes followed; deeper chains are cut with "...". */
    static final int MAX_CAUSES = 4;

    private LogLines() {
    }

    /** {@code JavaSoundSource} for {@code homebot.audio.capture.JavaSoundSource}. */
    static String shortLoggerName(LogRecord record) {
        String name = record.getLoggerName();
        if (name == null || name.isEmpty()) {
            return "root";
        }
        return name.substring(name.lastIndexOf('.') + 1);
    }

    /** The message with its parameters filled in and any line break escaped. */
    static String message(Formatter formatter, LogRecord record) {
        String text = formatter.formatMessage(record);
        return oneLine(text == null ? "" : text);
    }

    /** Line breaks become a visible {@code \n}; other control characters a space. */
    static String oneLine(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\r') {
                if (i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                out.append("\\n");
            } else if (c == '\n') {
                out.append("\\n");
            } else if (c < 0x20 && c != '\t') {
                out.append(' ');
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /**
     * The throwable and its causes on one line:
     * {@code IOException: boom @ a.B.c(B.java:1) < ... ; caused by: ...}.
     */
    static String throwable(Throwable thrown) {
        StringBuilder out = new StringBuilder();
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Throwable current = thrown;
        int depth = 0;
        while (current != null && seen.add(current)) {
            if (depth == MAX_CAUSES) {
                out.append(" | caused by: ...");
                break;
            }
            if (depth > 0) {
                out.append(" | caused by: ");
            }
            out.append(oneLine(String.valueOf(current)));
            StackTraceElement[] frames = current.getStackTrace();
            for (int i = 0; i < Math.min(FRAMES_PER_THROWABLE, frames.length); i++) {
                out.append(i == 0 ? " @ " : " < ").append(frames[i]);
            }
            if (frames.length > FRAMES_PER_THROWABLE) {
                out.append(" < ...");
            }
            current = current.getCause();
            depth++;
        }
        return out.toString();
    }
}
