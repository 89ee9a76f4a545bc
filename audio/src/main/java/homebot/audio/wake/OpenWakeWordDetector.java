package homebot.audio.wake;

import homebot.audio.aec.SpeexNoiseSuppressor;
import homebot.audio.capture.AudioSource;
import homebot.audio.onnx.Onnx;
import homebot.audio.vad.SileroVad;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Wake word by trained keyword models (openWakeWord): audio of any chunk size is cut into 80 ms frames, each
 * frame advances the shared {@link WakeFeatures} once, and every wake model scores the newest embeddings. A
 * model wakes after {@code patience} consecutive frames at or over the threshold; then nothing wakes for the
 * refractory period (counted in audio fed, so it is exact on files and needs no clock). As upstream, the first
 * five frames after a reset never wake: their features still hold the start state.
 *
 * <p>Optional front end, both as in openWakeWord: speexdsp's noise suppressor cleans each frame before the
 * features (its noise estimate survives {@link #reset}: the kitchen is as noisy after a wake as before), and a
 * Silero {@link SpeechGate} lets a frame count only when speech was heard in the last
 * {@link OpenWakeWordConfig#VAD_WINDOW_MS} ms.
 *
 * <p>A wake model may have a household {@link WakeVerifier} ({@code <data>/wake/<model>.verifier.json}, made by
 * {@code homebot wake enroll}): then a frame whose base score reaches {@code verifier_base_threshold} is scored by
 * the verifier, and its probability against {@code verifier_threshold} decides whether the frame counts, in place
 * of the base threshold, and {@code verifier_patience} such frames in a row wake (openWakeWord's two-stage custom
 * verifier). A verifier file that cannot be used is logged with its name and the model runs without it.
 */
public final class OpenWakeWordDetector implements WakeWordDetector {
    private static final Logger LOG = LoggerFactory.getLogger(OpenWakeWordDetector.class);
    private static final int SETTLE_FRAMES = 5;

    private final WakeFeatures features;
    private final List<WakeModel> models;
    private final WakeVerifier[] verifiers;
    private final OpenWakeWordConfig config;
    private final int[] over;
    private final float[] scores;
    private final short[] frame = new short[WakeFeatures.FRAME];
    private final long refractorySamples;
    private final SpeexNoiseSuppressor suppressor;
    private final SpeechGate gate;
    private int filled;
    private long quietLeft;

    /**
     * Loads the models with the catalog Silero model for the VAD gate; see {@link #load(OpenWakeWordConfig, String,
     * Function)}.
     */
    public static OpenWakeWordDetector load(OpenWakeWordConfig config, Function<String, Path> resolve) {
        return load(config, VAD_MODEL, resolve);
    }

    /**
     * Loads the models; {@code resolve} turns a configured name or path into a model file.
     *
     * @param vadModel the Silero VAD model (name or path) of the speech gate, when {@code vad_threshold} is set: the
     *     one {@code audio.vad.model} names
     *
     * @throws homebot.audio.onnx.OnnxModelException naming a missing or unsuitable model file
     */
    public static OpenWakeWordDetector load(OpenWakeWordConfig config, String vadModel,
                                            Function<String, Path> resolve) {
        return load(config, vadModel, resolve, (name, window) -> null);
    }

    /**
     * As {@link #load(OpenWakeWordConfig, String, Function)}, with each wake model's verifier from
     * {@link #verifierFile(Path, String)} in {@code verifierDir} when that file exists. A file that cannot be read,
     * is damaged or was made for another model or shape is logged (naming it) and skipped: the model then wakes on
     * its base threshold as without a verifier.
     */
    public static OpenWakeWordDetector load(OpenWakeWordConfig config, String vadModel, Function<String, Path> resolve,
                                            Path verifierDir) {
        return load(config, vadModel, resolve, (name, window) -> {
            Path file = verifierFile(verifierDir, name);
            if (!Files.isRegularFile(file)) {
                return null;
            }
            try {
                WakeVerifier v = WakeVerifier.read(file, name, window);
                LOG.info("wake model {} uses its household verifier {} ({} positive, {} negative windows)", name, file,
                        v.positives(), v.negatives());
                return v;
            } catch (WakeVerifier.VerifierFileException e) {
                LOG.warn("{}; wake model {} runs without it (enrol again: homebot wake enroll --model {})",
                        e.getMessage(), name, name);
                return null;
            }
        });
    }

    /** As {@link #load(OpenWakeWordConfig, String, Function)} with verifiers already in memory, by model name. */
    public static OpenWakeWordDetector load(OpenWakeWordConfig config, String vadModel, Function<String, Path> resolve,
                                            Map<String, WakeVerifier> verifiers) {
        return load(config, vadModel, resolve, (name, window) -> {
            WakeVerifier v = verifiers.get(name);
            if (v != null && v.window() != window) {
                throw new IllegalArgumentException("verifier for " + name + " has a window of " + v.window()
                        + " embeddings, the model scores " + window);
            }
            return v;
        });
    }

    /** The folder of household verifiers under the daemon's data directory (its workspace). */
    public static Path verifierDir(Path dataDir) {
        return dataDir.resolve("wake");
    }

    /** Where the daemon looks for a wake model's verifier: {@code <dir>/<model>.verifier.json}. */
    public static Path verifierFile(Path dir, String model) {
        return dir.resolve(model + ".verifier.json");
    }

    private static OpenWakeWordDetector load(OpenWakeWordConfig config, String vadModel,
                                             Function<String, Path> resolve,
                                             BiFunction<String, Integer, WakeVerifier> verifierFor) {
        if (config.models().isEmpty()) {
            throw new IllegalArgumentException("audio.wake.openwakeword.models is empty: name at least one wake model");
        }
        List<WakeModel> models = new ArrayList<>();
        SpeexNoiseSuppressor suppressor = null;
        SpeechGate gate = null;
        try {
            for (String m : config.models()) {
                models.add(WakeModel.load(resolve.apply(m)));
            }
            if (config.vadThreshold() > 0) {
                gate = new SpeechGate(SileroVad.load(resolve.apply(vadModel)), config.vadThreshold(),
                        OpenWakeWordConfig.VAD_WINDOW_MS);
            }
            if (config.noiseSuppressDb() < 0) {
                try {
                    suppressor = new SpeexNoiseSuppressor(config.noiseSuppressDb(), 0);
                } catch (IllegalStateException | UnsatisfiedLinkError e) {
                    // a quality aid, not a requirement: wake without it rather than not at all
                    LOG.warn("wake word without noise suppression: {}", e.getMessage());
                }
            }
            int capacity = models.stream().mapToInt(WakeModel::window).max().orElseThrow();
            WakeFeatures features = new WakeFeatures(Onnx.open(resolve.apply(config.melspectrogram())),
                    Onnx.open(resolve.apply(config.embedding())), capacity);
            List<WakeVerifier> verifiers = new ArrayList<>();
            for (WakeModel m : models) {
                verifiers.add(verifierFor.apply(m.name(), m.window()));
            }
            return new OpenWakeWordDetector(features, models, verifiers, config, suppressor, gate);
        } catch (RuntimeException e) {
            models.forEach(WakeModel::close);
            if (gate != null) {
                gate.close();
            }
            if (suppressor != null) {
                suppressor.close();
            }
            throw e;
        }
    }

    /** The catalog name of the Silero model ({@code audio.vad.model}'s default). */
    public static final String VAD_MODEL = "silero_vad";

    OpenWakeWordDetector(WakeFeatures features, List<WakeModel> models, List<WakeVerifier> verifiers,
                         OpenWakeWordConfig config, SpeexNoiseSuppressor suppressor, SpeechGate gate) {
        if (verifiers.size() != models.size()) {
            throw new IllegalArgumentException(verifiers.size() + " verifier slots for " + models.size() + " models");
        }
        this.verifiers = verifiers.toArray(new WakeVerifier[0]);
        this.suppressor = suppressor;
        this.gate = gate;
        this.features = features;
        this.models = List.copyOf(models);
        this.config = config;
        this.over = new int[models.size()];
        this.scores = new float[models.size()];
        this.refractorySamples = (long) config.refractoryMs() * AudioSource.SAMPLE_RATE / 1000;
        LOG.info("openWakeWord detector ready models={} threshold={} patience={} refractory_ms={} "
                + "noise_suppress_db={} vad_threshold={} verified={}", names(), config.threshold(), config.patience(),
                config.refractoryMs(), config.noiseSuppressDb(), config.vadThreshold(), verified());
    }

    public List<String> names() {
        return models.stream().map(WakeModel::name).toList();
    }

    /** The models that have a household verifier. */
    public List<String> verified() {
        List<String> out = new ArrayList<>();
        for (int m = 0; m < models.size(); m++) {
            if (verifiers[m] != null) {
                out.add(models.get(m).name());
            }
        }
        return out;
    }

    /** The scores of the last frame, in model order (for traces and the bench). */
    public float[] lastScores() {
        return scores.clone();
    }

    @Override
    public Optional<WakeDetection> accept(short[] samples, int count) {
        Optional<WakeDetection> found = Optional.empty();
        int i = 0;
        while (i < count) {
            int n = Math.min(count - i, frame.length - filled);
            System.arraycopy(samples, i, frame, filled, n);
            filled += n;
            i += n;
            quietLeft = Math.max(0, quietLeft - n);
            if (filled == frame.length) {
                filled = 0;
                Optional<WakeDetection> d = onFrame();
                if (found.isEmpty()) {
                    found = d;
                }
            }
        }
        return found;
    }

    private Optional<WakeDetection> onFrame() {
        if (suppressor != null) {
            suppressor.process(frame, 0, frame.length);
        }
        features.push(frame, 0);
        boolean counts = features.frames() > SETTLE_FRAMES;
        if (gate != null) {
            gate.accept(frame, 0, frame.length);
            counts = counts && gate.open();
        }
        WakeDetection best = null;
        for (int m = 0; m < models.size(); m++) {
            WakeModel model = models.get(m);
            float s = model.score(features);
            scores[m] = s;
            if (verifiers[m] != null) {
                // two stages: the base model only nominates the frame, the household's verifier decides
                s = s >= config.verifierBaseThreshold()
                        ? (float) verifiers[m].probability(features.lastEmbeddings(model.window())) : 0f;
                over[m] = counts && s >= config.verifierThreshold() ? over[m] + 1 : 0;
            } else {
                over[m] = counts && s >= config.threshold() ? over[m] + 1 : 0;
            }
            int patience = verifiers[m] != null ? config.verifierPatience() : config.patience();
            if (over[m] >= patience && quietLeft == 0 && (best == null || s > best.confidence())) {
                best = new WakeDetection(models.get(m).name(), s);
            }
        }
        if (best == null) {
            return Optional.empty();
        }
        java.util.Arrays.fill(over, 0);
        quietLeft = refractorySamples;
        LOG.debug("wake model={} score={}", best.phrase(), best.confidence());
        return Optional.of(best);
    }

    /** Forgets the audio heard so far; a refractory period in progress continues. */
    @Override
    public void reset() {
        features.reset();
        if (gate != null) {
            gate.reset();
        }
        filled = 0;
        java.util.Arrays.fill(over, 0);
    }

    @Override
    public void close() {
        models.forEach(WakeModel::close);
        features.close();
        if (gate != null) {
            gate.close();
        }
        if (suppressor != null) {
            suppressor.close();
        }
    }
}
