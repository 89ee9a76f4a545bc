package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import homebot.skills.api.nlu.Template.SlotType;
import homebot.skills.api.nlu.TemplatePart.Choice;
import homebot.skills.api.nlu.TemplatePart.Literal;
import homebot.skills.api.nlu.TemplatePart.Optional;
import homebot.skills.api.nlu.TemplatePart.Sequence;
import homebot.skills.api.nlu.TemplatePart.Slot;
import homebot.skills.api.nlu.TemplatePart.Space;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A template's text is read once into a tree that says what it is made of. */
class TemplateParserTest {
    private static Sequence parse(String template) {
        return TemplateParser.parse(template, TextNormalizer.normalize(template, true));
    }

    private static Sequence seq(TemplatePart... parts) {
        return new Sequence(List.of(parts));
    }

    private static Choice choice(Sequence... ways) {
        return new Choice(List.of(ways));
    }

    private static Literal lit(String text) {
        return new Literal(text);
    }

    @Test
    void nestedOptionalPartsChoicesAndSlotsBecomeNestedParts() {
        assertEquals(seq(
                new Optional(choice(seq(choice(seq(lit("就")), seq(lit("那")))))),
                choice(seq(lit("第"), new Slot("n", SlotType.NUMBER, List.of()), lit("步")),
                        seq(new Slot("which", SlotType.LIST, List.of("上", "下")), lit("一步"))),
                new Optional(choice(seq(lit("吧")), seq(lit("呢"))))),
                parse("[(就|那)](第{n:number}步|{which:上|下}一步)[吧|呢]"));
    }

    @Test
    void anOptionalPartInsideAnOptionalPartInsideAChoice() {
        Optional help = new Optional(choice(seq(lit("帮我"))));
        Optional again = new Optional(choice(seq(lit("再"), help)));
        assertEquals(seq(choice(seq(again, lit("定")), seq(lit("设"))), lit("个"), new Slot("d", SlotType.DURATION, List.of())),
                parse("([再[帮我]]定|设)个{d:duration}"));
    }

    @Test
    void aSpaceIsAPartOfItsOwnAndSpacesNextToChineseAreGone() {
        assertEquals(seq(choice(seq(lit("we")), seq(lit("i"))), new Space(), lit("can"), new Space(),
                new Optional(choice(seq(lit("the")))), new Space(), new Slot("name", SlotType.ANY, List.of())),
                parse("(we|i) can [the] {name}"));
        assertEquals(seq(lit("计时"), new Slot("n", SlotType.NUMBER, List.of()), lit("分钟")), parse("计时 {n:number} 分钟"));
    }

    @Test
    void aChoiceMayHaveAnEmptyWayAndAListSlotKeepsItsWordsTrimmed() {
        assertEquals(seq(choice(seq(), seq(lit("好的"))), lit("计时")), parse("(|好的)计时"));
        assertEquals(seq(new Slot("thing", SlotType.LIST, List.of("eggs", "brown rice"))), parse("{thing: eggs | brown rice }"));
        assertEquals(seq(new Slot("x", SlotType.ANY, List.of()), new Slot("y", SlotType.NUMBER, List.of())),
                parse("{x}{ y : number }"));
    }

    @Test
    void theSlotsOfAPartAreListedInTheOrderWritten() {
        assertEquals(List.of("name", "d", "n"), parse("[给{name}](定|设{d:duration})[第{n:number}]").slots().stream()
                .map(Slot::name).toList());
    }

    @Test
    void aCompiledTemplateKeepsTheTreeItWasBuiltFrom() {
        assertEquals(parse("[帮我]计时{n:number}分钟"), Template.compile("[帮我]计时{n:number}分钟").tree());
    }
}
