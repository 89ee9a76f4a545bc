package homebot.intent;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import homebot.config.Language;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Sentence templates per intent and language, read from YAML resources of the form
 * {@code intent: { zh-CN: [templates], en-US: [templates] }}. Intents are tried in file order, templates in
 * list order; the first full match wins, so specific sentences go before general ones.
 */
public final class IntentCatalog {
    private final Map<String, Map<Language, List<Template>>> intents = new LinkedHashMap<>();

    public static IntentCatalog fromResources(String... resources) {
        IntentCatalog catalog = new IntentCatalog();
        for (String r : resources) {
            try (InputStream in = IntentCatalog.class.getClassLoader().getResourceAsStream(r)) {
                if (in == null) {
                    throw new IllegalStateException("intent resource missing: " + r);
                }
                catalog.add(r, new ObjectMapper(new YAMLFactory()).readTree(in));
            } catch (IOException e) {
                throw new IllegalStateException("intent resource " + r + " is not valid YAML: " + e.getMessage(), e);
            }
        }
        return catalog;
    }

    void add(String origin, JsonNode root) {
        for (Map.Entry<String, JsonNode> intent : root.properties()) {
            Map<Language, List<Template>> byLang = intents.computeIfAbsent(intent.getKey(), k -> new LinkedHashMap<>());
            for (Map.Entry<String, JsonNode> lang : intent.getValue().properties()) {
                List<Template> list = byLang.computeIfAbsent(Language.parse(lang.getKey()), k -> new ArrayList<>());
                for (JsonNode t : lang.getValue()) {
                    try {
                        list.add(Template.compile(t.asText()));
                    } catch (IllegalArgumentException e) {
                        throw new IllegalStateException(origin + ": intent " + intent.getKey() + ": " + e.getMessage(), e);
                    }
                }
            }
        }
    }

    /**
     * The first intent (among {@code enabled}) whose template matches the whole utterance, trying every
     * language: people switch languages mid-sentence less often than they switch between sentences.
     */
    public Optional<IntentMatch> match(String utterance, java.util.Set<String> enabled) {
        List<IntentMatch> all = matchAll(utterance, enabled);
        return all.isEmpty() ? Optional.empty() : Optional.of(all.get(0));
    }

    /** Every enabled intent that matches, first template per intent, in catalog order. */
    public List<IntentMatch> matchAll(String utterance, java.util.Set<String> enabled) {
        String text = TextNormalizer.normalize(utterance);
        List<IntentMatch> out = new ArrayList<>();
        if (text.isEmpty()) {
            return out;
        }
        for (Map.Entry<String, Map<Language, List<Template>>> intent : intents.entrySet()) {
            if (!enabled.contains(intent.getKey())) {
                continue;
            }
            for (List<Template> templates : intent.getValue().values()) {
                for (Template t : templates) {
                    Map<String, String> slots = t.match(text);
                    if (slots != null) {
                        out.add(new IntentMatch(intent.getKey(), slots, t.source()));
                        break;
                    }
                }
                if (!out.isEmpty() && out.get(out.size() - 1).intent().equals(intent.getKey())) {
                    break;
                }
            }
        }
        return out;
    }

    public java.util.Set<String> names() {
        return intents.keySet();
    }
}
