package homebot.audio.models;

/**
 * YAML {@code models}.
 *
 * @param mirror base URL serving {@code <name>.zip}; empty = upstream (https://alphacephei.com/vosk/models)
 * @param dir the models directory; empty = {@code <workspace>/models}
 * @param voskModel the model to load; empty = the first installed catalog model ({@code HOMEBOT_VOSK_MODEL}
 *     overrides with a directory)
 */
public record ModelsConfig(String mirror, String dir, String voskModel) {
    public ModelsConfig {
        mirror = mirror == null ? "" : mirror.strip();
        dir = dir == null ? "" : dir.strip();
        voskModel = voskModel == null ? "" : voskModel.strip();
    }

    public static ModelsConfig defaults() {
        return new ModelsConfig("", "", "vosk-model-small-cn-0.22");
    }
}
