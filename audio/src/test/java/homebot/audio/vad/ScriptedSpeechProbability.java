package homebot.audio.vad;

import java.util.function.IntToDoubleFunction;

/** Speech probabilities scripted per window index since the last reset (what Silero would have said). */
final class ScriptedSpeechProbability implements SpeechProbability {
    private final IntToDoubleFunction script;
    private int window;

    ScriptedSpeechProbability(IntToDoubleFunction script) {
        this.script = script;
    }

    @Override
    public float probability(short[] pcm, int offset) {
        return (float) script.applyAsDouble(window++);
    }

    @Override
    public void reset() {
        window = 0;
    }

    @Override
    public void close() {}
}
