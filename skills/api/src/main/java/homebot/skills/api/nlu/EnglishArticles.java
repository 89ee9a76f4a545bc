package homebot.skills.api.nlu;

import java.util.Locale;
import java.util.Set;

/**
 * An English template's articles made optional: a learner whose first language has none (Russian, Chinese, Korean,
 * Japanese) says "what is date today", "skip to end", "go to step four", and a recogniser drops a quiet "the" as
 * often. Only an article standing as a word of its own outside brackets changes ("what is the date" reads as "what is
 * [the] date"); one inside a choice ("[a|the]", "(this|the)") was written as one already.
 */
final class EnglishArticles {
    private static final Set<String> ARTICLES = Set.of("the", "a", "an");

    private EnglishArticles() {
    }

    static String optional(String template) {
        StringBuilder out = new StringBuilder(template.length() + 8);
        int depth = 0;
        int i = 0;
        while (i < template.length()) {
            char c = template.charAt(i);
            if (depth == 0 && Character.isLetter(c) && (i == 0 || template.charAt(i - 1) == ' ')) {
                int end = i;
                while (end < template.length() && template.charAt(end) != ' ' && "[](){}|".indexOf(template.charAt(end)) < 0) {
                    end++;
                }
                String word = template.substring(i, end);
                boolean alone = end == template.length() || template.charAt(end) == ' ';
                if (alone && ARTICLES.contains(word.toLowerCase(Locale.ROOT)) && !template.strip().equalsIgnoreCase(word)) {
                    out.append('[').append(word).append(']');
                } else {
                    out.append(word);
                }
                i = end;
                continue;
            }
            if (c == '(' || c == '[' || c == '{') {
                depth++;
            } else if (c == ')' || c == ']' || c == '}') {
                depth--;
            }
            out.append(c);
            i++;
        }
        return out.toString();
    }
}
