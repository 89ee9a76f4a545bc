package homebot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {
    @TempDir
    Path dir;

    @Test
    void replacesContentAndLeavesNoTempFile() throws Exception {
        Path f = dir.resolve("state/action.json");
        AtomicFiles.writeString(f, "{\"a\":1}");
        AtomicFiles.writeString(f, "{\"a\":2}");
        assertEquals("{\"a\":2}", Files.readString(f));
        try (Stream<Path> s = Files.list(f.getParent())) {
            assertEquals(1, s.count());
        }
    }

    @Test
    void aFailedWriteKeepsTheOldContent() throws Exception {
        Path f = dir.resolve("busy");
        Files.createDirectories(f.resolve("child")); // a non-empty directory cannot be replaced by a file
        assertThrows(IOException.class, () -> AtomicFiles.writeString(f, "new"));
        assertEquals(true, Files.isDirectory(f.resolve("child")));
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(1, s.count(), "temp file cleaned up");
        }
    }
}
