package homebot.schedule;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Spoken names are loose: "焖肉的计时" should find the timer named "焖肉", "rice" the one named "Rice". */
final class NameMatch {
    private NameMatch() {}

    static Optional<Job> best(List<Job> candidates, JobKind kind, String query) {
        String q = norm(query);
        if (q.isEmpty()) {
            return Optional.empty();
        }
        List<Job> pool = candidates.stream()
                .filter(j -> kind == null ? j.kind().userSet() : j.kind() == kind).toList();
        Comparator<Job> dueFirst = Comparator.comparing(Job::dueAt);
        Optional<Job> exact = pool.stream().filter(j -> norm(j.name()).equals(q)).min(dueFirst);
        if (exact.isPresent()) {
            return exact;
        }
        return pool.stream().filter(j -> {
            String n = norm(j.name());
            return !n.isEmpty() && (n.contains(q) || q.contains(n));
        }).min(dueFirst);
    }

    private static String norm(String s) {
        return s == null ? "" : s.strip().toLowerCase(Locale.ROOT);
    }
}
