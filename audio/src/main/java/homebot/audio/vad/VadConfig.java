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
 */
public record VadConfig(String engine, String model, double threshold, double endThreshold) {
    public static final List<String> ENGINES = List.of("auto", "silero", "energy");

    public VadConfig(String engine, String model, double threshold) {
        this(engine, model, threshold, 0);
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
    }

    /** The probability below which speech ends: {@code endThreshold}, or Silero's {@code threshold - 0.15}. */
    public double effectiveEndThreshold() {
        return endThreshold > 0 ? endThreshold : threshold - SileroEndpointer.HOLD;
    }

    public static VadConfig defaults() {
        return new VadConfig("auto", "silero_vad", 0.5, 0);
    }
}
