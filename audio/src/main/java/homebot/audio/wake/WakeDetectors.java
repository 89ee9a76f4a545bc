package homebot.audio.wake;

import homebot.audio.stt.VoskRecognizerFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/** Builds the configured wake-word detector(s): Vosk grammar, openWakeWord, or both at once. */
public final class WakeDetectors {
    private WakeDetectors() {}

    /** As {@link #create(WakeConfig, String, VoskRecognizerFactory, Function)} with the catalog Silero model. */
    public static WakeWordDetector create(WakeConfig config, VoskRecognizerFactory stt, Function<String, Path> resolve) {
        return create(config, OpenWakeWordDetector.VAD_MODEL, stt, resolve);
    }

    /**
     * @param vadModel the Silero model ({@code audio.vad.model}) for openWakeWord's speech gate
     * @param resolve an ONNX model name or path to its file ({@link homebot.audio.models.ModelLocator#onnx})
     */
    public static WakeWordDetector create(WakeConfig config, String vadModel, VoskRecognizerFactory stt,
                                          Function<String, Path> resolve) {
        return create(config, vadModel, stt, resolve, null);
    }

    /**
     * @param verifierDir where household wake verifiers are ({@code <workspace>/wake}); null for none
     */
    public static WakeWordDetector create(WakeConfig config, String vadModel, VoskRecognizerFactory stt,
                                          Function<String, Path> resolve, Path verifierDir) {
        List<WakeWordDetector> detectors = new ArrayList<>();
        try {
            if (config.usesOpenWakeWord()) {
                detectors.add(verifierDir == null
                        ? OpenWakeWordDetector.load(config.openwakeword(), vadModel, resolve)
                        : OpenWakeWordDetector.load(config.openwakeword(), vadModel, resolve, verifierDir));
            }
            if (config.usesVosk()) {
                detectors.add(new VoskWakeWordDetector(stt, config));
            }
        } catch (RuntimeException e) {
            detectors.forEach(WakeWordDetector::close);
            throw e;
        }
        return detectors.size() == 1 ? detectors.get(0) : new EitherWakeWordDetector(detectors);
    }

    /** Every detector hears every chunk; the first that wakes wins, and all start afresh on reset. */
    static final class EitherWakeWordDetector implements WakeWordDetector {
        private final List<WakeWordDetector> detectors;

        EitherWakeWordDetector(List<WakeWordDetector> detectors) {
            this.detectors = List.copyOf(detectors);
        }

        @Override
        public Optional<WakeDetection> accept(short[] samples, int count) {
            Optional<WakeDetection> found = Optional.empty();
            for (WakeWordDetector d : detectors) {
                Optional<WakeDetection> hit = d.accept(samples, count); // all see the audio, so none falls behind
                if (found.isEmpty()) {
                    found = hit;
                }
            }
            return found;
        }

        @Override
        public void reset() {
            detectors.forEach(WakeWordDetector::reset);
        }

        @Override
        public void close() {
            detectors.forEach(WakeWordDetector::close);
        }
    }
}
