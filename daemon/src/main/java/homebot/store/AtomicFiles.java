package homebot.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Whole-file writes that a crash cannot tear: temp file in the same directory, fsync, atomic rename, fsync of
 * the directory. A reader sees either the old or the new content, never a mix; on a full disk the old file is
 * left untouched and the {@link IOException} says so. Every outcome is reported to {@link StorageHealth}.
 */
public final class AtomicFiles {
    private AtomicFiles() {}

    public static void writeString(Path target, String content) throws IOException {
        write(target, content.getBytes(StandardCharsets.UTF_8));
    }

    public static void write(Path target, byte[] content) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Path tmp;
        try {
            Files.createDirectories(dir);
            tmp = Files.createTempFile(dir, "." + target.getFileName() + ".", ".tmp");
        } catch (IOException e) {
            StorageHealth.global().failed(target, e);
            throw e;
        }
        try {
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer buf = ByteBuffer.wrap(content);
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
            fsyncDirectory(dir);
            StorageHealth.global().saved(target);
        } catch (IOException e) {
            Files.deleteIfExists(tmp);
            StorageHealth.global().failed(target, e);
            throw new IOException("could not write " + target + ": " + e.getMessage(), e);
        }
    }

    /** Makes the rename itself durable; some file systems refuse to open a directory, which is harmless. */
    static void fsyncDirectory(Path dir) {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException ignored) {
            // Not supported on this platform/file system; the rename is still atomic.
        }
    }
}
