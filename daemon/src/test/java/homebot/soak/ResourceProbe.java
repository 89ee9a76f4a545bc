package homebot.soak;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** What a long run may leak, counted: heap after a full GC, live threads, open file descriptors. */
record ResourceProbe(int turn, long heapAfterGcBytes, int threads, long fds) {
    static ResourceProbe take(int turn) {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        long heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        int threads = ManagementFactory.getThreadMXBean().getThreadCount();
        return new ResourceProbe(turn, heap, threads, countFds());
    }

    /** -1 where /proc is absent (not Linux): the fd check is then skipped, and says so. */
    static long countFds() {
        Path fd = Path.of("/proc/self/fd");
        if (!Files.isDirectory(fd)) {
            return -1;
        }
        try (Stream<Path> s = Files.list(fd)) {
            return s.count();
        } catch (IOException e) {
            return -1;
        }
    }

    @Override
    public String toString() {
        return String.format(java.util.Locale.ROOT, "turn=%d heap=%.1fMB threads=%d fds=%d", turn,
                heapAfterGcBytes / 1048576.0, threads, fds);
    }
}
