package homebot.prompt;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;

/** Splits {@code ---\nyaml\n---\nbody} documents. */
public record FrontMatter(JsonNode fields, String body) {
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    /** @throws IOException when the front matter is not valid YAML (the message carries the line) */
    public static FrontMatter parse(String text) throws IOException {
        String t = text.startsWith("\uFEFF") ? text.substring(1) : text;
        if (!t.startsWith("---")) {
            return new FrontMatter(YAML.createObjectNode(), t);
        }
        int end = t.indexOf("\n---", 3);
        if (end < 0) {
            throw new IOException("front matter starts with --- but never ends with a --- line");
        }
        String yaml = t.substring(t.indexOf('\n') + 1, end);
        int bodyStart = t.indexOf('\n', end + 4);
        String body = bodyStart < 0 ? "" : t.substring(bodyStart + 1);
        JsonNode fields = yaml.isBlank() ? YAML.createObjectNode() : YAML.readTree(yaml);
        if (fields == null || !fields.isObject()) {
            throw new IOException("front matter must be a YAML mapping");
        }
        return new FrontMatter(fields, body.strip());
    }
}
