package homebot.skills.api.nlu;

import java.util.HashSet;
import java.util.Set;

/** Dice coefficient over character bigrams: works for Chinese names and English words alike. */
public final class Similarity {
    private Similarity() {}

    public static double of(String a, String b) {
        if (a.isEmpty() || b.isEmpty()) {
            return 0;
        }
        if (a.equals(b)) {
            return 1;
        }
        Set<String> x = grams(a);
        Set<String> y = grams(b);
        int common = 0;
        for (String g : x) {
            if (y.contains(g)) {
                common++;
            }
        }
        return 2.0 * common / (x.size() + y.size());
    }

    private static Set<String> grams(String s) {
        Set<String> out = new HashSet<>();
        if (s.length() == 1) {
            out.add(s);
        }
        for (int i = 0; i + 1 < s.length(); i++) {
            out.add(s.substring(i, i + 2));
        }
        return out;
    }
}
