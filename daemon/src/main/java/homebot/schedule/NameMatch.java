package homebot.schedule;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Two different questions about a name. {@link #exact}: is this name taken? (case and spaces ignored, nothing
 * else). {@link #best}: which job did the user mean? Spoken names are loose, "焖肉的计时" should find "焖肉",
 * "rice" the one named "Rice"; but the generic words alone ("计时", "timer") carry no name and match only exactly,
 * so "第三个计时" never finds "计时".
 */
final class NameMatch {
    private static final Pattern LEADING_ARTICLE = Pattern.compile("^(?:the|my|a)\\s+");
    private static final Pattern GENERIC = Pattern.compile("计时器|定时器|计时|定时|timers?|的");

    private NameMatch() {}

    static Optional<Job> exact(List<Job> candidates, JobKind kind, String name) {
        String k = key(name);
        if (k.isEmpty()) {
            return Optional.empty();
        }
        return pool(candidates, kind).filter(j -> key(j.name()).equals(k)).min(Comparator.comparing(Job::dueAt));
    }

    static Optional<Job> best(List<Job> candidates, JobKind kind, String query) {
        Optional<Job> exact = exact(candidates, kind, query);
        if (exact.isPresent()) {
            return exact;
        }
        String q = core(query);
        if (q.isEmpty()) {
            return Optional.empty();
        }
        return pool(candidates, kind).filter(j -> {
            String n = core(j.name());
            return !n.isEmpty() && (n.contains(q) || q.contains(n));
        }).min(Comparator.comparing(Job::dueAt));
    }

    /** What makes two names the same name: lower case, no whitespace. */
    static String key(String s) {
        return s == null ? "" : s.toLowerCase(Locale.ROOT).replaceAll("\\s+", "");
    }

    /** The distinctive part of a spoken name: without articles and the generic words for a timer. */
    static String core(String s) {
        if (s == null) {
            return "";
        }
        String t = LEADING_ARTICLE.matcher(s.strip().toLowerCase(Locale.ROOT)).replaceFirst("");
        return GENERIC.matcher(t.replaceAll("\\s+", "")).replaceAll("");
    }

    private static java.util.stream.Stream<Job> pool(List<Job> candidates, JobKind kind) {
        return candidates.stream().filter(j -> kind == null ? j.kind().userSet() : j.kind() == kind);
    }
}
