package homebot.audio.wyoming;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/** Service description: {@code describe} → {@code info}. */
public final class Infos {
    private Infos() {}

    public record Describe() implements WyomingMessage {
        @Override
        public WyomingEvent event() {
            return WyomingEvent.of("describe");
        }
    }

    /**
     * What a server offers, kept as the JSON it sent ({@code asr}, {@code tts}, {@code wake}, {@code handle},
     * {@code intent}: lists of programs, each with models or voices); the accessors read what a client needs.
     */
    public record Info(ObjectNode data) implements WyomingMessage {
        @Override
        public WyomingEvent event() {
            return new WyomingEvent("info", data);
        }

        /** True when the server lists at least one installed program of {@code domain} ({@code asr}, {@code tts}...). */
        public boolean offers(String domain) {
            for (JsonNode program : programs(domain)) {
                if (program.path("installed").asBoolean(true)) {
                    return true;
                }
            }
            return false;
        }

        /** True when a program of {@code domain} announces {@code flag}, e.g. {@code supports_synthesize_streaming}. */
        public boolean supports(String domain, String flag) {
            for (JsonNode program : programs(domain)) {
                if (program.path(flag).asBoolean(false)) {
                    return true;
                }
            }
            return false;
        }

        private Iterable<JsonNode> programs(String domain) {
            JsonNode list = data.get(domain);
            return list != null && list.isArray() ? list : List.of();
        }

        /**
         * An {@code info} announcing one program of {@code domain} with one model.
         *
         * @param streamingFlag e.g. {@code supports_handled_streaming}, or null
         */
        public static Info single(String domain, String program, String description, String version,
                                  List<String> languages, String streamingFlag) {
            ObjectNode attribution = Fields.object().put("name", "homebot").put("url", "https://github.com/homebot");
            ObjectNode model = Fields.object().put("name", program).put("installed", true)
                    .put("description", description).put("version", version);
            model.set("attribution", attribution.deepCopy());
            ArrayNode langs = model.putArray("languages");
            languages.forEach(langs::add);
            ObjectNode p = Fields.object().put("name", program).put("installed", true).put("description", description)
                    .put("version", version);
            p.set("attribution", attribution);
            p.putArray("models").add(model);
            if (streamingFlag != null) {
                p.put(streamingFlag, true);
            }
            ObjectNode data = Fields.object();
            for (String d : List.of("asr", "tts", "handle", "intent", "wake")) {
                data.putArray(d);
            }
            ((ArrayNode) data.get(domain)).add(p);
            return new Info(data);
        }
    }

    static WyomingMessage decode(WyomingEvent e) {
        return switch (e.type()) {
            case "describe" -> new Describe();
            case "info" -> new Info(e.data());
            default -> null;
        };
    }
}
