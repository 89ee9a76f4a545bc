package homebot.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run --input wav:FILE} with a file that is not a usable recording ends at once with a clear error and a
 * non-zero exit, with or without a speech model: a bad file is the caller's mistake, not a microphone that may
 * come back.
 */
class RunInputFileTest {
    @TempDir
    Path dir;

    static Stream<Arguments> badFiles() {
        byte[] shortHeader = new byte[] {'R', 'I', 'F', 'F', 36, 0, 0, 0, 'W', 'A', 'V', 'E', 'f', 'm', 't'};
        return Stream.of(
                Arguments.of("text.wav", "番茄炒蛋\n".getBytes(StandardCharsets.UTF_8)),
                Arguments.of("empty.wav", new byte[0]),
                Arguments.of("short.wav", shortHeader),
                Arguments.of("missing.wav", null));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badFiles")
    void aBadInputFileEndsTheRunWithAClearErrorAndANonZeroExit(String name, byte[] content) throws Exception {
        Path file = dir.resolve(name);
        if (content != null) {
            Files.write(file, content);
        }
        Path yaml = dir.resolve("homebot.yaml");
        Files.writeString(yaml, "workspace: " + dir.resolve("ws") + "\nlanguage: en-US\nmodels:\n  dir: "
                + dir.resolve("no-models") + "\n");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream savedErr = System.err;
        PrintStream savedOut = System.out;
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        System.setOut(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        int code;
        try {
            code = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> Main.execute("run", "--config", yaml.toString(),
                    "--input", "wav:" + file, "--tts", "text", "--no-control-socket"));
        } finally {
            System.setErr(savedErr);
            System.setOut(savedOut);
        }
        String said = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, code, said);
        assertTrue(said.contains("homebot: --input wav:" + file), said);
    }
}
