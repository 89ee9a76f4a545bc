package homebot.skills.api.nlu;

import java.util.ArrayList;
import java.util.List;

/**
 * A template parsed once ({@link TemplateParser}): the syntax as data, so that everything done with a template (its
 * regular expressions, the cheap tests before them, {@link Template#render}, {@link Template#expand}) walks the same
 * tree, and a change to the syntax is made in one place. A {@link Walk} has one case per kind of part, so a walk that
 * forgets a new kind does not compile.
 */
sealed interface TemplatePart {
    <R> R accept(Walk<R> walk);

    /** The slots anywhere in this part, in the order written. */
    default List<Slot> slots() {
        return accept(SLOTS);
    }

    /** What a walk does with each kind of part. */
    interface Walk<R> {
        R literal(Literal literal);

        R space(Space space);

        R slot(Slot slot);

        R choice(Choice choice);

        R optional(Optional optional);

        R sequence(Sequence sequence);
    }

    /** The walk behind {@link #slots()}. */
    Walk<List<Slot>> SLOTS = new Walk<>() {
        @Override
        public List<Slot> literal(Literal literal) {
            return List.of();
        }

        @Override
        public List<Slot> space(Space space) {
            return List.of();
        }

        @Override
        public List<Slot> slot(Slot slot) {
            return List.of(slot);
        }

        @Override
        public List<Slot> choice(Choice choice) {
            return all(choice.ways());
        }

        @Override
        public List<Slot> optional(Optional optional) {
            return optional.choice().accept(this);
        }

        @Override
        public List<Slot> sequence(Sequence sequence) {
            return all(sequence.parts());
        }

        private List<Slot> all(List<? extends TemplatePart> parts) {
            List<Slot> out = new ArrayList<>();
            parts.forEach(p -> out.addAll(p.accept(this)));
            return out;
        }
    };

    /** Fixed characters said as written, never a space ("下一步", "next"). */
    record Literal(String text) implements TemplatePart {
        public Literal {
            if (text.isEmpty() || text.indexOf(' ') >= 0) {
                throw new IllegalArgumentException("a literal is one or more characters and no space: '" + text + "'");
            }
        }

        @Override
        public <R> R accept(Walk<R> walk) {
            return walk.literal(this);
        }
    }

    /**
     * A space written in the template: optional in the input (recognisers put spaces between Chinese words, people
     * type without them), said as one space in a rendering.
     */
    record Space() implements TemplatePart {
        @Override
        public <R> R accept(Walk<R> walk) {
            return walk.space(this);
        }
    }

    /** {@code {name}}, {@code {name:number}}, {@code {name:duration}}, {@code {name:a|b}}; {@code words} only for a list. */
    record Slot(String name, Template.SlotType type, List<String> words) implements TemplatePart {
        public Slot {
            words = List.copyOf(words);
        }

        @Override
        public <R> R accept(Walk<R> walk) {
            return walk.slot(this);
        }
    }

    /** {@code (a|b)}: exactly one of its ways; a way may be empty ({@code (|好的)}). */
    record Choice(List<Sequence> ways) implements TemplatePart {
        public Choice {
            ways = List.copyOf(ways);
            if (ways.isEmpty()) {
                throw new IllegalArgumentException("a choice has at least one way");
            }
        }

        @Override
        public <R> R accept(Walk<R> walk) {
            return walk.choice(this);
        }
    }

    /** {@code [a|b]}: one of the choice's ways, or nothing. */
    record Optional(Choice choice) implements TemplatePart {
        @Override
        public <R> R accept(Walk<R> walk) {
            return walk.optional(this);
        }
    }

    /** Parts one after another: a whole template, or one way of a group. */
    record Sequence(List<TemplatePart> parts) implements TemplatePart {
        public Sequence {
            parts = List.copyOf(parts);
        }

        @Override
        public <R> R accept(Walk<R> walk) {
            return walk.sequence(this);
        }
    }
}
