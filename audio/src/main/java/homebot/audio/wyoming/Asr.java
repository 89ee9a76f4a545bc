package homebot.audio.wyoming;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** Speech recognition: {@code transcribe} → audio → {@code transcript}, and the streamed transcript events. */
public final class Asr {
    private Asr() {}

    /** @param name model, or null; @param language e.g. {@code zh}, or null; @param context from earlier turns, or null */
    public record Transcribe(String name, String language, ObjectNode context) implements WyomingMessage {
        @Override
        public WyomingEvent event() {
            ObjectNode d = Fields.object();
            Fields.put(d, "name", name);
            Fields.put(d, "language", language);
            Fields.put(d, "context", context);
            return new WyomingEvent("transcribe", d);
        }
    }

    public record Transcript(String text, String language, ObjectNode context) implements WyomingMessage {
        public Transcript(String text) {
            this(text, null, null);
        }

        @Override
        public WyomingEvent event() {
            ObjectNode d = Fields.object().put("text", text);
            Fields.put(d, "language", language);
            Fields.put(d, "context", context);
            return new WyomingEvent("transcript", d);
        }
    }

    public record TranscriptStart(String language, ObjectNode context) implements WyomingMessage {
        @Override
        public WyomingEvent event() {
            ObjectNode d = Fields.object();
            Fields.put(d, "language", language);
            Fields.put(d, "context", context);
            return new WyomingEvent("transcript-start", d);
        }
    }

    public record TranscriptChunk(String text) implements WyomingMessage {
        @Override
        public WyomingEvent event() {
            return new WyomingEvent("transcript-chunk", Fields.object().put("text", text));
        }
    }

    public record TranscriptStop() implements WyomingMessage {
        @Override
        public WyomingEvent event() {
            return WyomingEvent.of("transcript-stop");
        }
    }

    static WyomingMessage decode(WyomingEvent e) throws WyomingException {
        return switch (e.type()) {
            case "transcribe" -> new Transcribe(Fields.optText(e, "name"), Fields.optText(e, "language"),
                    Fields.optObject(e, "context"));
            case "transcript" -> new Transcript(Fields.text(e, "text"), Fields.optText(e, "language"),
                    Fields.optObject(e, "context"));
            case "transcript-start" -> new TranscriptStart(Fields.optText(e, "language"), Fields.optObject(e, "context"));
            case "transcript-chunk" -> new TranscriptChunk(Fields.text(e, "text"));
            case "transcript-stop" -> new TranscriptStop();
            default -> null;
        };
    }
}
