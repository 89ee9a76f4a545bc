package homebot.audio.vad;

import java.util.List;
import java.util.Locale;

/**
 * YAML {@code audio.vad}: what decides that speech started and ended (the durations stay in
 * {@code audio.endpointing}).
 *
 * @param engine {@code auto} (Silero when its model is installed, else energy), {@code silero} (required: a missing
 *     model is an error) or {@code energy} (the RMS endpointer)
 * @param model the Silero VAD model: catalog name ({@code silero_vad}, under the models directory) or a path
 * @param threshold a 32 ms window is speech at this probability or more (Silero's default 0.5)
 * @param endThreshold once speech started, a window is silence below this (Silero's {@code neg_threshold}); 0 =
 *     {@code threshold - 0.15}, Silero's own hysteresis. Raising it ends speech over bursty noise (sizzle) that
 *     keeps the probability between the two (BENCHMARKS.md, issue 13)
 * @param levelEndDb the "level-relative end", for when Silero rightly keeps hearing speech after the user stopped
 *     (other talkers, a radio or TV): once the user stood this many dB above the background heard in the first
 *     500 ms, speech also ends when the speech-band level is back near that background for the trailing silence
 *     + 400 ms; 0 = off (Silero alone). See {@link LevelEnd} and BENCHMARKS.md, "Session 8: end of speech in
 *     background speech"
 */
public record VadConfig(String engine, String model, double threshold, double endThreshold, double levelEndDb) {
    /** The range of {@code level_end_db} when on. */
    public static final double LEVEL_END_MIN_DB = 3;
    public static final double LEVEL_END_MAX_DB = 40;
    static final double DEFAULT_LEVEL_END_DB = 12;
    public static final List<String> ENGINES = List.of("auto", "silero", "energy");

    public VadConfig(String engine, String model, double threshold) {
        this(engine, model, threshold, 0);
    }

    public VadConfig(String engine, String model, double threshold, double endThreshold) {
        this(engine, model, threshold, endThreshold, DEFAULT_LEVEL_END_DB);
    }

    public VadConfig {
        engine = engine == null || engine.isBlank() ? "auto" : engine.strip().toLowerCase(Locale.ROOT);
        if (!ENGINES.contains(engine)) {
            throw new IllegalArgumentException("audio.vad.engine must be one of " + ENGINES + ": " + engine);
        }
        model = model == null || model.isBlank() ? "silero_vad" : model.strip();
        if (threshold <= 0.15 || threshold >= 1) {
            throw new IllegalArgumentException("audio.vad.threshold must be in (0.15, 1): " + threshold);
        }
        if (endThreshold < 0 || endThreshold > threshold) {
            throw new IllegalArgumentException("audio.vad.end_threshold must be in (0, threshold] (0 = threshold - 0.15): "
                    + endThreshold);
        }
        checkLevelEndDb(levelEndDb);
    }

    /** {@code level_end_db} is 0 (off) or in [{@value #LEVEL_END_MIN_DB}, {@value #LEVEL_END_MAX_DB}]. */
    static void checkLevelEndDb(double levelEndDb) {
        if (levelEndDb != 0 && !(levelEndDb >= LEVEL_END_MIN_DB && levelEndDb <= LEVEL_END_MAX_DB)) {
            throw new IllegalArgumentException("audio.vad.level_end_db must be 0 (off) or in [" + LEVEL_END_MIN_DB + ", "
                    + LEVEL_END_MAX_DB + "] dB: " + levelEndDb);
        }
    }

    /** The probability below which speech ends: {@code endThreshold}, or Silero's {@code threshold - 0.15}. */
    public double effectiveEndThreshold() {
        return endThreshold > 0 ? endThreshold : threshold - SileroEndpointer.HOLD;
    }

    public static VadConfig defaults() {
        return new VadConfig("auto", "silero_vad", 0.5, 0, DEFAULT_LEVEL_END_DB);
    }
}
