package homebot.agent;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import homebot.skills.api.ToolArgumentException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The built-in finder: searches the deferred tools by keywords in their name and description and activates the
 * matches for the rest of the turn. Its wire name is {@code tools_find} because OpenAI-style function names may
 * not contain dots; a call to {@code tools.find} is accepted too.
 */
final class FindToolsTool implements Tool {
    static final String NAME = "tools_find";
    static final String ALIAS = "tools.find";
    private static final int MAX_MATCHES = 5;
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final TurnTools turn;
    private final JsonNode schema;

    FindToolsTool(TurnTools turn) {
        this.turn = turn;
        ObjectNode s = MAPPER.createObjectNode().put("type", "object");
        s.putObject("properties").putObject("query").put("type", "string")
                .put("description", "keywords describing the capability you need, e.g. \"timer\" or \"天气\"");
        s.putArray("required").add("query");
        this.schema = s;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "Find and enable more tools for this turn by keywords (e.g. timer, weather, 定时器). "
                + "Returns the tools it enabled; call them afterwards.";
    }

    @Override
    public JsonNode parameters() {
        return schema;
    }

    @Override
    public String call(JsonNode arguments, ToolCallContext context) throws ToolArgumentException {
        JsonNode q = arguments.get("query");
        if (q == null || !q.isTextual() || q.asText().isBlank()) {
            throw new ToolArgumentException("'query' must be a non-empty string of keywords");
        }
        Set<String> keys = keywords(q.asText());
        List<Tool> matches = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        for (Tool t : turn.deferredTools()) {
            String hay = (t.name().replace('_', ' ') + " " + t.description()).toLowerCase(Locale.ROOT);
            int score = (int) keys.stream().filter(hay::contains).count();
            if (score > 0) {
                int at = 0;
                while (at < scores.size() && scores.get(at) >= score) {
                    at++; // stable: ties keep registration order
                }
                matches.add(at, t);
                scores.add(at, score);
            }
        }
        ObjectNode result = MAPPER.createObjectNode();
        ArrayNode activated = result.putArray("activated");
        for (Tool t : matches.subList(0, Math.min(MAX_MATCHES, matches.size()))) {
            turn.activate(t);
            activated.addObject().put("name", t.name()).put("description", t.description());
        }
        if (activated.isEmpty()) {
            result.put("message", "no deferred tool matches; try other keywords");
            ArrayNode names = result.putArray("deferred_tools");
            turn.deferredTools().forEach(t -> names.add(t.name()));
        }
        return result.toString();
    }

    /** Words of the query, plus two-character pieces of Chinese runs (Chinese has no spaces between words). */
    static Set<String> keywords(String query) {
        Set<String> out = new LinkedHashSet<>();
        for (String word : query.toLowerCase(Locale.ROOT).split("[\\s\\p{Punct}，。、；：！？]+")) {
            boolean han = word.codePoints().anyMatch(cp -> Character.UnicodeScript.of(cp) == Character.UnicodeScript.HAN);
            if (word.isEmpty() || (!han && word.length() < 2)) {
                continue; // "a", "x" would match every description
            }
            out.add(word);
            if (han && word.length() > 2) {
                for (int i = 0; i + 2 <= word.length(); i++) {
                    out.add(word.substring(i, i + 2));
                }
            }
        }
        return out;
    }
}
