package homebot.systemd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SystemdCredentialsTest {

    @TempDir
    Path dir;

    private SystemdCredentials credentials() {
        return new SystemdCredentials(Map.of("CREDENTIALS_DIRECTORY", dir.toString()));
    }

    @Test
    void readsTheKeyWithoutItsTrailingNewline() throws IOException {
        Files.writeString(dir.resolve("llm-api-key"), "sk-test-123\n");
        assertEquals(Optional.of("sk-test-123"), credentials().read(SystemdCredentials.LLM_API_KEY));
    }

    @Test
    void theUnitsNewlineFallbackMeansNoKey() throws IOException {
        Files.writeString(dir.resolve("llm-api-key"), "\n");
        assertEquals(Optional.empty(), credentials().read(SystemdCredentials.LLM_API_KEY));
    }

    @Test
    void aMissingCredentialIsEmpty() {
        assertEquals(Optional.empty(), credentials().read("llm-api-key"));
    }

    @Test
    void withoutSystemdThereAreNoCredentials() {
        SystemdCredentials none = new SystemdCredentials(Map.of());
        assertFalse(none.available());
        assertEquals(Optional.empty(), none.read("llm-api-key"));
        assertTrue(credentials().available());
    }

    @Test
    void anUnreadableCredentialIsAClearErrorThatDoesNotLeakTheValue() throws IOException {
        Files.createDirectory(dir.resolve("llm-api-key"));
        SystemdCredentials.CredentialException e = assertThrows(SystemdCredentials.CredentialException.class,
                () -> credentials().read("llm-api-key"));
        assertEquals("credential-unreadable", e.code());
        assertTrue(e.getMessage().contains(dir.resolve("llm-api-key").toString()), e.getMessage());
    }

    @Test
    void refusesIdsThatWouldLeaveTheDirectory() {
        assertThrows(IllegalArgumentException.class, () -> credentials().read("../etc/shadow"));
        assertThrows(IllegalArgumentException.class, () -> credentials().read(".."));
        assertThrows(IllegalArgumentException.class, () -> credentials().read(""));
    }
}
