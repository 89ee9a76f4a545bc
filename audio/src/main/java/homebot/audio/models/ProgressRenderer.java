package homebot.audio.models;

import java.io.PrintStream;
import java.util.Locale;

/**
 * Renders download progress: on a terminal a bar redrawn in place with {@code \r}; otherwise (journald, pipes,
 * CI logs) a plain line every 10 % (or every 5 MB when the size is unknown).
 */
public final class ProgressRenderer implements ProgressListener {
    private static final int BAR = 30;
    private static final long MB = 1024 * 1024;

    private final PrintStream out;
    private final boolean terminal;
    private long lastStep = -1;

    public ProgressRenderer(PrintStream out, boolean terminal) {
        this.out = out;
        this.terminal = terminal;
    }

    /** Bar when stdout is an interactive console. */
    public static ProgressRenderer forConsole(PrintStream out) {
        return new ProgressRenderer(out, System.console() != null);
    }

    @Override
    public void progress(String name, long done, long total) {
        long step = total > 0 ? done * (terminal ? 100 : 10) / total : done / (5 * MB);
        if (step == lastStep) {
            return;
        }
        lastStep = step;
        if (terminal) {
            out.print("\r" + line(name, done, total));
        } else {
            out.println(line(name, done, total));
        }
        out.flush();
    }

    @Override
    public void finished(String name) {
        if (terminal && lastStep >= 0) {
            out.println();
        }
        lastStep = -1;
    }

    String line(String name, long done, long total) {
        if (total <= 0) {
            return String.format(Locale.ROOT, "%s %.1f MB", name, done / (double) MB);
        }
        int pct = (int) (done * 100 / total);
        String sizes = String.format(Locale.ROOT, "%.1f/%.1f MB", done / (double) MB, total / (double) MB);
        if (!terminal) {
            return name + " " + pct + "% (" + sizes + ")";
        }
        int filled = (int) (done * BAR / total);
        return name + " [" + "#".repeat(filled) + "-".repeat(BAR - filled) + "] " + String.format(Locale.ROOT, "%3d%%", pct)
                + " " + sizes;
    }
}
