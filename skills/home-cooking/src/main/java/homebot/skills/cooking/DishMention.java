package homebot.skills.cooking;

import homebot.skills.api.nlu.TextNormalizer;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A request to cook that no template reads, told by a recipe's name said after a word of cooking ("妈妈说让我跟你学做
 * 可乐鸡翅", "let me try making the pancakes tonight"). Only the family's own dishes count, and only when nothing in
 * the sentence negates, looks back or asks about something else: "我昨天做了红烧肉", "孩子不爱吃红烧肉", "红烧肉要放
 * 多少糖" and "红烧肉太油了" ask for nothing.
 */
final class DishMention {
    /** A word of cooking or eating before the name. */
    private static final Pattern CUE = Pattern.compile(
            "[做学教煮炒蒸炖烧煎烤焖吃来整弄搞]|那就|还是|(?:make|making|cook|cooking|bake|baking|fry|have|try|teach|learn|do)");
    /** A negation, the past, a question about something else, or a word about the dish rather than a wish. */
    private static final Pattern VETO = Pattern.compile(
            "不|别|没|甭|昨天|前天|上次|上回|以前|之前|明天|后天|下次|下回|改天|过|[做吃煮炒蒸炖烧]了|多少|几|吗|什么|怎么样|好吃|难吃|太|"
                    + "(?<![a-z'])(?:not|dont|don't|didnt|didn't|never|no|yesterday|last|already|had|made|cooked|much|many|did|was|too|tomorrow|next|maybe|someday)(?![a-z'])");

    /** How many eat it, right after the name ("，两个人", "for four"). */
    private static final Pattern FOR_PEOPLE = Pattern.compile(
            "^\\W*(?:吧|啊|呀)?\\W*(?:就|给)?[零一二两俩三四五六七八九十0-9]+个?人"
                    // "Fried rice lah, for four people", "Pancakes. For the whole crew, that's six of us", "for two then"
                    + "|^\\W*(?:(?:lah|then|please|ok)\\W*)*for\\s+(?:\\w+\\s+){0,3}?(?:\\d+|one|two|three|four|five|six|seven"
                    + "|eight|nine|ten|twelve)(?:\\s+(?:people|persons|of us|servings))?(?:\\W+then)?\\W*$"
                    + "|^.{0,30}?(?<![a-z])(?:\\d+|two|three|four|five|six|seven|eight|nine|ten)\\s+(?:of us|people)\\W*$");

    /** What follows the dish's name as said, spaces kept ("fried rice lah, for four people" → " lah, for four people"). */
    private static String afterName(String plain, RecipeBook.Named named) {
        String lower = plain.toLowerCase(java.util.Locale.ROOT);
        java.util.List<String> names = new java.util.ArrayList<>(named.recipe().aliases());
        names.add(0, named.recipe().name());
        for (String n : names) {
            int at = lower.indexOf(n.toLowerCase(java.util.Locale.ROOT));
            if (at >= 0) {
                return plain.substring(at + n.length());
            }
        }
        return named.after(plain);
    }

    private static final Pattern ASKING = Pattern.compile("能不能|可不可以|行不行|好不好|要不要|会不会|是不是");

    private DishMention() {}

    static Optional<Recipe> in(String utterance, RecipeBook book) {
        String plain = TextNormalizer.plain(utterance);
        Optional<RecipeBook.Named> named = book.namedIn(plain);
        // "你能不能教我一下" asks; its 不 negates nothing
        if (named.isEmpty() || VETO.matcher(ASKING.matcher(plain).replaceAll("")).find()) {
            return Optional.empty();
        }
        String before = RecipeBook.key(plain).substring(0, named.get().at());
        // "那就番茄炒蛋吧，两个人": the dish first, then how many eat it, is a choice made
        boolean forSome = before.matches("(?:那|就|那就|还是|fine|ok|okay|right|so|well|alright|actually|then|hmm|um)?")
                && FOR_PEOPLE.matcher(afterName(plain, named.get())).find();
        return CUE.matcher(before).find() || forSome ? Optional.of(named.get().recipe()) : Optional.empty();
    }
}
