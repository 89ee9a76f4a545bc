package homebot.audio.tts;

import homebot.audio.Secret;

/**
 * YAML {@code audio.tts}.
 *
 * @param engine {@code espeak} | {@code piper} | {@code http} | {@code wyoming} | {@code wav} | {@code text}
 * @param voice espeak: a fixed voice (empty = {@code cmn} for Chinese text, {@code en-us} otherwise); piper: the
 *     .onnx voice file; http, wyoming: the voice name
 * @param command the engine binary (espeak: {@code espeak-ng}, piper: {@code piper})
 * @param url http: the base URL, e.g. {@code http://localhost:8880/v1}; wyoming: {@code tcp://host:10200} (also
 *     for {@code wav}: the WAVs are then rendered by that server)
 * @param model http: the model name
 * @param apiKey http: bearer key (prefer {@code HOMEBOT_TTS_API_KEY}); never logged
 * @param dir wav: the output directory
 * @param rateWpm espeak speaking rate, words per minute
 * @param timeoutMs longest a single sentence may take to synthesize
 * @param outputDevice playback device: {@code default}, an index, or (part of) a name
 * @param earcons short tones on wake and on error
 * @param earconVolume 0..1
 */
public record TtsConfig(String engine, String voice, String command, String url, String model, Secret apiKey,
        String dir, int rateWpm, int timeoutMs, String outputDevice, boolean earcons, double earconVolume) {
    public TtsConfig {
        engine = engine == null || engine.isBlank() ? "espeak" : engine.strip();
        voice = voice == null ? "" : voice.strip();
        command = command == null ? "" : command.strip();
        url = url == null ? "" : url.strip();
        model = model == null || model.isBlank() ? "tts-1" : model.strip();
        apiKey = apiKey == null ? Secret.none() : apiKey;
        dir = dir == null ? "" : dir.strip();
        outputDevice = outputDevice == null || outputDevice.isBlank() ? "default" : outputDevice.strip();
        if (rateWpm < 80 || rateWpm > 450) {
            throw new IllegalArgumentException("audio.tts.rate_wpm must be in [80, 450]: " + rateWpm);
        }
        if (timeoutMs < 1000) {
            throw new IllegalArgumentException("audio.tts.timeout_ms must be >= 1000: " + timeoutMs);
        }
        if (earconVolume < 0 || earconVolume > 1) {
            throw new IllegalArgumentException("audio.tts.earcon_volume must be in [0, 1]: " + earconVolume);
        }
    }

    public static TtsConfig defaults() {
        return new TtsConfig("espeak", "", "", "", "tts-1", Secret.none(), "", 160, 20_000, "default", true, 0.3);
    }

    public TtsConfig withEngine(String newEngine, String newDir) {
        return new TtsConfig(newEngine, voice, command, url, model, apiKey, newDir, rateWpm, timeoutMs, outputDevice,
                earcons, earconVolume);
    }

    @Override
    public String toString() {
        return "TtsConfig[engine=" + engine + ", voice=" + voice + ", command=" + command + ", url=" + url + ", model="
                + model + ", apiKey=" + apiKey + ", dir=" + dir + "]";
    }
}
