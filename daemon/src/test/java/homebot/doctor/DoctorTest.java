package homebot.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class DoctorTest {
    private record Run(int exit, List<String> lines) {}

    private static Run run(DoctorCheck... checks) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int exit = new Doctor(List.of(checks)).run(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return new Run(exit, bytes.toString(StandardCharsets.UTF_8).lines().toList());
    }

    @Test
    void oneLinePerCheckWithTheFixAndASummary() {
        Run r = run(Checks.of("java", true, () -> CheckResult.ok("Java 17")),
                Checks.of("tts engine", false, () -> CheckResult.fail("espeak-ng not found on PATH", "sudo apt install espeak-ng")));
        assertEquals(3, r.lines().size(), r.lines().toString());
        assertEquals("OK    java        Java 17", r.lines().get(0));
        assertEquals("FAIL  tts engine  espeak-ng not found on PATH (optional) → fix: sudo apt install espeak-ng", r.lines().get(1));
        assertEquals(0, r.exit(), "only an optional check failed");
    }

    @Test
    void aRequiredFailureMakesTheExitStatusNonZero() {
        Run r = run(Checks.of("workspace", true, () -> CheckResult.fail("not writable", "sudo chown -R homebot: /var/lib/homebot")),
                Checks.of("llm", false, () -> CheckResult.warn("not configured", null)));
        assertEquals(1, r.exit());
        assertTrue(r.lines().get(2).startsWith("1 required check(s) failed"), r.lines().get(2));
    }

    @Test
    void warningsAloneKeepExitZero() {
        assertEquals(0, run(Checks.of("gpio", false, () -> CheckResult.warn("no chip", null))).exit());
    }

    @Test
    void aCrashingCheckIsAFailureAndTheOthersStillRun() {
        Run r = run(Checks.of("speech model", true, () -> {
            throw new IllegalStateException("boom");
        }), Checks.of("java", true, () -> CheckResult.ok("Java 17")));
        assertEquals(1, r.exit());
        assertTrue(r.lines().get(0).contains("crashed") && r.lines().get(0).contains("boom"), r.lines().get(0));
        assertTrue(r.lines().get(1).startsWith("OK"));
    }

    @Test
    void pluggedInDeviceAndModelChecks() {
        Run r = run(Checks.devices("audio input", true, () -> List.of("hw:1,0 USB PnP Sound Device"), "plug in a USB microphone; arecord -l"),
                Checks.devices("audio output", true, List::of, "aplay -l"),
                Checks.verifying("speech model", true, () -> {
                    throw new java.io.IOException("model vosk-model-small-cn-0.22 missing in /var/lib/homebot/models");
                }, "homebot models install vosk-model-small-cn-0.22"));
        assertEquals("OK    audio input   1 found: hw:1,0 USB PnP Sound Device", r.lines().get(0));
        assertEquals("FAIL  audio output  no device found → fix: aplay -l", r.lines().get(1));
        assertTrue(r.lines().get(2).endsWith("missing in /var/lib/homebot/models → fix: homebot models install vosk-model-small-cn-0.22"),
                r.lines().get(2));
        assertEquals(1, r.exit());
    }
}
