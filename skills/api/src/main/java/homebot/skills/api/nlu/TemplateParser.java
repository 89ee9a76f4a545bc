package homebot.skills.api.nlu;

import homebot.skills.api.nlu.TemplatePart.Choice;
import homebot.skills.api.nlu.TemplatePart.Literal;
import homebot.skills.api.nlu.TemplatePart.Optional;
import homebot.skills.api.nlu.TemplatePart.Sequence;
import homebot.skills.api.nlu.TemplatePart.Slot;
import homebot.skills.api.nlu.TemplatePart.Space;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads a template's text into its {@link TemplatePart} tree, the only place that reads the syntax: {@code [optional]},
 * {@code (a|b)}, {@code {slot}}, {@code {slot:number}}, {@code {slot:duration}}, {@code {slot:a|b}}. A malformed
 * template is refused with an {@link IllegalArgumentException} naming it, never compiled into one that silently
 * matches nothing.
 */
final class TemplateParser {
    /** What ends a run of literal characters. */
    private static final String SYNTAX = "[](){}| ";

    private final String source;
    private final String text;
    private final Set<String> names = new HashSet<>();
    private int at;

    private TemplateParser(String source, String normalized) {
        this.source = source;
        this.text = normalized;
    }

    /** The tree of {@code source}, read from its normalised form ({@code normalized}); errors name {@code source}. */
    static Sequence parse(String source, String normalized) {
        TemplateParser p = new TemplateParser(source, normalized);
        Sequence root = p.sequence();
        if (p.at < p.text.length()) {
            char c = p.text.charAt(p.at);
            throw p.error(c == '|' ? "'|' outside brackets (alternatives go in (a|b) or [a|b])"
                    : "unbalanced brackets ('" + c + "' closes nothing)");
        }
        return root;
    }

    /** Parts up to the end, a '|' or a closing bracket (left for the caller). */
    private Sequence sequence() {
        List<TemplatePart> parts = new ArrayList<>();
        int literalFrom = at;
        while (at < text.length()) {
            char c = text.charAt(at);
            if (SYNTAX.indexOf(c) < 0) {
                at++;
                continue;
            }
            if (literalFrom < at) {
                parts.add(new Literal(text.substring(literalFrom, at)));
            }
            if (c == '|' || c == ')' || c == ']') {
                return new Sequence(parts);
            }
            at++;
            switch (c) {
                case '[' -> parts.add(new Optional(group(']')));
                case '(' -> parts.add(group(')'));
                case '{' -> parts.add(slot());
                case ' ' -> parts.add(new Space());
                default -> throw error("'}' without '{'");
            }
            literalFrom = at;
        }
        if (literalFrom < at) {
            parts.add(new Literal(text.substring(literalFrom, at)));
        }
        return new Sequence(parts);
    }

    /** The ways of a group whose opening bracket was just read, through its closing one. */
    private Choice group(char close) {
        char open = text.charAt(at - 1);
        List<Sequence> ways = new ArrayList<>();
        while (true) {
            ways.add(sequence());
            if (at >= text.length()) {
                throw error("unbalanced brackets");
            }
            char c = text.charAt(at++);
            if (c == close) {
                return new Choice(ways);
            }
            if (c != '|') {
                throw error("unbalanced brackets ('" + open + "' closed by '" + c + "')");
            }
        }
    }

    /** A slot whose '{' was just read, through its '}'. */
    private Slot slot() {
        int end = text.indexOf('}', at);
        if (end < 0) {
            throw error("unclosed {");
        }
        String[] slot = text.substring(at, end).split(":", 2);
        at = end + 1;
        String name = slot[0].trim();
        if (!name.matches("[a-z][a-z0-9]*")) {
            throw error("bad slot name '" + name + "'");
        }
        if (!names.add(name)) {
            throw error("slot {" + name + "} twice");
        }
        String type = slot.length > 1 ? slot[1].trim() : "";
        Template.SlotType kind = type.equals("number") ? Template.SlotType.NUMBER
                : type.equals("duration") ? Template.SlotType.DURATION
                : type.isEmpty() ? Template.SlotType.ANY : Template.SlotType.LIST;
        if (kind != Template.SlotType.LIST) {
            return new Slot(name, kind, List.of());
        }
        if (type.chars().anyMatch(c -> "[](){".indexOf(c) >= 0)) {
            throw error("a bracket inside slot {" + name + "}");
        }
        List<String> words = Arrays.stream(type.split("\\|", -1)).map(String::trim).toList();
        if (words.contains("")) {
            throw error("an empty word in slot {" + name + "} (a slot always holds one of its words)");
        }
        return new Slot(name, kind, words);
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException(what + " in template: " + source);
    }
}
