package homebot.voice;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Voice session settings (YAML section {@code voice:}, keys in snake_case). Durations are milliseconds of
 * audio, not wall-clock time.
 *
 * @param followUpWindowMs   how long WAITING keeps the mic open without the wake word
 * @param earcons            play the wake and error earcons
 * @param bargeIn            the wake phrase interrupts a reply (the button always does)
 * @param stopWords          per language, phrases that end a reply while it is spoken
 * @param followUpPhrases    per language, the small vocabulary tried first while WAITING (yes/no)
 * @param commandPhrases     phrases tried first after a wake-up (empty: free recognition at once)
 * @param notUnderstoodReply spoken when the transcript is empty; the mic then re-opens as in WAITING
 * @param reopenBackoffMs    first pause before reopening a lost audio device; doubles up to the max
 * @param reopenBackoffMaxMs longest pause between reopen attempts
 * @param recentRuns         how many finished sessions {@link RecentRuns} keeps for status
 * @param earlyEndPauseMs    a partial that already is a whole command ("下一步") ends the utterance after a pause
 *                           this long instead of the full trailing silence; 0 never ends early
 */
public record VoiceConfig(
        long followUpWindowMs,
        boolean earcons,
        boolean bargeIn,
        Map<String, List<String>> stopWords,
        Map<String, List<String>> followUpPhrases,
        List<String> commandPhrases,
        String notUnderstoodReply,
        long reopenBackoffMs,
        long reopenBackoffMaxMs,
        int recentRuns,
        long earlyEndPauseMs) {

    /** The longest early pause: past this the endpointer's own trailing silence is the shorter wait anyway. */
    public static final long MAX_EARLY_END_PAUSE_MS = 2000;

    public VoiceConfig {
        if (earlyEndPauseMs < 0 || earlyEndPauseMs > MAX_EARLY_END_PAUSE_MS) {
            throw new IllegalArgumentException("voice.early_end_pause_ms must be in [0, " + MAX_EARLY_END_PAUSE_MS
                    + "] (0: never end early), got " + earlyEndPauseMs);
        }
        positive("follow_up_window_ms", followUpWindowMs);
        positive("reopen_backoff_ms", reopenBackoffMs);
        positive("recent_runs", recentRuns);
        if (reopenBackoffMaxMs < reopenBackoffMs) {
            throw new IllegalArgumentException("voice.reopen_backoff_max_ms must be >= voice.reopen_backoff_ms");
        }
        stopWords = copy(stopWords);
        followUpPhrases = copy(followUpPhrases);
        commandPhrases = commandPhrases == null ? List.of() : List.copyOf(commandPhrases);
        notUnderstoodReply = notUnderstoodReply == null ? "" : notUnderstoodReply;
    }

    /** See BENCHMARKS.md, issue 13 (time to answer, wrong early cuts) for how it was chosen. */
    public static final long DEFAULT_EARLY_END_PAUSE_MS = 100;

    public static VoiceConfig defaults() {
        return new VoiceConfig(8000, true, true,
                Map.of("zh", List.of("停", "停止", "别说了"), "en", List.of("stop")),
                Map.of("zh", List.of("是", "是的", "对", "好", "好的", "可以", "不", "不是", "不要", "不用了", "算了"),
                        "en", List.of("yes", "yeah", "sure", "okay", "no", "nope", "no thanks")),
                List.of(),
                "我没听清，请再说一遍。",
                500, 10_000, 20, DEFAULT_EARLY_END_PAUSE_MS);
    }

    /** All stop phrases, every language, in a stable order. */
    public List<String> allStopWords() {
        return flatten(stopWords);
    }

    /** All follow-up phrases, every language, in a stable order. */
    public List<String> allFollowUpPhrases() {
        return flatten(followUpPhrases);
    }

    public VoiceConfig withEarcons(boolean on) {
        return new VoiceConfig(followUpWindowMs, on, bargeIn,
                stopWords, followUpPhrases, commandPhrases, notUnderstoodReply, reopenBackoffMs, reopenBackoffMaxMs,
                recentRuns, earlyEndPauseMs);
    }

    public VoiceConfig withBargeIn(boolean on) {
        return new VoiceConfig(followUpWindowMs, earcons, on,
                stopWords, followUpPhrases, commandPhrases, notUnderstoodReply, reopenBackoffMs, reopenBackoffMaxMs,
                recentRuns, earlyEndPauseMs);
    }

    public VoiceConfig withEarlyEndPauseMs(long ms) {
        return new VoiceConfig(followUpWindowMs, earcons, bargeIn, stopWords, followUpPhrases, commandPhrases,
                notUnderstoodReply, reopenBackoffMs, reopenBackoffMaxMs, recentRuns, ms);
    }

    /** The same config with the "I didn't understand" reply in English, unless the user wrote their own. */
    public VoiceConfig forLanguage(boolean chinese) {
        if (chinese || !notUnderstoodReply.equals(defaults().notUnderstoodReply())) {
            return this;
        }
        return new VoiceConfig(followUpWindowMs, earcons, bargeIn, stopWords, followUpPhrases, commandPhrases,
                "Sorry, I didn't catch that. Please say it again.", reopenBackoffMs, reopenBackoffMaxMs, recentRuns,
                earlyEndPauseMs);
    }

    private static void positive(String key, long value) {
        if (value <= 0) {
            throw new IllegalArgumentException("voice." + key + " must be positive, got " + value);
        }
    }

    private static Map<String, List<String>> copy(Map<String, List<String>> byLanguage) {
        // Sorted by language so grammars and traces do not depend on map iteration order.
        Map<String, List<String>> out = new LinkedHashMap<>();
        if (byLanguage != null) {
            byLanguage.keySet().stream().sorted()
                    .forEach(lang -> out.put(lang, List.copyOf(byLanguage.get(lang))));
        }
        return java.util.Collections.unmodifiableMap(out);
    }

    private static List<String> flatten(Map<String, List<String>> byLanguage) {
        List<String> all = new ArrayList<>();
        byLanguage.values().forEach(all::addAll);
        return List.copyOf(all);
    }
}
