package homebot.skills.cooking;

import homebot.skills.api.ModeSession;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;

/**
 * {@code <dataDir>/history.md}: one line per dish cooked, appended at exit; and the on-demand search over it and
 * the past sessions' {@code summary.md} files. Nothing here is ever injected into a prompt wholesale.
 */
final class CookingHistory {
    static final String FILE = "history.md";
    private static final int MAX_CHARS = 3000;
    private static final Set<String> STOP = Set.of("上次", "多少", "放了", "了多", "什么", "时候", "怎么", "做的",
            "last", "time", "how", "much", "many", "did", "the", "what", "when", "put");

    void append(ModeSession s, CookingState st) {
        Messages m = "en-US".equals(s.language()) ? Messages.english() : Messages.chinese();
        Path file = s.dataDir().resolve(FILE);
        StringBuilder text = new StringBuilder();
        try {
            if (!Files.exists(file) || Files.size(file) == 0) {
                text.append(m.get("history.title")).append("\n\n");
            }
            List<CookingSummary.Dish> dishes = CookingSummary.dishes(st);
            String date = s.startedAt().toLocalDate().toString();
            if (dishes.isEmpty()) {
                text.append(m.get("history.line", "date", date, "recipe", m.get("history.nothing"), "servings", "-",
                        "path", s.sessionDir())).append('\n');
            }
            for (CookingSummary.Dish d : dishes) {
                text.append(m.get("history.line", "date", date, "recipe", d.recipe(), "servings", d.servings(),
                        "path", s.sessionDir())).append('\n');
            }
            AtomicWrite.append(file, text.toString());
        } catch (IOException e) {
            throw new UncheckedIOException("code=cooking-history-write-failed " + file, e);
        }
    }

    /** Excerpts of history lines and past summaries that mention the query, newest first. */
    String search(ModeSession s, String query) {
        Set<String> terms = terms(query);
        StringBuilder out = new StringBuilder();
        Path file = s.dataDir().resolve(FILE);
        List<String> historyLines = read(file).lines().filter(l -> l.startsWith("- ")).toList();
        List<String> hits = historyLines.stream().filter(l -> score(l, terms) > 0).toList();
        if (!hits.isEmpty()) {
            out.append("history.md:\n");
            hits.subList(Math.max(0, hits.size() - 10), hits.size()).forEach(l -> out.append(l).append('\n'));
        }
        Set<Path> sessions = new LinkedHashSet<>();
        for (String line : historyLines) {
            String[] cols = line.split("\\s\\|\\s");
            if (cols.length >= 4) {
                sessions.add(Path.of(cols[cols.length - 1].strip()));
            }
        }
        Path parent = s.sessionDir().getParent();
        if (parent != null && Files.isDirectory(parent)) {
            try (Stream<Path> dirs = Files.list(parent)) {
                dirs.filter(Files::isDirectory).forEach(sessions::add);
            } catch (IOException ignored) {
                // the history lines still give paths
            }
        }
        record Found(Path dir, String text, int score) {}
        List<Found> found = new ArrayList<>();
        for (Path dir : sessions) {
            String summary = read(dir.resolve("summary.md"));
            int score = score(summary, terms);
            if (score > 0) {
                found.add(new Found(dir, summary, score));
            }
        }
        found.sort(Comparator.comparingInt((Found f) -> -f.score).thenComparing(f -> f.dir.getFileName().toString(),
                Comparator.reverseOrder()));
        for (Found f : found.subList(0, Math.min(3, found.size()))) {
            out.append("\n").append(f.dir.resolve("summary.md")).append(":\n").append(f.text.strip()).append('\n');
        }
        if (out.length() == 0) {
            Messages m = "en-US".equals(s.language()) ? Messages.english() : Messages.chinese();
            return m.get("history.none", "query", query) + " (" + historyLines.size() + " history lines searched)";
        }
        return out.length() > MAX_CHARS ? out.substring(0, MAX_CHARS) + "\n[cut]" : out.toString();
    }

    static Set<String> terms(String query) {
        Set<String> terms = new LinkedHashSet<>();
        for (String token : query.toLowerCase(Locale.ROOT).split("[\\p{Punct}\\s，。！？、]+")) {
            if (token.isEmpty()) {
                continue;
            }
            if (token.codePoints().allMatch(c -> c < 128)) {
                if (token.length() > 2 && !STOP.contains(token)) {
                    terms.add(token);
                }
                continue;
            }
            if (token.length() == 1) {
                terms.add(token);
            }
            for (int i = 0; i + 1 < token.length(); i++) {
                String bigram = token.substring(i, i + 2);
                if (!STOP.contains(bigram)) {
                    terms.add(bigram);
                }
            }
        }
        return terms;
    }

    private static int score(String text, Set<String> terms) {
        String t = text.toLowerCase(Locale.ROOT);
        int score = 0;
        for (String term : terms) {
            if (t.contains(term)) {
                score++;
            }
        }
        return score;
    }

    private static String read(Path file) {
        try {
            return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
        } catch (IOException e) {
            return "";
        }
    }
}
