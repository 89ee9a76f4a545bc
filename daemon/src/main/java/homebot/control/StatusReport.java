package homebot.control;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@code homebot status} shows about a running daemon; travels over the control socket as JSON.
 *
 * @param state        the voice session state (IDLE, LISTENING, THINKING, SPEAKING, WAITING)
 * @param muted        the microphone is closed by the mute switch
 * @param mode         the mode line, e.g. "做饭模式 since 19:55 (cook-20261022-195500-a1b2c3)" or "normal"
 * @param timers       one line per running timer, e.g. "番茄 3:12 left"
 * @param audioInput   the capture device in use, or a line saying why there is none
 * @param audioDevices every device seen, one line each
 * @param lastErrors   the latest errors, newest first, each "time code: message"
 * @param uptime       since the daemon started
 * @param version      homebot's version
 */
public record StatusReport(String state, boolean muted, String mode, List<String> timers, String audioInput,
                           List<String> audioDevices, List<String> lastErrors, Duration uptime, String version) {

    public StatusReport {
        timers = List.copyOf(timers);
        audioDevices = List.copyOf(audioDevices);
        lastErrors = List.copyOf(lastErrors);
    }

    public ObjectNode toJson() {
        ObjectNode n = ControlProtocol.JSON.createObjectNode();
        n.put("state", state).put("muted", muted).put("mode", mode);
        strings(n.putArray("timers"), timers);
        n.put("audio_input", audioInput);
        strings(n.putArray("audio_devices"), audioDevices);
        strings(n.putArray("last_errors"), lastErrors);
        n.put("uptime_seconds", uptime.toSeconds()).put("version", version);
        return n;
    }

    /** Reads what {@link #toJson} wrote; missing fields become empty, so an older daemon still renders. */
    public static StatusReport fromJson(JsonNode n) {
        return new StatusReport(n.path("state").asText("?"), n.path("muted").asBoolean(false),
                n.path("mode").asText(""), list(n.path("timers")), n.path("audio_input").asText(""),
                list(n.path("audio_devices")), list(n.path("last_errors")),
                Duration.ofSeconds(n.path("uptime_seconds").asLong(0)), n.path("version").asText("?"));
    }

    private static void strings(ArrayNode a, List<String> values) {
        values.forEach(a::add);
    }

    private static List<String> list(JsonNode a) {
        List<String> out = new ArrayList<>();
        a.forEach(e -> out.add(e.asText()));
        return out;
    }
}
