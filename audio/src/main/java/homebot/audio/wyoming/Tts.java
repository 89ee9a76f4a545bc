package homebot.audio.wyoming;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Text to speech: {@code synthesize} → audio-start/chunk/stop; streamed as {@code synthesize-start},
 * {@code synthesize-chunk}..., {@code synthesize} (for older servers), {@code synthesize-stop}, answered by the
 * audio and {@code synthesize-stopped}.
 */
public final class Tts {
    private Tts() {}

    /** Any part may be null; {@code name} wins over {@code language}. */
    public record Voice(String name, String language, String speaker) {
        ObjectNode toJson() {
            ObjectNode d = Fields.object();
            if (name != null) {
                d.put("name", name);
                Fields.put(d, "speaker", speaker);
            } else if (language != null) {
                d.put("language", language);
            }
            return d;
        }

        static Voice fromJson(ObjectNode o) {
            if (o == null) {
                return null;
            }
            String name = o.hasNonNull("name") ? o.get("name").asText() : null;
            String language = o.hasNonNull("language") ? o.get("language").asText() : null;
            String speaker = o.hasNonNull("speaker") ? o.get("speaker").asText() : null;
            return name == null && language == null ? null : new Voice(name, language, speaker);
        }
    }

    public record Synthesize(String text, Voice voice, ObjectNode context) implements WyomingMessage {
        @Override
        public WyomingEvent event() {
            ObjectNode d = Fields.object().put("text", text);
            Fields.put(d, "voice", voice == null ? null : voice.toJson());
            Fields.put(d, "context", context);
            return new WyomingEvent("synthesize", d);
        }
    }

    public record SynthesizeStart(Voice voice, ObjectNode context) implements WyomingMessage {
        @Override
        public WyomingEvent event() {
            ObjectNode d = Fields.object();
            Fields.put(d, "voice", voice == null ? null : voice.toJson());
            Fields.put(d, "context", context);
            return new WyomingEvent("synthesize-start", d);
        }
    }

    public record SynthesizeChunk(String text) implements WyomingMessage {
        @Override
        public WyomingEvent event() {
            return new WyomingEvent("synthesize-chunk", Fields.object().put("text", text));
        }
    }

    public record SynthesizeStop() implements WyomingMessage {
        @Override
        public WyomingEvent event() {
            return WyomingEvent.of("synthesize-stop");
        }
    }

    public record SynthesizeStopped() implements WyomingMessage {
        @Override
        public WyomingEvent event() {
            return WyomingEvent.of("synthesize-stopped");
        }
    }

    static WyomingMessage decode(WyomingEvent e) throws WyomingException {
        return switch (e.type()) {
            case "synthesize" -> new Synthesize(Fields.text(e, "text"), Voice.fromJson(Fields.optObject(e, "voice")),
                    Fields.optObject(e, "context"));
            case "synthesize-start" -> new SynthesizeStart(Voice.fromJson(Fields.optObject(e, "voice")),
                    Fields.optObject(e, "context"));
            case "synthesize-chunk" -> new SynthesizeChunk(Fields.text(e, "text"));
            case "synthesize-stop" -> new SynthesizeStop();
            case "synthesize-stopped" -> new SynthesizeStopped();
            default -> null;
        };
    }
}
