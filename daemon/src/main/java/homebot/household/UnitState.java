package homebot.household;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What one unit tells the household about itself, retained on {@code {prefix}/{room}/state}. Modes stay per unit:
 * {@code mode} and {@code detail} are shown elsewhere, never entered elsewhere.
 *
 * @param voice  IDLE, LISTENING, THINKING, SPEAKING, WAITING or VOICE-OFF
 * @param mode   the active mode's display name, or "" in normal mode
 * @param detail the mode's own summary (the cooking skill: recipe and step), or ""
 * @param at     when this state was taken
 */
public record UnitState(String room, String voice, boolean muted, String mode, String detail,
                        List<SharedTimer> timers, Instant at) {
    /** The wire format's version; a retained message without it (or older) comes from an older homebot. */
    public static final int VERSION = 1;

    /** One of the unit's timers as every room sees it; {@code dueAt} is absolute, so no clock drift accumulates. */
    public record SharedTimer(String id, String name, Instant dueAt, boolean ringing) {}

    public UnitState {
        timers = List.copyOf(timers);
        mode = mode == null ? "" : mode;
        detail = detail == null ? "" : detail;
    }

    public Optional<SharedTimer> nextTimer() {
        return timers.stream().filter(t -> !t.ringing()).min(java.util.Comparator.comparing(SharedTimer::dueAt));
    }

    byte[] toJson(ObjectMapper json) {
        ObjectNode n = json.createObjectNode();
        n.put("v", VERSION);
        n.put("room", room);
        n.put("voice", voice);
        n.put("muted", muted);
        n.put("mode", mode);
        n.put("detail", detail);
        ArrayNode list = n.putArray("timers");
        for (SharedTimer t : timers) {
            ObjectNode o = list.addObject();
            o.put("id", t.id());
            o.put("name", t.name());
            o.put("due_at", t.dueAt().toString());
            o.put("ringing", t.ringing());
        }
        n.put("at", at.toString());
        // For Home Assistant's "next timer" sensor (device class timestamp).
        nextTimer().ifPresentOrElse(t -> n.put("next_timer_at", t.dueAt().toString()), () -> n.putNull("next_timer_at"));
        try {
            return json.writeValueAsBytes(n);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Parses a state message; throws {@link BadMessage} with a code for anything it cannot trust. */
    static UnitState parse(JsonNode n, String topicRoom) {
        Messages.requireVersion(n);
        String room = Messages.text(n, "room");
        if (!room.equals(topicRoom)) {
            throw new BadMessage("household-message-bad", "state of '" + room + "' published on the topic of '"
                    + topicRoom + "'");
        }
        List<SharedTimer> timers = new ArrayList<>();
        JsonNode list = n.path("timers");
        if (!list.isArray()) {
            throw new BadMessage("household-message-bad", "timers is not a list");
        }
        for (JsonNode t : list) {
            timers.add(new SharedTimer(Messages.text(t, "id"), Messages.text(t, "name"),
                    Messages.instant(t, "due_at"), t.path("ringing").asBoolean(false)));
        }
        return new UnitState(room, Messages.text(n, "voice"), n.path("muted").asBoolean(false),
                n.path("mode").asText(""), n.path("detail").asText(""), timers, Messages.instant(n, "at"));
    }
}
