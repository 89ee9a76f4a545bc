package homebot.audio.stt;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The words a model can output, from its {@code graph/words.txt} (or {@code words.txt}). Vosk silently drops
 * grammar words it does not know, so every phrase is checked here first.
 *
 * <p>Chinese models list multi-character words and single characters; a phrase like 你好电脑 is split on spaces
 * and then, for tokens not listed whole, by greedy longest match against the vocabulary.
 */
public final class Vocabulary {
    private static final int MAX_WORD_CHARS = 8;

    private final Set<String> words;
    private final boolean checkable;

    private Vocabulary(Set<String> words, boolean checkable) {
        this.words = words;
        this.checkable = checkable;
    }

    public static Vocabulary of(Collection<String> words) {
        Set<String> set = new HashSet<>();
        for (String w : words) {
            set.add(w.toLowerCase(Locale.ROOT));
        }
        return new Vocabulary(set, true);
    }

    /** A model whose word list could not be found: nothing can be checked, {@link #segment} trusts spaces. */
    public static Vocabulary unavailable() {
        return new Vocabulary(Set.of(), false);
    }

    /** Reads {@code graph/words.txt} or {@code words.txt} (Kaldi symbol table: "word id" per line). */
    public static Vocabulary load(Path modelDir) throws IOException {
        for (Path candidate : List.of(modelDir.resolve("graph/words.txt"), modelDir.resolve("words.txt"))) {
            if (Files.isRegularFile(candidate)) {
                List<String> entries = new ArrayList<>();
                for (String line : Files.readAllLines(candidate, StandardCharsets.UTF_8)) {
                    String word = line.strip().split("\\s+")[0];
                    if (!word.isEmpty() && !isSpecial(word)) {
                        entries.add(word);
                    }
                }
                return of(entries);
            }
        }
        return unavailable();
    }

    private static boolean isSpecial(String w) {
        return w.startsWith("#") || w.startsWith("<") || w.equals("!SIL") || w.equals("[unk]");
    }

    /** False when the model has no word list, so phrases cannot be validated. */
    public boolean checkable() {
        return checkable;
    }

    public int size() {
        return words.size();
    }

    public boolean contains(String word) {
        return words.contains(word.toLowerCase(Locale.ROOT));
    }

    public boolean knows(String phrase) {
        return segment(phrase).isPresent();
    }

    /** The phrase as model words, or empty when some part is not in the vocabulary. */
    public Optional<List<String>> segment(String phrase) {
        List<String> out = new ArrayList<>();
        for (String token : phrase.strip().toLowerCase(Locale.ROOT).split("\\s+")) {
            if (token.isEmpty()) {
                continue;
            }
            if (!checkable || words.contains(token)) {
                out.add(token);
            } else if (!greedy(token, out)) {
                return Optional.empty();
            }
        }
        return out.isEmpty() ? Optional.empty() : Optional.of(List.copyOf(out));
    }

    /** The words of {@code phrase} this vocabulary lacks (for error messages). */
    public List<String> unknownParts(String phrase) {
        List<String> missing = new ArrayList<>();
        for (String token : phrase.strip().toLowerCase(Locale.ROOT).split("\\s+")) {
            if (!token.isEmpty() && checkable && !words.contains(token) && !greedy(token, new ArrayList<>())) {
                missing.add(token);
            }
        }
        return missing;
    }

    private boolean greedy(String token, List<String> out) {
        int[] cps = token.codePoints().toArray();
        List<String> parts = new ArrayList<>();
        int i = 0;
        while (i < cps.length) {
            int found = 0;
            for (int len = Math.min(MAX_WORD_CHARS, cps.length - i); len >= 1; len--) {
                if (words.contains(new String(cps, i, len))) {
                    found = len;
                    break;
                }
            }
            if (found == 0) {
                return false;
            }
            parts.add(new String(cps, i, found));
            i += found;
        }
        out.addAll(parts);
        return true;
    }
}
