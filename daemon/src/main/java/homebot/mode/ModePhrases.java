package homebot.mode;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import homebot.skills.api.nlu.IntentCatalog;
import homebot.skills.api.nlu.IntentMatch;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A mode's own sentences for wanting in or out without naming it ("我要做饭了", "let's cook" / "我做完了"), read
 * from the optional {@code mode-intents.yaml} next to its {@code mode.json} ({@code enter:} and {@code exit:} in
 * the template syntax). The kernel knows no mode's words; a skill without the file gets no proposals.
 */
final class ModePhrases {
    private static final Logger LOG = LoggerFactory.getLogger(ModePhrases.class);
    static final String FILE = "mode-intents.yaml";

    private final Map<Path, IntentCatalog> catalogs = new ConcurrentHashMap<>();

    boolean says(ModeDescriptor mode, ModeSwitchGuard.Action action, String words) {
        IntentCatalog c = catalogs.computeIfAbsent(mode.skillDir(), ModePhrases::load);
        String intent = action == ModeSwitchGuard.Action.ENTER ? "enter" : "exit";
        if (c.match(words, Set.of(intent)).filter(IntentMatch::confident).isPresent()) {
            return true;
        }
        // "就这样吧，我做完了": the wish may be one clause of what was said
        for (String clause : words.split("[，。！？,.!?;；]+")) {
            if (!clause.isBlank() && !clause.equals(words)
                    && c.match(clause, Set.of(intent)).filter(IntentMatch::confident).isPresent()) {
                return true;
            }
        }
        return false;
    }

    private static IntentCatalog load(Path skillDir) {
        IntentCatalog c = new IntentCatalog();
        Path file = skillDir.resolve(FILE);
        if (Files.isRegularFile(file)) {
            try {
                c.add(file.toString(), new ObjectMapper(new YAMLFactory()).readTree(file.toFile()));
            } catch (IOException | RuntimeException e) {
                LOG.warn("code=mode-intents-malformed {}: {}", file, e.getMessage());
            }
        }
        return c;
    }
}
