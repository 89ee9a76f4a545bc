package homebot.audio.models;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Finds the Vosk model directory to load: {@code HOMEBOT_VOSK_MODEL} (a directory) first, then the configured
 * {@code models.vosk_model} under the models directory, then the first installed catalog model.
 */
public final class ModelLocator {
    private ModelLocator() {}

    public static Optional<Path> locate(String envValue, ModelsConfig config, Path modelsDir, ModelCatalog catalog) {
        if (envValue != null && !envValue.isBlank()) {
            return Optional.of(Path.of(envValue.strip())); // explicit: VoskModel.load reports if it is wrong
        }
        if (!config.voskModel().isEmpty() && Files.isDirectory(modelsDir.resolve(config.voskModel()))) {
            return Optional.of(modelsDir.resolve(config.voskModel()));
        }
        return catalog.all().stream().filter(ModelInfo::isVosk).map(m -> modelsDir.resolve(m.name())).filter(Files::isDirectory).findFirst();
    }

    /**
     * An ONNX model named in the config: a path ({@code /…}, {@code ~/…}, {@code ./…} or ending in {@code .onnx}) as
     * given, else a catalog name installed as {@code <models>/<name>/<name>.onnx}.
     */
    public static Path onnx(String nameOrPath, Path modelsDir) {
        String v = nameOrPath.strip();
        if (v.startsWith("~/")) {
            return Path.of(System.getProperty("user.home")).resolve(v.substring(2));
        }
        if (v.contains("/") || v.endsWith(".onnx")) {
            return Path.of(v);
        }
        return OnnxFileInstaller.file(modelsDir, v);
    }

    /** What to tell the user when {@link #locate} finds nothing. */
    public static String installHint(ModelsConfig config) {
        String name = config.voskModel().isEmpty() ? "vosk-model-small-cn-0.22" : config.voskModel();
        return "no speech model installed: run `homebot models install " + name
                + "` (or set HOMEBOT_VOSK_MODEL to a model directory); voice input stays off until then";
    }
}
