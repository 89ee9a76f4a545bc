package homebot.audio.tts;

import homebot.audio.wav.WavAudio;

/** Plays what any {@link SpeechSynthesizer} renders (a remote engine, a fallback pair). */
public final class SynthesizerSink extends SynthesizingSink {
    private final SpeechSynthesizer synthesizer;

    public SynthesizerSink(SpeechSynthesizer synthesizer, AudioPlayer player) {
        super(player);
        this.synthesizer = synthesizer;
    }

    @Override
    public WavAudio synthesize(String text) throws TtsException {
        return synthesizer.synthesize(text);
    }

    @Override
    public void cancel() {
        synthesizer.cancel();
    }

    @Override
    public String describe() {
        return synthesizer.describe();
    }
}
