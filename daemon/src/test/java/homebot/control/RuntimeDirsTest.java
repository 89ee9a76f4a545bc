package homebot.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

    @Test
    void aClientInAnAdminShellFindsTheSystemService(@TempDir Path tmp) throws IOException {
        Path service = Files.createDirectory(tmp.resolve("run-homebot"));
        Path own = tmp.resolve("alice/.homebot/workspace");
        assertEquals(service.resolve("homebot.sock"),
                RuntimeDirs.clientSocket(Map.of("XDG_RUNTIME_DIR", tmp.resolve("user").toString()), own, service));
    }

    @Test
    void aClientPrefersItsOwnRunningDaemonThenTheServiceThenTheWorkspace(@TempDir Path tmp) throws IOException {
        Path service = tmp.resolve("run-homebot");
        Path xdg = tmp.resolve("user");
        Path wsSocket = Files.createDirectories(tmp.resolve("ws/run")).resolve("homebot.sock");
        Files.createFile(wsSocket);
        Map<String, String> env = Map.of("XDG_RUNTIME_DIR", xdg.toString());
        assertEquals(wsSocket, RuntimeDirs.clientSocket(env, tmp.resolve("ws"), service), "only the workspace daemon runs");
        Files.createDirectory(service);
        assertEquals(service.resolve("homebot.sock"), RuntimeDirs.clientSocket(env, tmp.resolve("ws"), service));
        Path mine = Files.createDirectories(xdg.resolve("homebot")).resolve("homebot.sock");
        Files.createFile(mine);
        assertEquals(mine, RuntimeDirs.clientSocket(env, tmp.resolve("ws"), service));
    }

    @Test
    void withNoDaemonAnywhereTheClientNamesWhereItsOwnWouldBe(@TempDir Path tmp) {
        Map<String, String> env = Map.of("XDG_RUNTIME_DIR", tmp.resolve("user").toString());
        assertEquals(tmp.resolve("user/homebot/homebot.sock"),
                RuntimeDirs.clientSocket(env, tmp.resolve("ws"), tmp.resolve("absent")));
    }

    @Test
    void underSystemdTheClientUsesTheUnitsRuntimeDirectory(@TempDir Path tmp) throws IOException {
        Path service = Files.createDirectory(tmp.resolve("run-homebot"));
        assertEquals(Path.of("/run/other/homebot.sock"),
                RuntimeDirs.clientSocket(Map.of("RUNTIME_DIRECTORY", "/run/other"), tmp.resolve("ws"), service));
    }
}
