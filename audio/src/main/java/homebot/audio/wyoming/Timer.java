package homebot.audio.wyoming;

/** Timers a handler started, reported to the satellite so it can show and ring them. */
public final class Timer {
    private Timer() {}

    /** @param name, startHours, startMinutes, startSeconds optional (null) */
    public record TimerStarted(String id, int totalSeconds, String name, Integer startHours, Integer startMinutes,
            Integer startSeconds) implements WyomingMessage {
        @Override
        public WyomingEvent event() {
            var d = Fields.object().put("id", id).put("total_seconds", totalSeconds);
            Fields.put(d, "name", name);
            Fields.put(d, "start_hours", startHours);
            Fields.put(d, "start_minutes", startMinutes);
            Fields.put(d, "start_seconds", startSeconds);
            return new WyomingEvent("timer-started", d);
        }
    }

    public record TimerUpdated(String id, boolean isActive, int totalSeconds) implements WyomingMessage {
        @Override
        public WyomingEvent event() {
            return new WyomingEvent("timer-updated", Fields.object().put("id", id).put("is_active", isActive)
                    .put("total_seconds", totalSeconds));
        }
    }

    public record TimerCancelled(String id) implements WyomingMessage {
        @Override
        public WyomingEvent event() {
            return new WyomingEvent("timer-cancelled", Fields.object().put("id", id));
        }
    }

    public record TimerFinished(String id) implements WyomingMessage {
        @Override
        public WyomingEvent event() {
            return new WyomingEvent("timer-finished", Fields.object().put("id", id));
        }
    }

    static WyomingMessage decode(WyomingEvent e) throws WyomingException {
        return switch (e.type()) {
            case "timer-started" -> new TimerStarted(Fields.text(e, "id"), Fields.integer(e, "total_seconds"),
                    Fields.optText(e, "name"), Fields.optInt(e, "start_hours"), Fields.optInt(e, "start_minutes"),
                    Fields.optInt(e, "start_seconds"));
            case "timer-updated" -> new TimerUpdated(Fields.text(e, "id"), Fields.bool(e, "is_active"),
                    Fields.integer(e, "total_seconds"));
            case "timer-cancelled" -> new TimerCancelled(Fields.text(e, "id"));
            case "timer-finished" -> new TimerFinished(Fields.text(e, "id"));
            default -> null;
        };
    }
}
