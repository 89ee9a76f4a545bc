package homebot.audio.aec;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.testing.ExternalTools;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class EchoCancellationTest {
    @Test
    void autoCancelsOnlyForALiveMicrophoneAndOffNever() {
        ExternalTools.require(Files.exists(Path.of("/usr/lib/x86_64-linux-gnu/libspeexdsp.so.1"))
                || Files.exists(Path.of("/usr/lib/aarch64-linux-gnu/libspeexdsp.so.1")), "libspeexdsp.so.1",
                "sudo apt install libspeexdsp1");
        assertFalse(EchoCancellation.create(EchoCancelConfig.defaults(), false).isPresent(), "a file has no echo");
        var mic = EchoCancellation.create(EchoCancelConfig.defaults(), true);
        assertTrue(mic.isPresent());
        mic.get().close();
        assertFalse(EchoCancellation.create(new EchoCancelConfig("off", 250), true).isPresent());
    }

    @Test
    void badSettingsAreRejectedWithTheKey() {
        var e = assertThrows(IllegalArgumentException.class, () -> new EchoCancelConfig("maybe", 250));
        assertTrue(e.getMessage().contains("audio.echo_cancel.mode"));
        e = assertThrows(IllegalArgumentException.class, () -> new EchoCancelConfig("on", 5));
        assertTrue(e.getMessage().contains("tail_ms"));
    }
}
