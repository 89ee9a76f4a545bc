package homebot.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class MainTest {
    @Test
    void versionNamesTheBuild() {
        PrintStream saved = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            assertEquals(0, Main.execute("--version"));
        } finally {
            System.setOut(saved);
        }
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.matches("(?s)homebot \\d+\\.\\d+\\.\\d+.*"), out);
    }

    @Test
    void unknownCommandFails() {
        PrintStream saved = System.err;
        System.setErr(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        try {
            assertEquals(2, Main.execute("frobnicate"));
        } finally {
            System.setErr(saved);
        }
    }
}
