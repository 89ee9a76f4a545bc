package homebot.mode;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/** Reads and checks one skill folder's {@code mode.json} (and that its SKILL.md exists). */
final class ModeManifest {
    private static final Pattern ID = Pattern.compile("[a-z][a-z0-9_-]{0,39}");
    private static final Pattern DIR_NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");

    private final ObjectMapper json;

    ModeManifest(ObjectMapper json) {
        this.json = json;
    }

    ModeDescriptor read(Path skillDir) throws SkillLoadException {
        Path file = skillDir.resolve("mode.json");
        JsonNode root;
        try {
            root = json.readTree(Files.readString(file));
        } catch (IOException e) {
            throw new SkillLoadException("mode-json-malformed", file + ": not valid JSON (" + firstLine(e) + ")", e);
        }
        if (root == null || !root.isObject()) {
            throw new SkillLoadException("mode-json-malformed", file + ": must be a JSON object");
        }
        String id = text(root, "id", file, true);
        if (!ID.matcher(id).matches()) {
            throw new SkillLoadException("mode-json-malformed", file + ": id \"" + id
                    + "\" must be lower-case letters, digits, '-' or '_' (starting with a letter)");
        }
        String displayName = text(root, "display_name", file, true);
        String entrypoint = text(root, "entrypoint", file, false);
        String dataDir = text(root, "data_dir", file, false);
        if (dataDir != null && !DIR_NAME.matcher(dataDir).matches()) {
            throw new SkillLoadException("mode-json-malformed", file + ": data_dir \"" + dataDir
                    + "\" must be a plain folder name");
        }
        Map<String, String> names = new LinkedHashMap<>();
        JsonNode byLang = root.get("display_names");
        if (byLang != null && !byLang.isNull()) {
            if (!byLang.isObject()) {
                throw new SkillLoadException("mode-json-malformed", file + ": display_names must be an object "
                        + "like {\"en-US\": \"homework mode\"}");
            }
            for (var e : byLang.properties()) {
                if (!e.getValue().isTextual() || e.getValue().asText().isBlank()) {
                    throw new SkillLoadException("mode-json-malformed", file + ": display_names." + e.getKey()
                            + " must be a non-empty string");
                }
                names.put(e.getKey(), e.getValue().asText().strip());
            }
        }
        List<String> aliases = new ArrayList<>();
        JsonNode al = root.get("aliases");
        if (al != null && !al.isNull()) {
            if (!al.isArray()) {
                throw new SkillLoadException("mode-json-malformed", file + ": aliases must be an array of strings");
            }
            for (JsonNode a : al) {
                if (!a.isTextual() || a.asText().isBlank()) {
                    throw new SkillLoadException("mode-json-malformed", file + ": aliases must be non-empty strings");
                }
                aliases.add(a.asText().strip());
            }
        }
        if (!Files.isRegularFile(skillDir.resolve("SKILL.md"))) {
            throw new SkillLoadException("skill-md-missing", skillDir.resolve("SKILL.md") + ": missing (every mode "
                    + "skill needs a SKILL.md next to mode.json)");
        }
        return new ModeDescriptor(id, displayName, names, aliases, entrypoint, dataDir == null ? id : dataDir,
                skillDir.getFileName().toString(), skillDir.toAbsolutePath().normalize());
    }

    private static String text(JsonNode root, String field, Path file, boolean required) throws SkillLoadException {
        JsonNode n = root.get(field);
        if (n == null || n.isNull()) {
            if (required) {
                throw new SkillLoadException("mode-json-malformed", file + ": missing \"" + field + "\"");
            }
            return null;
        }
        if (!n.isTextual() || n.asText().isBlank()) {
            throw new SkillLoadException("mode-json-malformed", file + ": \"" + field + "\" must be a non-empty string");
        }
        return n.asText().strip();
    }

    private static String firstLine(Exception e) {
        String m = String.valueOf(e.getMessage());
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }
}
