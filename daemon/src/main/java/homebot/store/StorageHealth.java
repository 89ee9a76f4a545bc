package homebot.store;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which files could not be saved right now, and why: fed by the one atomic-write helper and the one JSONL append,
 * read by the turn (to say it), {@code status} and {@code doctor} (to show it). A later successful write of the
 * same file clears its entry, so "the disk was full" disappears by itself once space returns and the retry works.
 * Process-wide, like the file system it describes.
 */
public final class StorageHealth {
    private static final StorageHealth GLOBAL = new StorageHealth();

    private final Map<Path, String> failing = new LinkedHashMap<>();
    private long failures;
    private final ThreadLocal<long[]> failuresOnThread = ThreadLocal.withInitial(() -> new long[1]);

    public static StorageHealth global() {
        return GLOBAL;
    }

    public synchronized void failed(Path file, IOException e) {
        failing.put(file.toAbsolutePath().normalize(), reason(e));
        failures++;
        failuresOnThread.get()[0]++;
    }

    public synchronized void saved(Path file) {
        failing.remove(file.toAbsolutePath().normalize());
    }

    /** Grows with every failed save. */
    public synchronized long failureCount() {
        return failures;
    }

    /**
     * Failed saves made by the calling thread: compare before and after a turn to know whether this turn lost
     * something, without blaming it for the ticker's retries running meanwhile.
     */
    public long failureCountOnThisThread() {
        return failuresOnThread.get()[0];
    }

    /** One line per file that is not saved, e.g. {@code not saved: /var/lib/homebot/schedule/jobs.json (disk full)}. */
    public synchronized List<String> problems() {
        List<String> out = new ArrayList<>();
        failing.forEach((file, why) -> out.add("not saved: " + file + " (" + why + ")"));
        return out;
    }

    public synchronized boolean diskFull() {
        return failing.containsValue("disk full");
    }

    /** A short cause a person can act on; the full message is in the log. */
    public static String reason(Exception e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            String m = String.valueOf(t.getMessage());
            if (m.contains("No space left") || m.contains("Disk quota")) {
                return "disk full";
            }
            if (m.contains("Read-only file system")) {
                return "read-only file system";
            }
            if (t instanceof java.nio.file.AccessDeniedException || m.contains("Permission denied")) {
                return "permission denied";
            }
        }
        return String.valueOf(e.getMessage());
    }
}
