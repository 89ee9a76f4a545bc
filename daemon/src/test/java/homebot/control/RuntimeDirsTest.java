package homebot.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RuntimeDirsTest {
    private final Path ws = Path.of("/home/a/.homebot/workspace");

    @Test
    void systemdRuntimeDirectoryWins() {
        assertEquals(Path.of("/run/homebot/homebot.sock"),
                RuntimeDirs.socket(Map.of("RUNTIME_DIRECTORY", "/run/homebot", "XDG_RUNTIME_DIR", "/run/user/1000"), ws));
    }

    @Test
    void xdgRuntimeDirThenWorkspace() {
        assertEquals(Path.of("/run/user/1000/homebot"), RuntimeDirs.runtimeDir(Map.of("XDG_RUNTIME_DIR", "/run/user/1000"), ws));
        assertEquals(ws.resolve("run"), RuntimeDirs.runtimeDir(Map.of(), ws));
    }
}
