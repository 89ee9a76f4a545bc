package homebot.audio.remote;

import homebot.audio.tts.SpeechSynthesizer;
import homebot.audio.tts.TtsException;
import homebot.audio.wav.WavAudio;

/**
 * A remote synthesizer with the local one behind it: a sentence the remote cannot render (away, cut off
 * mid-reply, garbage) is rendered locally, so a reply is always heard.
 */
public final class FallbackSynthesizer implements SpeechSynthesizer {
    private final SpeechSynthesizer remote;
    private final SpeechSynthesizer local;
    private final RemoteService health;

    public FallbackSynthesizer(SpeechSynthesizer remote, SpeechSynthesizer local, RemoteService health) {
        this.remote = remote;
        this.local = local;
        this.health = health;
    }

    @Override
    public WavAudio synthesize(String text) throws TtsException {
        if (health.worthTrying()) {
            try {
                WavAudio audio = remote.synthesize(text);
                health.succeeded();
                return audio;
            } catch (TtsException e) {
                health.failed(e.code(), e.getMessage());
            }
        }
        return local.synthesize(text);
    }

    @Override
    public void cancel() {
        remote.cancel();
        local.cancel();
    }

    @Override
    public String describe() {
        return remote.describe() + " (local fallback " + local.describe() + ")";
    }
}
