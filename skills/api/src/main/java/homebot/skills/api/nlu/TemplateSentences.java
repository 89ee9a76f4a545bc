package homebot.skills.api.nlu;

import homebot.skills.api.nlu.TemplatePart.Choice;
import homebot.skills.api.nlu.TemplatePart.Literal;
import homebot.skills.api.nlu.TemplatePart.Optional;
import homebot.skills.api.nlu.TemplatePart.Sequence;
import homebot.skills.api.nlu.TemplatePart.Slot;
import homebot.skills.api.nlu.TemplatePart.Space;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/** Sentences a template's tree says: one rendering with its slots filled, or every expansion for a grammar. */
final class TemplateSentences {
    private static final Pattern SPACES = Pattern.compile("\\s+");

    private TemplateSentences() {}

    /**
     * The template said back with its slots filled: optional parts left out unless they hold a filled slot, the first
     * way of each group taken unless a later one holds a filled slot.
     */
    static String render(Sequence root, Map<String, String> values) {
        return SPACES.matcher(root.accept(new Render(values))).replaceAll(" ").trim();
    }

    /**
     * Sentences the template accepts: every choice of optional parts and ways (optional parts left out first), slots
     * filled from {@code values}; a slot without values yields nothing. At most {@code max} sentences.
     */
    static List<String> expand(Sequence root, Map<String, List<String>> values, int max) {
        // a set: a grammar's template expands to thousands of sentences, and a list's contains made this quadratic
        Set<String> out = new LinkedHashSet<>();
        for (String s : root.accept(new Expand(values, max))) {
            String t = SPACES.matcher(s).replaceAll(" ").trim();
            if (!t.isEmpty()) {
                out.add(t);
            }
        }
        return new ArrayList<>(out);
    }

    private static final class Render implements TemplatePart.Walk<String> {
        private final Map<String, String> values;

        Render(Map<String, String> values) {
            this.values = values;
        }

        @Override
        public String literal(Literal literal) {
            return literal.text();
        }

        @Override
        public String space(Space space) {
            return " ";
        }

        @Override
        public String slot(Slot slot) {
            return values.getOrDefault(slot.name(), "");
        }

        @Override
        public String choice(Choice choice) {
            Sequence filled = filled(choice);
            return (filled == null ? choice.ways().get(0) : filled).accept(this);
        }

        @Override
        public String optional(Optional optional) {
            Sequence filled = filled(optional.choice());
            return filled == null ? "" : filled.accept(this);
        }

        @Override
        public String sequence(Sequence sequence) {
            StringBuilder out = new StringBuilder();
            sequence.parts().forEach(p -> out.append(p.accept(this)));
            return out.toString();
        }

        /** The first way that holds a slot and has every slot it holds filled; null when none does. */
        private Sequence filled(Choice choice) {
            for (Sequence way : choice.ways()) {
                List<Slot> slots = way.slots();
                if (!slots.isEmpty() && slots.stream().allMatch(s -> values.containsKey(s.name()))) {
                    return way;
                }
            }
            return null;
        }
    }

    private static final class Expand implements TemplatePart.Walk<List<String>> {
        private final Map<String, List<String>> values;
        private final int max;

        Expand(Map<String, List<String>> values, int max) {
            this.values = values;
            this.max = max;
        }

        @Override
        public List<String> literal(Literal literal) {
            return List.of(literal.text());
        }

        @Override
        public List<String> space(Space space) {
            return List.of(" ");
        }

        @Override
        public List<String> slot(Slot slot) {
            return values.getOrDefault(slot.name(), List.of());
        }

        @Override
        public List<String> choice(Choice choice) {
            List<String> options = new ArrayList<>();
            choice.ways().forEach(w -> options.addAll(w.accept(this)));
            return options;
        }

        @Override
        public List<String> optional(Optional optional) {
            List<String> options = new ArrayList<>(List.of(""));
            options.addAll(optional.choice().accept(this));
            return options;
        }

        /** Every way through the parts in turn, at most {@link #max}; no part is expanded once none is left. */
        @Override
        public List<String> sequence(Sequence sequence) {
            List<String> acc = new ArrayList<>(List.of(""));
            for (TemplatePart part : sequence.parts()) {
                if (acc.isEmpty()) {
                    break;
                }
                List<String> options = part.accept(this);
                List<String> next = new ArrayList<>();
                for (String a : acc) {
                    for (String o : options) {
                        if (next.size() >= max) {
                            break;
                        }
                        next.add(a + o);
                    }
                }
                acc = next;
            }
            return acc;
        }
    }
}
