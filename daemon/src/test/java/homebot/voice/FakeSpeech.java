package homebot.voice;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * A tiny "language" of PCM: each phrase is a square wave with its own amplitude, silence is near zero. The
 * scripted engines decode the audio they are really fed, so what they "hear" depends on what the session
 * routes to them, including audio replayed from a buffer. Everything is in 100 ms frames.
 */
final class FakeSpeech {
    static final int FRAME = AudioLoop.CHUNK;
    static final int SPEECH_THRESHOLD = 500;

    private final List<String> phrases = new ArrayList<>();
    private final List<String> transcripts = new ArrayList<>();

    /** Registers a phrase heard as {@code text}; a phrase with an empty transcript is a mumble. */
    FakeSpeech phrase(String phrase, String transcript) {
        phrases.add(phrase);
        transcripts.add(transcript);
        return this;
    }

    FakeSpeech phrase(String phrase) {
        return phrase(phrase, phrase);
    }

    short amplitude(String phrase) {
        int i = phrases.indexOf(phrase);
        if (i < 0) {
            throw new IllegalArgumentException("unknown fake phrase " + phrase);
        }
        return (short) (2000 + 400 * i);
    }

    /** The phrase in this chunk, or null for silence. */
    String decode(short[] samples, int count) {
        int peak = 0;
        for (int i = 0; i < count; i++) {
            peak = Math.max(peak, Math.abs(samples[i]));
        }
        if (peak < SPEECH_THRESHOLD) {
            return null;
        }
        int i = Math.round((peak - 2000) / 400f);
        return i >= 0 && i < phrases.size() ? phrases.get(i) : null;
    }

    String transcript(String phrase) {
        return transcripts.get(phrases.indexOf(phrase));
    }

    boolean knows(String phrase) {
        return phrases.contains(phrase);
    }

    Script script() {
        return new Script();
    }

    /** Builds a PCM timeline; every segment is a whole number of frames. */
    final class Script {
        private short[] pcm = new short[0];
        private final Random noise = new Random(42);

        Script silence(int ms) {
            short[] s = grow(ms);
            for (int i = pcm.length - samples(ms); i < s.length; i++) {
                s[i] = (short) (noise.nextInt(61) - 30); // a quiet room, not digital zero
            }
            return this;
        }

        Script say(String phrase, int ms) {
            short a = amplitude(phrase);
            short[] s = grow(ms);
            for (int i = pcm.length - samples(ms); i < s.length; i++) {
                s[i] = (i / 8) % 2 == 0 ? a : (short) -a;
            }
            return this;
        }

        int lengthMs() {
            return pcm.length * 1000 / 16_000;
        }

        short[] pcm() {
            return pcm.clone();
        }

        private short[] grow(int ms) {
            if (ms % 100 != 0) {
                throw new IllegalArgumentException("segments are whole 100 ms frames: " + ms);
            }
            pcm = Arrays.copyOf(pcm, pcm.length + samples(ms));
            return pcm;
        }

        private int samples(int ms) {
            return ms * 16;
        }
    }
}
