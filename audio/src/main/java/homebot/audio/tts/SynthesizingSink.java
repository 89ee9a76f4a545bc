package homebot.audio.tts;

import homebot.audio.wav.WavAudio;

/** A {@link TtsSink} that synthesizes a clip and plays it; {@link #stop} aborts either stage. */
public abstract class SynthesizingSink implements TtsSink, SpeechSynthesizer {
    private final AudioPlayer player;
    private volatile boolean stopped;

    protected SynthesizingSink(AudioPlayer player) {
        this.player = player;
    }

    @Override
    public void speak(String sentence) throws TtsException {
        if (sentence == null || sentence.isBlank()) {
            return;
        }
        stopped = false;
        WavAudio audio = synthesize(sentence.strip());
        if (audio.data().length > 0) {
            // the supplier closes the gap between this check and the player registering the clip
            player.play(audio, () -> stopped);
        }
    }

    @Override
    public void stop() {
        stopped = true;
        cancel();
        player.stop();
    }
}
