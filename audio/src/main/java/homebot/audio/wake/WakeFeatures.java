package homebot.audio.wake;

import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import homebot.audio.onnx.Onnx;
import homebot.audio.onnx.OnnxModelException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * openWakeWord's shared front end, streamed: each 80 ms frame (1280 samples) runs the melspectrogram model on
 * that frame plus 30 ms of the previous one (its window overlap), appends the new mel frames to a ring of the
 * last 76, and runs the speech-embedding model once on that window, appending one 96-value embedding to a ring.
 * Nothing already computed is computed again. Not thread-safe: the audio thread owns it.
 *
 * <p>Start state follows upstream ({@code openwakeword.utils.AudioFeatures}): the mel ring holds ones and the
 * embedding ring holds the embeddings of 4 s of low noise, so wake models can score from the first frame.
 */
public final class WakeFeatures implements AutoCloseable {
    public static final int FRAME = 1280;
    static final int CONTEXT = 480;
    static final int MEL_BINS = 32;
    static final int MEL_WINDOW = 76;
    public static final int EMBEDDING = 96;
    private static final int WARMUP_SAMPLES = 4 * 16_000;

    private final OrtSession mel;
    private final OrtSession embedding;
    private final String melInput;
    private final String embeddingInput;
    private final int capacity;

    private final float[] samples = new float[CONTEXT + FRAME];
    private final float[] melRing = new float[MEL_WINDOW * MEL_BINS];
    private int melHead; // index of the oldest mel frame
    private final float[] embeddings;
    private int embHead; // index of the oldest embedding
    private final FloatBuffer samplesIn;
    private final FloatBuffer melIn;
    private final FloatBuffer windowOut;
    private long frames;

    private float[] startEmbeddings;

    /** @param capacity how many embeddings to keep (the longest wake-model window) */
    public WakeFeatures(OrtSession mel, OrtSession embedding, int capacity) {
        if (capacity < 1 || capacity > 1000) {
            throw new IllegalArgumentException("embedding capacity must be in [1, 1000]: " + capacity);
        }
        this.mel = mel;
        this.embedding = embedding;
        this.melInput = Onnx.inputName(mel);
        this.embeddingInput = Onnx.inputName(embedding);
        this.capacity = capacity;
        this.embeddings = new float[capacity * EMBEDDING];
        this.samplesIn = direct(samples.length);
        this.melIn = direct(melRing.length);
        this.windowOut = direct(capacity * EMBEDDING);
        warmUp();
    }

    /** Consumes one 80 ms frame ({@link #FRAME} samples from {@code offset}). */
    public void push(short[] pcm, int offset) {
        System.arraycopy(samples, FRAME, samples, 0, CONTEXT);
        for (int i = 0; i < FRAME; i++) {
            samples[CONTEXT + i] = pcm[offset + i]; // the model wants int16 values as floats
        }
        float[] melOut = runMel();
        int newFrames = melOut.length / MEL_BINS;
        for (int f = 0; f < newFrames; f++) {
            int slot = melHead;
            for (int b = 0; b < MEL_BINS; b++) {
                melRing[slot * MEL_BINS + b] = melOut[f * MEL_BINS + b] / 10f + 2f; // upstream's scaling
            }
            melHead = (melHead + 1) % MEL_WINDOW;
        }
        float[] e = runEmbedding();
        System.arraycopy(e, 0, embeddings, embHead * EMBEDDING, EMBEDDING);
        embHead = (embHead + 1) % capacity;
        frames++;
    }

    /** The last {@code n} embeddings, oldest first, as a model input {@code [1, n, 96]}; the buffer is reused. */
    FloatBuffer lastEmbeddings(int n) {
        if (n > capacity) {
            throw new IllegalArgumentException("window " + n + " exceeds the kept " + capacity);
        }
        windowOut.clear();
        int start = (embHead - n + capacity) % capacity;
        for (int i = 0; i < n; i++) {
            windowOut.put(embeddings, ((start + i) % capacity) * EMBEDDING, EMBEDDING);
        }
        windowOut.flip();
        return windowOut;
    }

    /** Frames pushed since the last reset. */
    public long frames() {
        return frames;
    }

    /** Back to the start state (after a wake, or when idle listening resumes). */
    public void reset() {
        Arrays.fill(samples, 0f);
        Arrays.fill(melRing, 1f);
        melHead = 0;
        System.arraycopy(startEmbeddings, 0, embeddings, 0, embeddings.length);
        embHead = 0;
        frames = 0;
    }

    private void warmUp() {
        Arrays.fill(melRing, 1f);
        SplittableRandom random = new SplittableRandom(0x5EED);
        short[] noise = new short[FRAME];
        int warmFrames = Math.max(capacity, WARMUP_SAMPLES / FRAME);
        for (int f = 0; f < warmFrames; f++) {
            for (int i = 0; i < FRAME; i++) {
                noise[i] = (short) random.nextInt(-1000, 1000);
            }
            push(noise, 0);
        }
        startEmbeddings = new float[embeddings.length];
        int start = embHead;
        for (int i = 0; i < capacity; i++) {
            System.arraycopy(embeddings, ((start + i) % capacity) * EMBEDDING, startEmbeddings, i * EMBEDDING, EMBEDDING);
        }
        reset();
    }

    private float[] runMel() {
        samplesIn.clear();
        samplesIn.put(samples).flip();
        try (OnnxTensor t = OnnxTensor.createTensor(Onnx.env(), samplesIn, new long[] {1, samples.length})) {
            return Onnx.run(mel, melInput, t);
        } catch (OrtException e) {
            throw new OnnxModelException("melspectrogram input rejected: " + e.getMessage(), e);
        }
    }

    private float[] runEmbedding() {
        melIn.clear();
        melIn.put(melRing, melHead * MEL_BINS, (MEL_WINDOW - melHead) * MEL_BINS);
        melIn.put(melRing, 0, melHead * MEL_BINS);
        melIn.flip();
        try (OnnxTensor t = OnnxTensor.createTensor(Onnx.env(), melIn, new long[] {1, MEL_WINDOW, MEL_BINS, 1})) {
            float[] out = Onnx.run(embedding, embeddingInput, t);
            if (out.length != EMBEDDING) {
                throw new OnnxModelException("embedding model returned " + out.length + " values, expected " + EMBEDDING);
            }
            return out;
        } catch (OrtException e) {
            throw new OnnxModelException("embedding input rejected: " + e.getMessage(), e);
        }
    }

    static FloatBuffer direct(int floats) {
        return ByteBuffer.allocateDirect(floats * Float.BYTES).order(ByteOrder.nativeOrder()).asFloatBuffer();
    }

    @Override
    public void close() {
        try {
            mel.close();
            embedding.close();
        } catch (OrtException e) {
            throw new OnnxModelException("closing the feature models failed: " + e.getMessage(), e);
        }
    }
}
