package homebot.audio.wake;

import homebot.audio.onnx.Onnx;
import java.nio.FloatBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * Turns the household's clips into training windows for a {@link WakeVerifier}, with the detector's own front
 * end and wake model so the windows are exactly what the detector will see.
 *
 * <ul>
 *   <li>Phrase clips: every frame whose base score reaches {@code verifier_base_threshold} (the frames the
 *   detector will put to the verifier), over {@link #OFFSETS} sub-frame start offsets for a little variety as
 *   upstream does; a clip with no such frame gives its best-scoring frame, so a voice the base model scores low
 *   still teaches the verifier something.</li>
 *   <li>Other clips (speech without the phrase, noise): every frame after the features settle.</li>
 * </ul>
 * Each clip is padded with 1 s of silence on both sides: the score peaks just after the phrase ends, and a
 * recording cut tight would otherwise lose that frame. Not thread-safe.
 */
public final class WakeEnrolment implements AutoCloseable {
    /** Start offsets (samples) of the passes over a phrase clip: 0, 1/3 and 2/3 of a frame. */
    static final int[] OFFSETS = {0, 427, 853};
    private static final int PAD = 16_000;
    private static final int SETTLE_FRAMES = 5;

    private final WakeFeatures features;
    private final WakeModel model;
    private final double baseThreshold;

    WakeEnrolment(WakeFeatures features, WakeModel model, double baseThreshold) {
        this.features = features;
        this.model = model;
        this.baseThreshold = baseThreshold;
    }

    /**
     * @param model a wake model name or path as in {@code audio.wake.openwakeword.models}
     * @throws homebot.audio.onnx.OnnxModelException naming a missing or unsuitable model file
     */
    public static WakeEnrolment load(OpenWakeWordConfig config, String model, Function<String, Path> resolve) {
        WakeModel m = WakeModel.load(resolve.apply(model));
        try {
            WakeFeatures f = new WakeFeatures(Onnx.open(resolve.apply(config.melspectrogram())),
                    Onnx.open(resolve.apply(config.embedding())), m.window());
            return new WakeEnrolment(f, m, config.verifierBaseThreshold());
        } catch (RuntimeException e) {
            m.close();
            throw e;
        }
    }

    public String model() {
        return model.name();
    }

    public int window() {
        return model.window();
    }

    /** Windows of one clip of the phrase (never empty for a clip of at least one frame). */
    public List<float[]> phraseWindows(short[] clip) {
        List<float[]> out = new ArrayList<>();
        float[] best = null;
        float bestScore = -1;
        for (int offset : OFFSETS) {
            short[] audio = padded(clip, offset);
            features.reset();
            for (int off = 0; off + WakeFeatures.FRAME <= audio.length; off += WakeFeatures.FRAME) {
                features.push(audio, off);
                if (features.frames() <= SETTLE_FRAMES) {
                    continue;
                }
                float s = model.score(features);
                if (s >= baseThreshold) {
                    out.add(currentWindow());
                } else if (s > bestScore && out.isEmpty()) {
                    bestScore = s;
                    best = currentWindow();
                }
            }
        }
        if (out.isEmpty() && best != null) {
            out.add(best);
        }
        return out;
    }

    /** Whether any frame of the phrase clip reached the base threshold (else the verifier is never asked). */
    public boolean reachesBaseThreshold(short[] clip) {
        short[] audio = padded(clip, 0);
        features.reset();
        for (int off = 0; off + WakeFeatures.FRAME <= audio.length; off += WakeFeatures.FRAME) {
            features.push(audio, off);
            if (features.frames() > SETTLE_FRAMES && model.score(features) >= baseThreshold) {
                return true;
            }
        }
        return false;
    }

    /** Windows of one clip without the phrase: every frame after the features settle. */
    public List<float[]> otherWindows(short[] clip) {
        return otherWindows(clip, null);
    }

    /**
     * The same, and the windows the base model nominates (its score reaches the base threshold, so the detector
     * would ask the verifier) added to {@code nominated} as well (the same arrays), unless it is null: the
     * candidates of hard-negative mining.
     */
    public List<float[]> otherWindows(short[] clip, List<float[]> nominated) {
        List<float[]> out = new ArrayList<>();
        short[] audio = padded(clip, 0);
        features.reset();
        for (int off = 0; off + WakeFeatures.FRAME <= audio.length; off += WakeFeatures.FRAME) {
            features.push(audio, off);
            if (features.frames() > SETTLE_FRAMES) {
                float[] w = currentWindow();
                out.add(w);
                if (nominated != null && model.score(features) >= baseThreshold) {
                    nominated.add(w);
                }
            }
        }
        return out;
    }

    public WakeVerifier train(List<float[]> phrase, List<float[]> other, double l2) {
        return WakeVerifier.train(model.name(), model.window(), phrase, other, l2);
    }

    public WakeVerifier train(List<float[]> phrase, List<float[]> other, VerifierTraining how) {
        return WakeVerifier.train(model.name(), model.window(), phrase, other, how);
    }

    private float[] currentWindow() {
        FloatBuffer b = features.lastEmbeddings(model.window());
        float[] w = new float[b.remaining()];
        b.get(w);
        return w;
    }

    private static short[] padded(short[] clip, int lead) {
        short[] out = new short[PAD + lead + clip.length + PAD];
        System.arraycopy(clip, 0, out, PAD + lead, clip.length);
        return out;
    }

    /**
     * The clip played backwards: the same voice, level and spectrum without the phrase, so the verifier learns the
     * words and not just the speaker. Needs nothing the household has to record.
     */
    public static short[] reversed(short[] clip) {
        short[] out = new short[clip.length];
        for (int i = 0; i < clip.length; i++) {
            out[i] = clip[clip.length - 1 - i];
        }
        return out;
    }

    /**
     * {@code seconds} of generated noise at about {@code rms} (int16 units): white and brown (integrated white,
     * like running water) alternating each second, so the verifier sees steady noise as "not the phrase".
     */
    public static short[] noise(int seconds, double rms, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        short[] out = new short[seconds * 16_000];
        double brown = 0;
        for (int i = 0; i < out.length; i++) {
            double white = r.nextGaussian();
            brown = 0.995 * brown + 0.1 * white;
            double v = (i / 16_000) % 2 == 0 ? white : brown * 1.0;
            out[i] = (short) Math.max(-32768, Math.min(32767, Math.round(v * rms)));
        }
        return out;
    }

    @Override
    public void close() {
        model.close();
        features.close();
    }
}
