package homebot.audio.wyoming;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Intent handling: a {@code transcript} in, {@code handled} or {@code not-handled} out; streamed as
 * {@code handled-start}, {@code handled-chunk}..., {@code handled} (for older clients), {@code handled-stop}.
 */
public final class Handle {
    private Handle() {}

    public record Handled(String text, ObjectNode context) implements WyomingMessage {
        @Override
        public WyomingEvent event() {
            return new WyomingEvent("handled", Fields.put(Fields.put(Fields.object(), "text", text), "context", context));
        }
    }

    public record NotHandled(String text, ObjectNode context) implements WyomingMessage {
        @Override
        public WyomingEvent event() {
            return new WyomingEvent("not-handled",
                    Fields.put(Fields.put(Fields.object(), "text", text), "context", context));
        }
    }

    public record HandledStart(ObjectNode context) implements WyomingMessage {
        @Override
        public WyomingEvent event() {
            return new WyomingEvent("handled-start", Fields.put(Fields.object(), "context", context));
        }
    }

    public record HandledChunk(String text) implements WyomingMessage {
        @Override
        public WyomingEvent event() {
            return new WyomingEvent("handled-chunk", Fields.object().put("text", text));
        }
    }

    public record HandledStop() implements WyomingMessage {
        @Override
        public WyomingEvent event() {
            return WyomingEvent.of("handled-stop");
        }
    }

    static WyomingMessage decode(WyomingEvent e) throws WyomingException {
        return switch (e.type()) {
            case "handled" -> new Handled(Fields.optText(e, "text"), Fields.optObject(e, "context"));
            case "not-handled" -> new NotHandled(Fields.optText(e, "text"), Fields.optObject(e, "context"));
            case "handled-start" -> new HandledStart(Fields.optObject(e, "context"));
            case "handled-chunk" -> new HandledChunk(Fields.text(e, "text"));
            case "handled-stop" -> new HandledStop();
            default -> null;
        };
    }
}
