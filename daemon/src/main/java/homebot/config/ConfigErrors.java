package homebot.config;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Turns Jackson's binding errors into messages that name the file, the key path and the line of the key. */
final class ConfigErrors {
    private ConfigErrors() {}

    static ConfigException located(Path path, String text, String section, JsonProcessingException e,
                                    JsonNode written) {
        List<String> keys = new ArrayList<>();
        if (section != null) {
            keys.add(section);
        }
        if (e instanceof JsonMappingException m) {
            for (JsonMappingException.Reference r : m.getPath()) {
                if (r.getFieldName() != null) {
                    keys.add(r.getFieldName());
                }
            }
        }
        int line = lineOfKey(text, keys);
        String message = describe(e).replaceFirst("^line \\d+: ", "");
        if (section != null && !message.startsWith("key '") && !message.startsWith("unknown key")) {
            message = "key '" + String.join(".", keys) + "': " + message;
        } else if (section != null) {
            message = message.replaceFirst("^(unknown )?key '", "$1key '" + section + ".");
        }
        Throwable root = e.getCause();
        if (root instanceof IllegalArgumentException iae && iae.getMessage() != null) {
            // A record's own check: find the key its message names among the keys the file sets.
            List<String> named = namedKey(written, iae.getMessage());
            if (!named.isEmpty()) {
                keys.clear();
                if (section != null) {
                    keys.add(section);
                }
                keys.addAll(named);
                line = lineOfKey(text, keys);
            }
            message = "key '" + String.join(".", keys) + "': " + iae.getMessage();
        }
        return new ConfigException(path + (line > 0 ? " line " + line : "") + ": " + message, e);
    }

    /** The path to the first key under {@code node} whose name the message mentions as a word. */
    private static List<String> namedKey(JsonNode node, String message) {
        for (Map.Entry<String, JsonNode> f : node.properties()) {
            List<String> deeper = namedKey(f.getValue(), message);
            if (!deeper.isEmpty()) {
                List<String> path = new ArrayList<>(List.of(f.getKey()));
                path.addAll(deeper);
                return path;
            }
            if (java.util.regex.Pattern.compile("\\b" + java.util.regex.Pattern.quote(f.getKey()) + "\\b")
                    .matcher(message).find()) {
                return List.of(f.getKey());
            }
        }
        return List.of();
    }

    /**
     * The line of a key path, found by walking the keys through the text: the YAML parser reports where it
     * stopped reading, which is often a line after the offending key.
     */
    static int lineOfKey(String text, List<String> keys) {
        String[] lines = text.split("\n", -1);
        int from = 0;
        int found = -1;
        for (String k : keys) {
            java.util.regex.Pattern key = java.util.regex.Pattern.compile(
                    "^\\s*-?\\s*[\"']?" + java.util.regex.Pattern.quote(k) + "[\"']?\\s*:");
            int hit = -1;
            for (int i = from; i < lines.length; i++) {
                if (key.matcher(lines[i]).find()) {
                    hit = i;
                    break;
                }
            }
            if (hit < 0) {
                break;
            }
            found = hit;
            from = hit + 1;
        }
        return found + 1;
    }

    /**
     * A YAML syntax error: the parser's own problem ("mapping values are not allowed here") on the line where it
     * is, not Jackson's first line of context ("while scanning for the next token") on the line it stopped at.
     */
    static ConfigException syntax(Path path, JsonProcessingException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof org.yaml.snakeyaml.error.MarkedYAMLException y && y.getProblem() != null) {
                var mark = y.getProblemMark() != null ? y.getProblemMark() : y.getContextMark();
                String problem = y.getProblem().replace("\\t(TAB)", "tabs").replace("'\\t'", "a tab")
                        .replace("\t", "a tab");
                if (problem.contains("tab")) {
                    problem = "a tab character: YAML indents with spaces only (" + problem + ")";
                }
                return new ConfigException(path + (mark != null ? " line " + (mark.getLine() + 1) : "") + ": YAML syntax: "
                        + problem, e);
            }
        }
        return new ConfigException(path + ": " + describe(e), e);
    }

    static String describe(JsonProcessingException e) {
        StringBuilder sb = new StringBuilder();
        JsonLocation loc = e.getLocation();
        if (loc != null && loc.getLineNr() > 0) {
            sb.append("line ").append(loc.getLineNr()).append(": ");
        }
        if (e instanceof JsonMappingException m && !m.getPath().isEmpty()) {
            String key = m.getPath().stream()
                    .map(r -> r.getFieldName() != null ? r.getFieldName() : "[" + r.getIndex() + "]")
                    .collect(Collectors.joining("."));
            if (e instanceof UnrecognizedPropertyException u) {
                return sb.append("unknown key '").append(key).append("' (known: ")
                        .append(u.getKnownPropertyIds()).append(")").toString();
            }
            sb.append("key '").append(key).append("': ");
        }
        return sb.append(e.getOriginalMessage().split("\n")[0]).toString();
    }
}
