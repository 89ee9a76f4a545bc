package homebot.audio.vad;

import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import homebot.audio.onnx.Onnx;
import homebot.audio.onnx.OnnxModelException;
import java.nio.FloatBuffer;
import java.nio.LongBuffer;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;

/**
 * Silero VAD (v4 ONNX: inputs {@code input [1, 512]}, {@code sr} scalar, LSTM state {@code h} and {@code c}
 * {@code [2, 1, 64]}; outputs {@code output [1, 1]}, {@code hn}, {@code cn}) as a stateful speech probability
 * per 32 ms window at 16 kHz. The LSTM state carries over between windows until {@link #reset}. Not
 * thread-safe: the audio thread owns it.
 */
public final class SileroVad implements SpeechProbability {
    public static final int WINDOW = 512;
    private static final int STATE = 2 * 64;

    private final OrtSession session;
    private final float[] h = new float[STATE];
    private final float[] c = new float[STATE];
    private final FloatBuffer in = direct(WINDOW);
    private final FloatBuffer hIn = direct(STATE);
    private final FloatBuffer cIn = direct(STATE);

    public SileroVad(OrtSession session) {
        Set<String> inputs = session.getInputNames();
        if (!inputs.containsAll(Set.of("input", "sr", "h", "c"))) {
            throw new OnnxModelException("not a Silero VAD v4 model: inputs " + inputs
                    + " (expected input, sr, h, c)");
        }
        this.session = session;
    }

    public static SileroVad load(Path model) {
        return new SileroVad(Onnx.open(model));
    }

    /** The probability (0..1) that this 512-sample window is speech. */
    @Override
    public float probability(short[] pcm, int offset) {
        in.clear();
        for (int i = 0; i < WINDOW; i++) {
            in.put(pcm[offset + i] / 32768f);
        }
        in.flip();
        hIn.clear();
        hIn.put(h).flip();
        cIn.clear();
        cIn.put(c).flip();
        try (OnnxTensor x = OnnxTensor.createTensor(Onnx.env(), in, new long[] {1, WINDOW});
             OnnxTensor sr = OnnxTensor.createTensor(Onnx.env(), LongBuffer.wrap(new long[] {16_000}), new long[0]);
             OnnxTensor ht = OnnxTensor.createTensor(Onnx.env(), hIn, new long[] {2, 1, 64});
             OnnxTensor ct = OnnxTensor.createTensor(Onnx.env(), cIn, new long[] {2, 1, 64});
             OrtSession.Result r = session.run(Map.of("input", x, "sr", sr, "h", ht, "c", ct))) {
            float p = ((OnnxTensor) r.get("output").orElseThrow()).getFloatBuffer().get(0);
            ((OnnxTensor) r.get("hn").orElseThrow()).getFloatBuffer().get(h);
            ((OnnxTensor) r.get("cn").orElseThrow()).getFloatBuffer().get(c);
            return p;
        } catch (OrtException e) {
            throw new OnnxModelException("Silero VAD failed: " + e.getMessage(), e);
        }
    }

    /** A new stream: forget the LSTM state. */
    @Override
    public void reset() {
        java.util.Arrays.fill(h, 0f);
        java.util.Arrays.fill(c, 0f);
    }

    private static FloatBuffer direct(int floats) {
        return java.nio.ByteBuffer.allocateDirect(floats * Float.BYTES).order(java.nio.ByteOrder.nativeOrder())
                .asFloatBuffer();
    }

    @Override
    public void close() {
        try {
            session.close();
        } catch (OrtException e) {
            throw new OnnxModelException("closing Silero VAD failed: " + e.getMessage(), e);
        }
    }
}
