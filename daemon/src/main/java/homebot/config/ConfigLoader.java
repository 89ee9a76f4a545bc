package homebot.config;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Loads the YAML config. Every key has a default; the file may set any subset. A wrong type or an unknown key
 * is a {@link ConfigException} naming the file, the key and the line, so a typo never silently becomes a
 * default. Environment variables override the file; an empty variable counts as unset.
 */
public final class ConfigLoader {
    /** Environment overrides: variable → path in the config tree. */
    public static final Map<String, String> ENV_KEYS = envKeys();

    private static Map<String, String> envKeys() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("HOMEBOT_WORKSPACE", "workspace");
        m.put("HOMEBOT_LANGUAGE", "language");
        m.put("HOMEBOT_LLM_BASE_URL", "llm.base_url");
        m.put("HOMEBOT_LLM_MODEL", "llm.model");
        m.put("HOMEBOT_LLM_API_KEY", "llm.api_key");
        m.put("HOMEBOT_VOSK_MODEL", "stt.model");
        m.put("HOMEBOT_WAKE_WORDS", "wake.phrases");
        m.put("HOMEBOT_TTS", "tts.engine");
        return Map.copyOf(m);
    }

    private final ConfigSchema schema;
    private final Function<String, String> env;
    private final ObjectMapper yaml;
    private final ObjectMapper binder;

    public ConfigLoader(ConfigSchema schema, Function<String, String> env) {
        this.schema = schema;
        this.env = env;
        this.yaml = new ObjectMapper(new YAMLFactory());
        this.binder = new ObjectMapper()
                .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .disable(com.fasterxml.jackson.databind.MapperFeature.ALLOW_COERCION_OF_SCALARS);
    }

    /** The file to read: {@code explicit}, else the user's, else the system's, else none. */
    public static Optional<Path> locate(Path explicit, Function<String, String> env) {
        if (explicit != null) {
            return Optional.of(explicit);
        }
        String fromEnv = nonEmpty(env.apply("HOMEBOT_CONFIG"));
        if (fromEnv != null) {
            return Optional.of(Path.of(fromEnv));
        }
        String xdg = nonEmpty(env.apply("XDG_CONFIG_HOME"));
        Path user = xdg != null ? Path.of(xdg, "homebot", "homebot.yaml")
                : Path.of(System.getProperty("user.home"), ".config", "homebot", "homebot.yaml");
        if (Files.isRegularFile(user)) {
            return Optional.of(user);
        }
        Path system = Path.of("/etc/homebot/homebot.yaml");
        return Files.isRegularFile(system) ? Optional.of(system) : Optional.empty();
    }

    public HomebotConfig load(Optional<Path> file) {
        ObjectNode tree = defaultsTree();
        if (file.isPresent()) {
            Path path = file.get();
            if (!Files.isRegularFile(path)) {
                throw new ConfigException(path + ": config file not found");
            }
            String text;
            try {
                text = Files.readString(path);
            } catch (IOException e) {
                throw new ConfigException(path + ": cannot read config file: " + e.getMessage(), e);
            }
            validate(path, text);
            JsonNode user;
            try {
                user = yaml.readTree(text);
            } catch (JsonProcessingException e) {
                throw new ConfigException(path + ": " + describe(e), e);
            }
            if (user != null && user.isObject()) {
                merge(tree, (ObjectNode) user);
            }
        }
        applyEnv(tree);
        try {
            CoreConfig core = binder.treeToValue(coreOnly(tree), CoreConfig.class);
            Language.parse(core.language());
            for (ConfigSchema.Section<?> s : schema.ordered()) {
                binder.treeToValue(tree.get(s.key()), s.type());
            }
            return new HomebotConfig(core, tree, binder, file);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            String where = file.map(Path::toString).orElse("environment");
            throw new ConfigException(where + ": " + (e instanceof JsonProcessingException j ? describe(j) : e.getMessage()), e);
        }
    }

    private ObjectNode defaultsTree() {
        ObjectNode tree = binder.valueToTree(CoreConfig.defaults());
        for (ConfigSchema.Section<?> s : schema.ordered()) {
            tree.set(s.key(), binder.valueToTree(s.defaults()));
        }
        return tree;
    }

    private ObjectNode coreOnly(ObjectNode tree) {
        ObjectNode core = binder.createObjectNode();
        tree.fieldNames().forEachRemaining(name -> {
            if (!schema.sections().containsKey(name)) {
                core.set(name, tree.get(name));
            }
        });
        return core;
    }

    /** Binds the file as written, section by section, so errors keep their line numbers. */
    private void validate(Path path, String text) {
        try (JsonParser p = yaml.getFactory().createParser(text)) {
            JsonToken first = p.nextToken();
            if (first == null) {
                return;
            }
            if (first != JsonToken.START_OBJECT) {
                throw new ConfigException(path + " line " + p.currentLocation().getLineNr()
                        + ": the config must be a mapping of keys (e.g. 'language: zh-CN')");
            }
            ObjectNode core = binder.createObjectNode();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String key = p.currentName();
                JsonLocation at = p.currentLocation();
                p.nextToken();
                ConfigSchema.Section<?> section = schema.sections().get(key);
                if (section != null) {
                    if (p.currentToken() != JsonToken.VALUE_NULL) {
                        // Keys the file leaves out are defaults, not nulls: only types and names are checked here.
                        binder.readerFor(section.type())
                                .without(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES).readValue(p);
                    }
                } else if (isCoreKey(key)) {
                    core.set(key, binder.readTree(p));
                } else {
                    p.skipChildren();
                    throw new ConfigException(path + " line " + at.getLineNr() + ": unknown key '" + key
                            + "' (known: " + knownKeys() + ")");
                }
            }
            if (!core.isEmpty()) {
                ObjectNode full = binder.valueToTree(CoreConfig.defaults());
                full.setAll(core);
                try {
                    binder.treeToValue(full, CoreConfig.class);
                } catch (JsonMappingException e) {
                    throw new ConfigException(path + ": " + describe(e) + lineOf(text, e));
                }
            }
        } catch (ConfigException e) {
            throw e;
        } catch (JsonMappingException e) {
            int line = lineOfPath(text, e);
            String message = describe(e);
            if (line > 0) {
                message = "line " + line + ": " + message.replaceFirst("^line \\d+: ", "");
            }
            throw new ConfigException(path + ": " + message, e);
        } catch (JsonProcessingException e) {
            throw new ConfigException(path + ": " + describe(e), e);
        } catch (IOException e) {
            throw new ConfigException(path + ": " + e.getMessage(), e);
        }
    }

    /**
     * The line of the key a mapping error is about, found by walking the key path through the text: the YAML
     * parser reports where it stopped reading, which is often the line after the offending key.
     */
    static int lineOfPath(String text, JsonMappingException e) {
        String[] lines = text.split("\n", -1);
        int from = 0;
        int found = -1;
        for (JsonMappingException.Reference r : e.getPath()) {
            if (r.getFieldName() == null) {
                continue;
            }
            java.util.regex.Pattern key = java.util.regex.Pattern.compile(
                    "^\\s*-?\\s*[\"']?" + java.util.regex.Pattern.quote(r.getFieldName()) + "[\"']?\\s*:");
            found = -1;
            for (int i = from; i < lines.length; i++) {
                if (key.matcher(lines[i]).find()) {
                    found = i;
                    break;
                }
            }
            if (found < 0) {
                return -1;
            }
            from = found + 1;
        }
        return found + 1;
    }

    private static String lineOf(String text, JsonMappingException e) {
        if (e.getPath().isEmpty()) {
            return "";
        }
        String key = e.getPath().get(0).getFieldName();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith(key + ":")) {
                return " (line " + (i + 1) + ")";
            }
        }
        return "";
    }

    private static boolean isCoreKey(String key) {
        for (var c : CoreConfig.class.getRecordComponents()) {
            if (PropertyNamingStrategies.SnakeCaseStrategy.INSTANCE.translate(c.getName()).equals(key)) {
                return true;
            }
        }
        return false;
    }

    private String knownKeys() {
        String core = java.util.Arrays.stream(CoreConfig.class.getRecordComponents())
                .map(c -> PropertyNamingStrategies.SnakeCaseStrategy.INSTANCE.translate(c.getName()))
                .collect(Collectors.joining(", "));
        return schema.sections().isEmpty() ? core : core + ", " + String.join(", ", schema.sections().keySet());
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

    private static void merge(ObjectNode into, ObjectNode from) {
        Iterator<Map.Entry<String, JsonNode>> it = from.fields();
        while (it.hasNext()) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode current = into.get(e.getKey());
            if (e.getValue().isNull()) {
                continue;
            }
            if (current instanceof ObjectNode obj && e.getValue() instanceof ObjectNode sub) {
                merge(obj, sub);
            } else {
                into.set(e.getKey(), e.getValue());
            }
        }
    }

    private void applyEnv(ObjectNode tree) {
        for (Map.Entry<String, String> e : ENV_KEYS.entrySet()) {
            String value = nonEmpty(env.apply(e.getKey()));
            if (value == null) {
                continue;
            }
            String[] path = e.getValue().split("\\.");
            ObjectNode parent = tree;
            for (int i = 0; i < path.length - 1 && parent != null; i++) {
                parent = parent.get(path[i]) instanceof ObjectNode o ? o : null;
            }
            String leaf = path[path.length - 1];
            if (parent == null || !parent.has(leaf)) {
                continue; // that section is not part of this program's schema
            }
            JsonNode old = parent.get(leaf);
            if (old.isArray()) {
                ArrayNode list = parent.putArray(leaf);
                for (String item : value.split(",")) {
                    if (!item.isBlank()) {
                        list.add(item.trim());
                    }
                }
            } else if (old.isInt() || old.isLong()) {
                try {
                    parent.put(leaf, Long.parseLong(value.trim()));
                } catch (NumberFormatException ex) {
                    throw new ConfigException(e.getKey() + ": expected a whole number, got '" + value + "'");
                }
            } else {
                parent.put(leaf, value);
            }
        }
    }

    private static String nonEmpty(String s) {
        return s == null || s.isBlank() ? null : s;
    }
}
