package homebot.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class StatusTextTest {
    private final StatusReport report = new StatusReport("WAITING", true, "做饭模式 since 19:55 (cook-20261022-195500-a1b2c3)",
            List.of("番茄 3:12 left", "rice 12:00 left"), "hw:1,0 USB PnP Sound Device",
            List.of("hw:1,0 USB PnP Sound Device", "hw:0,0 bcm2835 Headphones"),
            List.of("20:01:13 audio-device-lost: hw:1,0 disappeared"), Duration.ofSeconds(7_530), "0.1.0");

    @Test
    void runningDaemonReportReadsLikeThis() {
        assertEquals("""
                homebot 0.1.0, running for 2 h 5 min
                state:    WAITING (microphone muted by the switch)
                mode:     做饭模式 since 19:55 (cook-20261022-195500-a1b2c3)
                timers:   番茄 3:12 left
                          rice 12:00 left
                audio in: hw:1,0 USB PnP Sound Device
                devices:  hw:1,0 USB PnP Sound Device
                          hw:0,0 bcm2835 Headphones
                errors:   20:01:13 audio-device-lost: hw:1,0 disappeared
                """, StatusText.render(report));
    }

    @Test
    void reportSurvivesTheTripThroughJson() throws Exception {
        String wire = ControlProtocol.JSON.writeValueAsString(report.toJson());
        assertEquals(report, StatusReport.fromJson(ControlProtocol.JSON.readTree(wire)));
    }

    @Test
    void emptyFieldsSayNone() {
        StatusReport quiet = StatusReport.fromJson(ControlProtocol.JSON.createObjectNode().put("state", "IDLE").put("uptime_seconds", 42));
        String text = StatusText.render(quiet);
        assertEquals(List.of("homebot ?, running for 42 s", "state:    IDLE", "mode:     normal", "timers:   none",
                "audio in: unknown", "devices:  none found", "errors:   none"), text.lines().toList());
    }

    @Test
    void offlineVariantSaysTheDaemonIsDownAndShowsTheWorkspace() {
        assertEquals("""
                daemon not running (no socket at /run/homebot/homebot.sock); from the workspace:
                mode:     做饭模式 since 19:55
                timers:   番茄 3:12 left
                          rice 12:00 left
                start it: sudo systemctl start homebot (or: homebot run)
                """, StatusText.renderOffline("daemon not running (no socket at /run/homebot/homebot.sock)",
                "做饭模式 since 19:55", "番茄 3:12 left\nrice 12:00 left\n"));
    }

    @Test
    void uptimeUnits() {
        assertEquals("59 s", StatusText.uptime(Duration.ofSeconds(59)));
        assertEquals("1 min 1 s", StatusText.uptime(Duration.ofSeconds(61)));
        assertEquals("3 d 4 h", StatusText.uptime(Duration.ofHours(76)));
    }
}
