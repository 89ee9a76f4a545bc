package homebot.config;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
        m.put("HOMEBOT_WAKE_WORDS", "audio.wake.phrases");
        m.put("HOMEBOT_TTS", "audio.tts.engine");
        m.put("HOMEBOT_TTS_API_KEY", "audio.tts.api_key");
        m.put("HOMEBOT_STT_API_KEY", "audio.stt.api_key");
        m.put("HOMEBOT_MODELS_MIRROR", "models.mirror");
        // HOMEBOT_VOSK_MODEL names a model directory and is read where the model is located.
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
        this.binder = com.fasterxml.jackson.databind.json.JsonMapper.builder()
                .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .disable(com.fasterxml.jackson.databind.MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .build();
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
            if (Files.isDirectory(path)) {
                throw new ConfigException(path + ": is a directory, not a config file (name the homebot.yaml inside it)");
            }
            if (!Files.exists(path)) {
                throw new ConfigException(path + ": config file not found");
            }
            if (!Files.isRegularFile(path)) {
                throw new ConfigException(path + ": not a regular file (a device or a pipe); name a YAML file, "
                        + "or leave --config out for the defaults");
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
                throw ConfigErrors.syntax(path, e);
            }
            if (user != null && user.isObject()) {
                merge(tree, (ObjectNode) user);
            }
        }
        applyEnv(tree, defaultsTree());
        try {
            CoreConfig core = binder.treeToValue(coreOnly(tree), CoreConfig.class);
            Language.parse(core.language());
            for (ConfigSchema.Section<?> s : schema.ordered()) {
                binder.treeToValue(tree.get(s.key()), s.type());
            }
            return new HomebotConfig(core, tree, binder, file);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            String where = file.map(Path::toString).orElse("environment");
            throw new ConfigException(where + ": " + (e instanceof JsonProcessingException j ? ConfigErrors.describe(j) : e.getMessage()), e);
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

    /**
     * Checks the file as written, section by section: each section is laid over its defaults and bound, so a
     * record's own checks see complete values; errors are placed on the line of the offending key.
     */
    private void validate(Path path, String text) {
        JsonNode root;
        try {
            root = yaml.readTree(text);
        } catch (JsonProcessingException e) {
            throw ConfigErrors.syntax(path, e);
        }
        if (root == null || root.isMissingNode() || root.isNull()) {
            return;
        }
        if (!root.isObject()) {
            throw new ConfigException(path + " line 1: the config must be a mapping of keys (e.g. 'language: zh-CN')");
        }
        ObjectNode core = binder.valueToTree(CoreConfig.defaults());
        for (Map.Entry<String, JsonNode> field : root.properties()) {
            String key = field.getKey();
            ConfigSchema.Section<?> section = schema.sections().get(key);
            try {
                if (section != null) {
                    if (!field.getValue().isNull()) {
                        ObjectNode merged = binder.valueToTree(section.defaults());
                        if (!field.getValue().isObject()) {
                            throw new ConfigException(path + " line " + ConfigErrors.lineOfKey(text, List.of(key))
                                    + ": '" + key + "' must be a mapping of keys");
                        }
                        merge(merged, (ObjectNode) field.getValue());
                        binder.treeToValue(merged, section.type());
                    }
                } else if (isCoreKey(key)) {
                    if (!field.getValue().isNull()) {
                        core.set(key, field.getValue());
                    }
                } else {
                    throw new ConfigException(path + " line " + ConfigErrors.lineOfKey(text, List.of(key)) + ": unknown key '" + key
                            + "' (known: " + knownKeys() + ")");
                }
            } catch (JsonProcessingException e) {
                throw ConfigErrors.located(path, text, key, e, field.getValue());
            }
        }
        try {
            binder.treeToValue(core, CoreConfig.class);
            Language.parse(core.path("language").asText());
        } catch (JsonProcessingException e) {
            throw ConfigErrors.located(path, text, null, e, core);
        } catch (IllegalArgumentException e) {
            throw new ConfigException(path + " line " + ConfigErrors.lineOfKey(text, List.of("language")) + ": " + e.getMessage());
        }
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


    private static void merge(ObjectNode into, ObjectNode from) {
        for (Map.Entry<String, JsonNode> e : from.properties()) {
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

    /** The variable is read as the schema types the key ({@code defaults}), never as the file happened to write it. */
    private void applyEnv(ObjectNode tree, ObjectNode defaults) {
        for (Map.Entry<String, String> e : ENV_KEYS.entrySet()) {
            String value = nonEmpty(env.apply(e.getKey()));
            if (value == null) {
                continue;
            }
            String[] path = e.getValue().split("\\.");
            ObjectNode parent = tree;
            ObjectNode typed = defaults;
            for (int i = 0; i < path.length - 1 && parent != null && typed != null; i++) {
                parent = parent.get(path[i]) instanceof ObjectNode o ? o : null;
                typed = typed.get(path[i]) instanceof ObjectNode o ? o : null;
            }
            String leaf = path[path.length - 1];
            if (parent == null || typed == null || !typed.has(leaf)) {
                continue; // that section is not part of this program's schema
            }
            JsonNode old = typed.get(leaf);
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
