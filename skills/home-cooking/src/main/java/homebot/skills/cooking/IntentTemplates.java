package homebot.skills.cooking;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiPredicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Sentence templates of one language, loaded from a resource ({@code intents_zh.txt}): each line
 * {@code intent: pattern} with {@code {slot}} placeholders. The first line whose pattern matches the whole
 * normalised utterance, and whose slots the caller accepts, wins.
 */
final class IntentTemplates {
    /** A matched line: the intent name and its slot values. */
    record Match(String intent, Map<String, String> slots) {
        String slot(String name) {
            return slots.get(name);
        }
    }

    private record Line(String intent, Pattern pattern, List<String> slots, int lineNo) {}

    private static final Pattern SLOT = Pattern.compile("\\{(\\w+)}");
    /** Numbers and durations are held to their own characters so a lazy neighbour slot cannot swallow them. */
    private static final Map<String, String> SLOT_PATTERNS = Map.of(
            "n", "[0-9.]+|[零一二两三四五六七八九十百千半]+(?:个半)?|[a-z]+(?:[ -][a-z]+)*?",
            "duration", "[0-9.零一二两三四五六七八九十百千半个小时钟头分秒 ]+?|[a-z0-9. -]+?");
    private final List<Line> lines;

    private IntentTemplates(List<Line> lines) {
        this.lines = List.copyOf(lines);
    }

    static IntentTemplates load(String resource) {
        try (InputStream in = IntentTemplates.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("code=cooking-resource-missing " + resource);
            }
            return parse(resource, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static IntentTemplates parse(String source, String text) {
        List<Line> out = new ArrayList<>();
        String[] raw = text.split("\n");
        for (int i = 0; i < raw.length; i++) {
            String line = raw[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int colon = line.indexOf(':');
            if (colon <= 0) {
                throw new IllegalStateException(source + ":" + (i + 1) + ": expected 'intent: pattern'");
            }
            String intent = line.substring(0, colon).strip();
            String pattern = line.substring(colon + 1).strip();
            List<String> slots = new ArrayList<>();
            Matcher m = SLOT.matcher(pattern);
            StringBuilder regex = new StringBuilder();
            while (m.find()) {
                slots.add(m.group(1));
                m.appendReplacement(regex, Matcher.quoteReplacement("(?<" + m.group(1) + ">"
                        + SLOT_PATTERNS.getOrDefault(m.group(1), ".+?") + ")"));
            }
            m.appendTail(regex);
            out.add(new Line(intent, Pattern.compile("(?:" + regex + ")",
                    Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE), slots, i + 1));
        }
        return new IntentTemplates(out);
    }

    /**
     * Apostrophes dropped, other punctuation as single spaces, trimmed. Case is kept (patterns ignore it) so a
     * note keeps the user's capitals.
     */
    static String normalise(String text) {
        String s = text.replaceAll("['’‘`]", "").replaceAll("(\\d)\\.(\\d)", "$1\u0000$2");
        s = s.replaceAll("[\\p{Punct}，。！？、；：“”（）…~～\\s]+", " ");
        return s.replace('\u0000', '.').strip();
    }

    /**
     * The first accepted match, if any. {@code accept} sees the intent and its slots and may refuse them (a
     * number that is not one), which lets a later line try.
     */
    Optional<Match> match(String utterance, BiPredicate<String, Map<String, String>> accept) {
        String text = normalise(utterance);
        if (text.isEmpty()) {
            return Optional.empty();
        }
        for (Line line : lines) {
            Matcher m = line.pattern.matcher(text);
            if (!m.matches()) {
                continue;
            }
            Map<String, String> slots = new LinkedHashMap<>();
            for (String slot : line.slots) {
                slots.put(slot, m.group(slot).strip());
            }
            if (accept.test(line.intent, slots)) {
                return Optional.of(new Match(line.intent, slots));
            }
        }
        return Optional.empty();
    }

    /** Whether the utterance matches a line of this intent (used to answer a pending offer). */
    boolean matches(String utterance, String intent) {
        return match(utterance, (i, s) -> i.equals(intent)).isPresent();
    }
}
