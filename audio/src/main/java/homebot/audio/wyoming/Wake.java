package homebot.audio.wyoming;

import java.util.List;

/** Wake word: {@code detect} → audio → {@code detection} per hit, {@code not-detected} after audio-stop without one. */
public final class Wake {
    private Wake() {}

    /** @param names wake words to listen for, or null for the server's default */
    public record Detect(List<String> names) implements WyomingMessage {
        public Detect {
            names = names == null ? null : List.copyOf(names);
        }

        @Override
        public WyomingEvent event() {
            return new WyomingEvent("detect", Fields.put(Fields.object(), "names", names));
        }
    }

    /** @param name the wake word heard, or null; @param timestamp milliseconds into the stream, or null */
    public record Detection(String name, Long timestamp) implements WyomingMessage {
        @Override
        public WyomingEvent event() {
            return new WyomingEvent("detection",
                    Fields.put(Fields.put(Fields.object(), "name", name), "timestamp", timestamp));
        }
    }

    public record NotDetected() implements WyomingMessage {
        @Override
        public WyomingEvent event() {
            return WyomingEvent.of("not-detected");
        }
    }

    static WyomingMessage decode(WyomingEvent e) {
        return switch (e.type()) {
            case "detect" -> new Detect(Fields.optTexts(e, "names"));
            case "detection" -> new Detection(Fields.optText(e, "name"), Fields.optLong(e, "timestamp"));
            case "not-detected" -> new NotDetected();
            default -> null;
        };
    }
}
