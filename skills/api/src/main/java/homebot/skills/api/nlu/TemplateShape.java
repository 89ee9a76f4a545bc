package homebot.skills.api.nlu;

import homebot.skills.api.nlu.TemplatePart.Choice;
import homebot.skills.api.nlu.TemplatePart.Literal;
import homebot.skills.api.nlu.TemplatePart.Optional;
import homebot.skills.api.nlu.TemplatePart.Sequence;
import homebot.skills.api.nlu.TemplatePart.Slot;
import homebot.skills.api.nlu.TemplatePart.Space;
import java.util.ArrayList;
import java.util.List;

/**
 * What every whole match of a template has, read from its tree: the cheap tests a sentence must pass before the
 * template's regular expression is tried ({@link Template#match}; most sentences reach most templates, most fail these).
 */
final class TemplateShape {
    /** Characters a number slot's text can start or end with as written (digits, Chinese numerals, English words). */
    private static final String NUMBER_EDGE = "0123456789" + Numbers.ZH_CHARS + "〇abcdefghijklmnopqrstuvwxyz";
    /** The same for a duration slot: its Chinese characters and units, or English words, digits and points. */
    private static final String DURATION_EDGE = NUMBER_EDGE + "小时钟头分秒刻又字~～-."; // 字: Cantonese "三个字"

    private TemplateShape() {}

    /** {fewest, most} characters of a literal match of a part, spaces not counted; most is unbounded with a slot. */
    static int[] lengths(TemplatePart part) {
        return part.accept(LENGTHS);
    }

    private static final TemplatePart.Walk<int[]> LENGTHS = new TemplatePart.Walk<>() {
        @Override
        public int[] literal(Literal literal) {
            return new int[] {literal.text().length(), literal.text().length()};
        }

        @Override
        public int[] space(Space space) {
            return new int[] {0, 0};
        }

        @Override
        public int[] slot(Slot slot) {
            return new int[] {1, Integer.MAX_VALUE};
        }

        @Override
        public int[] choice(Choice choice) {
            int fewest = Integer.MAX_VALUE;
            int most = 0;
            for (Sequence way : choice.ways()) {
                int[] one = way.accept(this);
                fewest = Math.min(fewest, one[0]);
                most = Math.max(most, one[1]);
            }
            return new int[] {fewest == Integer.MAX_VALUE ? 0 : fewest, most};
        }

        @Override
        public int[] optional(Optional optional) {
            return new int[] {0, optional.choice().accept(this)[1]};
        }

        @Override
        public int[] sequence(Sequence sequence) {
            long fewest = 0;
            long most = 0;
            for (TemplatePart part : sequence.parts()) {
                int[] one = part.accept(this);
                fewest += one[0];
                most += one[1];
            }
            return new int[] {(int) Math.min(fewest, Integer.MAX_VALUE), (int) Math.min(most, Integer.MAX_VALUE)};
        }
    };

    /**
     * The characters a whole match can start ({@code first}) or end with, for the three forms (literal, toned,
     * toneless); null where anything may. By sound a number or duration slot takes any text (its regex is
     * {@code .+?}), so it leaves that edge open there.
     */
    static String[] edges(Sequence root, boolean first) {
        String literal = root.accept(new Edges(first, true)).chars();
        String bySound = root.accept(new Edges(first, false)).chars();
        return new String[] {literal, bySound == null ? null : Pinyin.key(bySound, true),
            bySound == null ? null : Pinyin.key(bySound, false)};
    }

    /** What a part can start (or end) with, each way's characters once (null when anything may), and whether it can be empty. */
    private record Edge(String chars, boolean empty) {}

    private static final class Edges implements TemplatePart.Walk<Edge> {
        private final boolean first;
        private final boolean literal;

        Edges(boolean first, boolean literal) {
            this.first = first;
            this.literal = literal;
        }

        @Override
        public Edge literal(Literal l) {
            String t = l.text();
            return new Edge(String.valueOf(first ? t.charAt(0) : t.charAt(t.length() - 1)), false);
        }

        @Override
        public Edge space(Space space) {
            return new Edge("", true);
        }

        @Override
        public Edge slot(Slot slot) {
            String chars = switch (slot.type()) {
                case ANY -> null;
                case NUMBER -> literal ? NUMBER_EDGE : null;
                case DURATION -> literal ? DURATION_EDGE : null;
                case LIST -> {
                    StringBuilder words = new StringBuilder();
                    for (String word : slot.words()) {
                        words.append(first ? word.charAt(0) : word.charAt(word.length() - 1));
                    }
                    yield words.toString();
                }
            };
            return new Edge(chars, false);
        }

        @Override
        public Edge choice(Choice choice) {
            StringBuilder chars = new StringBuilder();
            boolean open = false;
            boolean empty = false;
            for (Sequence way : choice.ways()) {
                Edge e = way.accept(this);
                open |= e.chars() == null;
                if (e.chars() != null) {
                    chars.append(e.chars());
                }
                empty |= e.empty();
            }
            return new Edge(open ? null : chars.toString(), empty);
        }

        @Override
        public Edge optional(Optional optional) {
            return new Edge(optional.choice().accept(this).chars(), true);
        }

        @Override
        public Edge sequence(Sequence sequence) {
            List<TemplatePart> parts = sequence.parts();
            StringBuilder chars = new StringBuilder();
            for (int i = 0; i < parts.size(); i++) {
                Edge part = parts.get(first ? i : parts.size() - 1 - i).accept(this);
                if (part.chars() == null) {
                    return new Edge(null, false);
                }
                chars.append(part.chars());
                if (!part.empty()) {
                    return new Edge(chars.toString(), false);
                }
            }
            return new Edge(chars.toString(), true);
        }
    }

    /** The literal characters at the top level of a template, outside groups and slots: every literal match has them. */
    static char[] required(Sequence root) {
        StringBuilder out = new StringBuilder();
        for (TemplatePart part : root.parts()) {
            if (part instanceof Literal l) {
                for (char c : l.text().toCharArray()) {
                    if (out.indexOf(String.valueOf(c)) < 0) {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString().toCharArray();
    }

    /**
     * For each group of alternatives at the top level ("(定|设|计)"), the first characters of its ways: every
     * literal match has one of them. A group with an empty way or one starting with a group or slot gives
     * nothing (it could start with anything).
     */
    static List<char[]> oneOfEach(Sequence root) {
        List<char[]> out = new ArrayList<>();
        for (TemplatePart part : root.parts()) {
            if (part instanceof Choice c) {
                char[] firsts = firsts(c);
                if (firsts != null) {
                    out.add(firsts);
                }
            }
        }
        return out;
    }

    /** The first characters of a group's ways; null when one of them starts with no fixed character. */
    private static char[] firsts(Choice choice) {
        StringBuilder out = new StringBuilder();
        for (Sequence way : choice.ways()) {
            TemplatePart start = way.parts().stream().filter(p -> !(p instanceof Space)).findFirst().orElse(null);
            if (!(start instanceof Literal l)) {
                return null;
            }
            char c = l.text().charAt(0);
            if (out.indexOf(String.valueOf(c)) < 0) {
                out.append(c);
            }
        }
        return out.toString().toCharArray();
    }

    static List<String[]> oneOfEachBySound(List<char[]> groups, boolean toned) {
        List<String[]> out = new ArrayList<>();
        for (char[] g : groups) {
            String[] keys = bySound(g, toned);
            if (keys.length == g.length) {
                out.add(keys); // a character with no sound of its own (a Latin letter, a digit) is no test by sound
            }
        }
        return out;
    }

    static String[] bySound(char[] chars, boolean toned) {
        return new String(chars).chars().mapToObj(c -> Pinyin.key(String.valueOf((char) c), toned).strip())
                .filter(k -> !k.isEmpty()).distinct().toArray(String[]::new);
    }
}
