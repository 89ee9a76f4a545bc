package homebot.audio.vad;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Builds the configured endpointer: Silero VAD when asked for (or, with {@code auto}, installed), else energy. */
public final class Endpointers {
    private static final Logger LOG = LoggerFactory.getLogger(Endpointers.class);

    private Endpointers() {}

    /** @param resolve a model name or path to its file ({@link homebot.audio.models.ModelLocator#onnx}) */
    public static Endpointer create(EndpointerConfig timing, VadConfig vad, Function<String, Path> resolve) {
        if (vad.engine().equals("energy")) {
            return new EnergyEndpointer(timing);
        }
        Path model = resolve.apply(vad.model());
        if (vad.engine().equals("auto") && !Files.isRegularFile(model)) {
            LOG.info("end of speech by energy (RMS): no Silero VAD model at {}; `homebot models install silero_vad` "
                    + "for a trained one", model);
            return new EnergyEndpointer(timing);
        }
        LOG.info("end of speech by Silero VAD model={} threshold={} end_threshold={} level_end_db={}", model,
                vad.threshold(), vad.effectiveEndThreshold(), vad.levelEndDb());
        return new SileroEndpointer(SileroVad.load(model), timing, vad.threshold(), vad.effectiveEndThreshold(),
                vad.levelEndDb());
    }
}
