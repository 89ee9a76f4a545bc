package homebot.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.AudioConfig;
import homebot.config.ConfigException;
import homebot.config.ConfigLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code audio.vad.level_end_db} as a user writes it: on by default, 0 turns it off, a bad value names the key. */
class LevelEndConfigTest {
    @TempDir
    Path dir;

    private AudioConfig load(String yaml) throws Exception {
        Path f = dir.resolve("homebot.yaml");
        Files.writeString(f, "workspace: " + dir.resolve("ws") + "\n" + yaml);
        return new ConfigLoader(Schema.create(), Map.<String, String>of()::get).load(Optional.of(f))
                .section("audio", AudioConfig.class);
    }

    @Test
    void theLevelRelativeEndIsOnByDefaultAndZeroTurnsItOff() throws Exception {
        assertEquals(12, load("").vad().levelEndDb());
        assertEquals(0, load("audio:\n  vad:\n    level_end_db: 0\n").vad().levelEndDb());
        assertEquals(8, load("audio:\n  vad:\n    level_end_db: 8\n").vad().levelEndDb());
    }

    @Test
    void aLevelEndDbOutOfRangeIsAnErrorNamingTheKeyAndLine() {
        ConfigException e = assertThrows(ConfigException.class, () -> load("audio:\n  vad:\n    level_end_db: 2\n"));
        assertTrue(e.getMessage().contains("audio.vad.level_end_db must be 0 (off) or in [3.0, 40.0]"), e.getMessage());
        assertTrue(e.getMessage().contains("line 4"), e.getMessage());
    }
}
