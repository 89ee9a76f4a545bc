package homebot.skills.api.nlu;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * A long alternation of regular expressions tried only with the alternatives a text can meet. Each alternative needs
 * one of a few Chinese characters to stand somewhere in the text (a literal it consumes, or one a look-around reads);
 * one whose characters are all absent can match nowhere in it, so leaving it out changes no match, and the engine no
 * longer tries it at every position of the sentence (most of what reading a sentence's clause breaks cost). What each
 * alternative needs is read from the expression itself, so a new alternative needs nothing written twice; one whose
 * need cannot be read (a look-around that negates, a class of every Han character) is always kept.
 */
final class NeededAlternatives {
    /** Compiled patterns by the set of alternatives kept; few sets recur (the same sentence is read many times a turn). */
    private static final int MAX_CACHED = 256;

    private final List<String> alternatives;
    private final List<Set<Character>> needs;
    private final int flags;
    private final Map<BitSet, Pattern> compiled = new ConcurrentHashMap<>();

    NeededAlternatives(String alternation, int flags) {
        this.alternatives = topLevel(alternation);
        this.flags = flags;
        List<Set<Character>> n = new ArrayList<>();
        for (String a : alternatives) {
            n.add(needOf(a));
        }
        this.needs = java.util.Collections.unmodifiableList(n); // null: nothing known of that one
    }

    /** The pattern of the alternatives {@code text} can meet, in their order (null when it can meet none). */
    Pattern forText(String text) {
        BitSet kept = new BitSet(alternatives.size());
        for (int i = 0; i < alternatives.size(); i++) {
            Set<Character> need = needs.get(i);
            if (need == null || need.stream().anyMatch(c -> text.indexOf(c) >= 0)) {
                kept.set(i);
            }
        }
        if (kept.isEmpty()) {
            return null;
        }
        Pattern known = compiled.get(kept);
        if (known != null) {
            return known;
        }
        StringBuilder joined = new StringBuilder();
        kept.stream().forEach(i -> joined.append(joined.length() == 0 ? "" : "|").append(alternatives.get(i)));
        Pattern p = Pattern.compile(joined.toString(), flags);
        if (compiled.size() < MAX_CACHED) {
            compiled.put(kept, p);
        }
        return p;
    }

    /** How many alternatives the expression has, and what each needs (null: nothing known). */
    List<Set<Character>> needs() {
        return needs;
    }

    /** The alternatives of an expression's top level, as written. */
    static List<String> topLevel(String pattern) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        int classDepth = 0;
        int start = 0;
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '[') {
                classDepth++;
            } else if (c == ']' && classDepth > 0) {
                classDepth--;
            } else if (classDepth == 0 && c == '(') {
                depth++;
            } else if (classDepth == 0 && c == ')') {
                depth--;
            } else if (classDepth == 0 && depth == 0 && c == '|') {
                out.add(pattern.substring(start, i));
                start = i + 1;
            }
        }
        out.add(pattern.substring(start));
        return List.copyOf(out);
    }

    /** The Chinese characters one of which any match of {@code alternative} needs in the text, or null if none known. */
    static Set<Character> needOf(String alternative) {
        Reader r = new Reader(alternative);
        Set<Character> need = r.alternation();
        return r.at == alternative.length() ? need : null; // a part not read through: nothing known
    }

    /** A small reader of the expression's syntax, enough for what the engine's alternations are written in. */
    private static final class Reader {
        private final String p;
        private int at;

        Reader(String p) {
            this.p = p;
        }

        Set<Character> alternation() {
            Set<Character> union = new HashSet<>();
            boolean known = true;
            while (true) {
                Set<Character> branch = sequence();
                if (branch == null) {
                    known = false;
                } else {
                    union.addAll(branch);
                }
                if (at < p.length() && p.charAt(at) == '|') {
                    at++;
                    continue;
                }
                return known ? union : null;
            }
        }

        /** The smallest need of the parts every match goes through. */
        private Set<Character> sequence() {
            Set<Character> best = null;
            while (at < p.length() && p.charAt(at) != '|' && p.charAt(at) != ')') {
                Set<Character> part = atom();
                int least = quantifier();
                if (part != null && least >= 1 && (best == null || part.size() < best.size())) {
                    best = part;
                }
            }
            return best;
        }

        private Set<Character> atom() {
            char c = p.charAt(at);
            if (c == '(') {
                at++;
                boolean negative = false;
                if (p.startsWith("?<=", at) || p.startsWith("?<!", at)) {
                    negative = p.charAt(at + 2) == '!';
                    at += 3;
                } else if (p.startsWith("?=", at) || p.startsWith("?!", at) || p.startsWith("?:", at)) {
                    negative = p.charAt(at + 1) == '!';
                    at += 2;
                } else if (p.startsWith("?<", at)) {
                    at = p.indexOf('>', at) + 1; // a named group
                } else if (p.startsWith("?", at)) {
                    while (at < p.length() && p.charAt(at) != ')' && p.charAt(at) != ':') {
                        at++; // inline flags: "(?i)" holds nothing, "(?i:…)" what follows the colon
                    }
                    if (p.charAt(at) == ')') {
                        at++;
                        return null;
                    }
                    at++;
                }
                Set<Character> inner = alternation();
                if (at >= p.length() || p.charAt(at) != ')') {
                    at = p.length() + 1; // unbalanced: nothing known
                    return null;
                }
                at++;
                return negative ? null : inner;
            }
            if (c == '[') {
                return characterClass();
            }
            if (c == '\\') {
                at++;
                char e = p.charAt(at);
                if ((e == 'p' || e == 'P') && p.charAt(at + 1) == '{') {
                    at = p.indexOf('}', at) + 1;
                } else if (e == 'k' && p.charAt(at + 1) == '<') {
                    at = p.indexOf('>', at) + 1;
                } else {
                    at++;
                }
                return null;
            }
            at++;
            return TextNormalizer.isHan(c) ? Set.of(c) : null;
        }

        /** A class of plain characters needs one of its Chinese ones; a negated, nested or escaped one nothing known. */
        private Set<Character> characterClass() {
            int depth = 0;
            boolean plain = p.charAt(at + 1) != '^';
            Set<Character> chars = new HashSet<>();
            do {
                char c = p.charAt(at);
                if (c == '\\') {
                    plain = false;
                    at += 2;
                    continue;
                }
                if (c == '[') {
                    depth++;
                    plain &= depth == 1;
                } else if (c == ']') {
                    depth--;
                } else if (c == '-' || c == '&') {
                    plain = false;
                } else if (TextNormalizer.isHan(c)) {
                    chars.add(c);
                } else {
                    plain = false;
                }
                at++;
            } while (depth > 0 && at < p.length());
            return plain && !chars.isEmpty() ? Set.copyOf(chars) : null;
        }

        /** The fewest times the part before must be there (1 with no quantifier). */
        private int quantifier() {
            if (at >= p.length()) {
                return 1;
            }
            char c = p.charAt(at);
            int least;
            if (c == '?' || c == '*') {
                least = 0;
                at++;
            } else if (c == '+') {
                least = 1;
                at++;
            } else if (c == '{') {
                int close = p.indexOf('}', at);
                String body = p.substring(at + 1, close);
                least = Integer.parseInt(body.split(",", -1)[0].strip());
                at = close + 1;
            } else {
                return 1;
            }
            if (at < p.length() && (p.charAt(at) == '?' || p.charAt(at) == '+')) {
                at++; // lazy or possessive: the same fewest
            }
            return least;
        }
    }
}
