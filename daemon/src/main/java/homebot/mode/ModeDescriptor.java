package homebot.mode;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * One mode as declared by a skill's {@code mode.json}.
 *
 * @param id            stable id ({@code cooking}); also the folder under {@code modes/sessions/}
 * @param displayName   the primary spoken name ({@code 做饭模式})
 * @param displayNames  per-language names ({@code en-US → cooking mode}); every one is accepted as an alias
 * @param aliases       further accepted names
 * @param entrypoint    plugin class name, or null for a prompt-only mode
 * @param dataDirName   the skill's folder in the workspace ({@code cooking}); defaults to the id
 * @param skillName     the skill folder's name ({@code home-cooking})
 * @param skillDir      the skill folder (SKILL.md, mode.json)
 */
public record ModeDescriptor(String id, String displayName, Map<String, String> displayNames, List<String> aliases,
                             String entrypoint, String dataDirName, String skillName, Path skillDir) {
    public ModeDescriptor {
        displayNames = Map.copyOf(displayNames);
        aliases = List.copyOf(aliases);
    }

    /** Every name the user may say for this mode: the display name first, then languages, then aliases. */
    public List<String> names() {
        java.util.LinkedHashSet<String> all = new java.util.LinkedHashSet<>();
        all.add(displayName);
        all.addAll(displayNames.values());
        all.addAll(aliases);
        return List.copyOf(all);
    }

    /** The name in {@code language} ({@code en-US}), or the display name. */
    public String displayName(String language) {
        return displayNames.getOrDefault(language, displayName);
    }

    public Path skillFile() {
        return skillDir.resolve("SKILL.md");
    }

    public Path modeFile() {
        return skillDir.resolve("mode.json");
    }
}
