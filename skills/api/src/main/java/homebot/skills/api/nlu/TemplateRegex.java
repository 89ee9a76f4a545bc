package homebot.skills.api.nlu;

import homebot.skills.api.nlu.TemplatePart.Choice;
import homebot.skills.api.nlu.TemplatePart.Literal;
import homebot.skills.api.nlu.TemplatePart.Optional;
import homebot.skills.api.nlu.TemplatePart.Sequence;
import homebot.skills.api.nlu.TemplatePart.Slot;
import homebot.skills.api.nlu.TemplatePart.Space;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A template's tree as a regular expression over normalised text, in one of three forms: 0 the literal text, 1 pinyin
 * with tones, 2 pinyin without tones ({@link Pinyin#key}). A slot is a named group; by sound a number or a duration
 * takes any text, checked after the match.
 */
final class TemplateRegex implements TemplatePart.Walk<String> {
    /** The characters a Chinese length is written with (字: Cantonese "三个字", the clock's figures, five minutes each). */
    private static final String DURATION_ZH = "[0-9.零〇一二两俩仨三四五六七八九十百千半个小时钟头分秒刻又字 ~～-]+";
    /**
     * An English length starts with its number ("twelve minutes", "a quarter of an hour", "half an hour"): a slot
     * before it that is free text then takes all of a name of two words ("for the garlic bread twelve minutes"), where
     * a length free to start anywhere would take "bread twelve minutes" and fail the check after the match.
     */
    private static final String DURATION_EN = "(?=[0-9]|(?:" + Durations.EN_NUM + "|quarter|half|couple|few)(?![a-z]))[a-z0-9. -]+?";

    private final int form;

    private TemplateRegex(int form) {
        this.form = form;
    }

    static Pattern compile(Sequence root, int form) {
        return Pattern.compile(root.accept(new TemplateRegex(form)));
    }

    @Override
    public String literal(Literal literal) {
        StringBuilder re = new StringBuilder();
        for (int i = 0; i < literal.text().length(); i++) {
            re.append(quote(String.valueOf(literal.text().charAt(i)))); // by sound: each character's own syllable
        }
        return re.toString();
    }

    @Override
    public String space(Space space) {
        return "\\s*";
    }

    @Override
    public String slot(Slot slot) {
        String body = switch (slot.type()) {
            case NUMBER -> form == 0 ? Numbers.PATTERN : ".+?";
            // a length never starts with 个, 钟 or 字: "计一个半钟" leaves its 一个 to the length, not to the template's "[一][个]"
            case DURATION -> form == 0 ? "(?![个钟字]|半[钟字])(?:" + DURATION_ZH + "|" + DURATION_EN + ")" : ".+?";
            case ANY -> ".+?";
            case LIST -> "(?:" + slot.words().stream().map(this::quote).collect(Collectors.joining("|")) + ")";
        };
        // a slot never starts or ends inside an English word ("another" is not "a" + "nother")
        return "(?:(?<![a-z'])|(?![a-z']))(?<" + slot.name() + ">" + body + ")(?:(?![a-z'])|(?<![a-z']))";
    }

    @Override
    public String choice(Choice choice) {
        return "(?:" + choice.ways().stream().map(w -> w.accept(this)).collect(Collectors.joining("|")) + ")";
    }

    @Override
    public String optional(Optional optional) {
        return optional.choice().accept(this) + "?";
    }

    @Override
    public String sequence(Sequence sequence) {
        return sequence.parts().stream().map(p -> p.accept(this)).collect(Collectors.joining());
    }

    private String quote(String literal) {
        return Pattern.quote(form == 0 ? literal : Pinyin.key(literal, form == 1));
    }
}
