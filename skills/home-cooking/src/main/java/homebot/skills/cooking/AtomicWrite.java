package homebot.skills.cooking;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Crash-safe file writes for the skill (it may not import the daemon's AtomicFiles): whole files go to a temp
 * file that is fsynced and renamed over the target; appends are fsynced before returning.
 */
final class AtomicWrite {
    private AtomicWrite() {}

    static void write(Path target, String text) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
        try {
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer buf = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
                while (buf.hasRemaining()) {
                    ch.write(buf);
                }
                ch.force(true);
            }
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
        syncDir(dir);
    }

    /**
     * Removes the temp files {@link #write} leaves when the process is killed between creating and renaming one
     * ({@code .<name><digits>.tmp}). Call it where the file is loaded, before any write of this process can be
     * in flight; other files are never touched.
     */
    static void removeStaleTemps(Path target) {
        Path dir = target.toAbsolutePath().getParent();
        String prefix = "." + target.getFileName();
        try (DirectoryStream<Path> temps = Files.newDirectoryStream(dir,
                p -> p.getFileName().toString().startsWith(prefix) && p.getFileName().toString().endsWith(".tmp"))) {
            for (Path t : temps) {
                Files.deleteIfExists(t);
            }
        } catch (IOException ignored) {
            // best effort: a leftover temp file wastes space, it never hides the real file
        }
    }

    static void append(Path target, String text) throws IOException {
        Files.createDirectories(target.toAbsolutePath().getParent());
        try (FileChannel ch = FileChannel.open(target, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.APPEND)) {
            ByteBuffer buf = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
            while (buf.hasRemaining()) {
                ch.write(buf);
            }
            ch.force(true);
        }
    }

    /** Makes the rename itself durable; not every file system lets a directory be opened, which is fine. */
    private static void syncDir(Path dir) {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException | UnsupportedOperationException ignored) {
            // best effort: the data file itself is already fsynced
        }
    }
}
