package homebot.config;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** The effective configuration: defaults, then the file, then {@code HOMEBOT_*} environment variables. */
public final class HomebotConfig {
    private final CoreConfig core;
    private final ObjectNode tree;
    private final ObjectMapper mapper;
    private final Optional<Path> source;

    HomebotConfig(CoreConfig core, ObjectNode tree, ObjectMapper mapper, Optional<Path> source) {
        this.core = core;
        this.tree = tree;
        this.mapper = mapper;
        this.source = source;
    }

    public CoreConfig core() {
        return core;
    }

    public Language language() {
        return Language.parse(core.language());
    }

    public Path workspace() {
        return expandHome(core.workspace());
    }

    /** The file the config came from, empty when only defaults and environment apply. */
    public Optional<Path> source() {
        return source;
    }

    /** A registered section, bound to its record. */
    public <T> T section(String key, Class<T> type) {
        JsonNode node = tree.get(key);
        if (node == null || node.isNull()) {
            throw new IllegalArgumentException("config section '" + key + "' is not registered");
        }
        try {
            return mapper.treeToValue(node, type);
        } catch (Exception e) {
            throw new ConfigException("config section '" + key + "': " + e.getMessage(), e);
        }
    }

    /** The effective config as YAML-like text with secrets masked, for {@code homebot doctor} and logs. */
    public String describeMasked() {
        ObjectNode copy = tree.deepCopy();
        mask(copy);
        return copy.toPrettyString();
    }

    private static void mask(JsonNode node) {
        if (!(node instanceof ObjectNode obj)) {
            return;
        }
        for (Map.Entry<String, JsonNode> e : obj.properties()) {
            if (isSecretKey(e.getKey()) && e.getValue().isTextual() && !e.getValue().asText().isEmpty()) {
                e.setValue(obj.textNode("***"));
            } else {
                mask(e.getValue());
            }
        }
    }

    static boolean isSecretKey(String key) {
        String k = key.toLowerCase(Locale.ROOT);
        return k.contains("key") || k.contains("token") || k.contains("secret") || k.contains("password");
    }

    public static Path expandHome(String path) {
        if (path.equals("~") || path.startsWith("~/")) {
            return Path.of(System.getProperty("user.home") + path.substring(1)).toAbsolutePath().normalize();
        }
        return Path.of(path).toAbsolutePath().normalize();
    }
}
