package homebot.audio.wake;

import java.util.List;

/**
 * YAML {@code audio.wake}; {@code HOMEBOT_WAKE_WORDS} (comma-separated) overrides {@code phrases}.
 *
 * @param phrases wake phrases; empty = the built-in default for the model's language ({@link DefaultWakePhrases})
 * @param confidence every word of the phrase needs at least this Vosk confidence (0..1)
 * @param decoys extra grammar phrases that absorb similar-sounding speech and never wake
 * @param energyGate decode only while the input is louder than {@code gateDbfs} (saves CPU, avoids decoding hiss)
 * @param gateDbfs the gate threshold in dBFS
 * @param gateHangoverMs keep decoding this long after the last loud chunk so the recognizer sees trailing silence
 * @param engine {@code vosk} (the grammar detector above, Chinese phrases included), {@code openwakeword}
 *     (trained wake models, {@link OpenWakeWordConfig}) or {@code both} (whichever hears its phrase first)
 * @param openwakeword YAML {@code audio.wake.openwakeword}
 */
public record WakeConfig(List<String> phrases, double confidence, List<String> decoys, boolean energyGate,
        double gateDbfs, int gateHangoverMs, String engine, OpenWakeWordConfig openwakeword) {
    public static final List<String> ENGINES = List.of("vosk", "openwakeword", "both");

    public WakeConfig(List<String> phrases, double confidence, List<String> decoys, boolean energyGate,
                      double gateDbfs, int gateHangoverMs) {
        this(phrases, confidence, decoys, energyGate, gateDbfs, gateHangoverMs, "vosk", null);
    }

    public WakeConfig {
        engine = engine == null || engine.isBlank() ? "vosk" : engine.strip().toLowerCase(java.util.Locale.ROOT);
        if (!ENGINES.contains(engine)) {
            throw new IllegalArgumentException("audio.wake.engine must be one of " + ENGINES + ": " + engine);
        }
        openwakeword = openwakeword == null ? OpenWakeWordConfig.defaults() : openwakeword;
        phrases = phrases == null ? List.of() : phrases.stream().map(String::strip).filter(p -> !p.isEmpty()).toList();
        decoys = decoys == null ? List.of() : List.copyOf(decoys);
        if (confidence < 0 || confidence > 1) {
            throw new IllegalArgumentException("audio.wake.confidence must be in [0, 1]: " + confidence);
        }
        if (gateDbfs < -90 || gateDbfs > -10) {
            throw new IllegalArgumentException("audio.wake.gate_dbfs must be in [-90, -10]: " + gateDbfs);
        }
        if (gateHangoverMs < 0 || gateHangoverMs > 5000) {
            throw new IllegalArgumentException("audio.wake.gate_hangover_ms must be in [0, 5000]: " + gateHangoverMs);
        }
    }

    public static WakeConfig defaults() {
        return new WakeConfig(List.of(), 0.6, List.of(), true, -50, 600, "vosk", null);
    }

    public WakeConfig withPhrases(List<String> newPhrases) {
        return new WakeConfig(newPhrases, confidence, decoys, energyGate, gateDbfs, gateHangoverMs, engine, openwakeword);
    }

    public boolean usesVosk() {
        return !engine.equals("openwakeword");
    }

    public boolean usesOpenWakeWord() {
        return !engine.equals("vosk");
    }

    /** Parses {@code HOMEBOT_WAKE_WORDS}: comma-separated (ASCII or full-width comma). */
    public static List<String> parseList(String value) {
        return value == null ? List.of()
                : java.util.Arrays.stream(value.split("[,，]")).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }
}
