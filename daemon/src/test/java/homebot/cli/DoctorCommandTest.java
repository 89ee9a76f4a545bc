package homebot.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code homebot doctor} end to end: the lines an operator reads for what {@code run} would trip over. */
class DoctorCommandTest {
    @TempDir
    Path dir;

    private List<String> doctor(String yamlBody, String mode) throws Exception {
        return doctor(yamlBody, mode, dir.resolve("no-models"));
    }

    private List<String> doctor(String yamlBody, String mode, Path models) throws Exception {
        Path yaml = dir.resolve("homebot.yaml");
        Files.writeString(yaml, "workspace: " + dir.resolve("ws") + "\nmodels:\n  dir: " + models + "\n" + yamlBody);
        Files.setPosixFilePermissions(yaml, PosixFilePermissions.fromString(mode));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream saved = System.out;
        PrintStream savedErr = System.err;
        System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        try {
            Main.execute("doctor", "--config", yaml.toString());
        } finally {
            System.setOut(saved);
            System.setErr(savedErr);
        }
        return Arrays.asList(bytes.toString(StandardCharsets.UTF_8).split("\n"));
    }

    private static String line(List<String> out, String name) {
        return out.stream().filter(l -> l.substring(Math.min(6, l.length())).startsWith(name)).findFirst()
                .orElse("(no " + name + " line in " + out + ")");
    }

    @Test
    void anUnknownTtsEngineThatStopsRunIsARequiredFailure() throws Exception {
        List<String> out = doctor("audio:\n  tts:\n    engine: festival\n", "rw-------");
        String tts = line(out, "tts");
        assertTrue(tts.startsWith("FAIL") && tts.contains("festival") && tts.contains("espeak"), tts);
        assertTrue(!tts.contains("(optional)"), "run exits 1 on it, so it is required: " + tts);
    }

    @Test
    void aKeyInAFileOthersCanReadIsAWarningWithTheFix() throws Exception {
        List<String> out = doctor("llm:\n  api_key: sk-in-the-file\n", "rw-r--r--");
        String config = line(out, "config file");
        assertTrue(config.startsWith("WARN") && config.contains("api_key") && config.contains("chmod 0640"), config);
        assertTrue(out.stream().noneMatch(l -> l.contains("sk-in-the-file")), "the key itself is never printed");
        String quiet = line(doctor("llm:\n  api_key: sk-in-the-file\n", "rw-r-----"), "config file");
        assertTrue(quiet.startsWith("OK"), quiet);
        assertEquals(1, out.stream().filter(l -> l.contains("config file")).count());
    }

    @Test
    void anUnverifiedDownloadIsListedWithItsDigest() throws Exception {
        Path model = Files.createDirectories(dir.resolve("models/vosk-model-small-cn-0.22"));
        Files.writeString(model.resolve(".homebot-model.json"), "{\"name\":\"vosk-model-small-cn-0.22\",\"sha256\":\""
                + "ab".repeat(32) + "\",\"checksum_verified\":false}");
        List<String> out = doctor("", "rw-------", dir.resolve("models"));
        String downloads = line(out, "downloads");
        assertTrue(downloads.startsWith("WARN") && downloads.contains("vosk-model-small-cn-0.22")
                && downloads.contains("ab".repeat(32)), downloads);
    }
}
