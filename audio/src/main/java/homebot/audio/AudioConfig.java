package homebot.audio;

import homebot.audio.aec.EchoCancelConfig;
import homebot.audio.capture.CaptureConfig;
import homebot.audio.tts.TtsConfig;
import homebot.audio.vad.EndpointerConfig;
import homebot.audio.vad.VadConfig;
import homebot.audio.wake.WakeConfig;

/**
 * All audio settings: YAML {@code audio.capture}, {@code audio.endpointing}, {@code audio.wake}, {@code audio.tts},
 * {@code audio.vad}, {@code audio.echo_cancel}
 * (the model store has its own top-level section, {@code models}: {@link homebot.audio.models.ModelsConfig}). Every component has a default; see docs/audio.md.
 */
public record AudioConfig(CaptureConfig capture, EndpointerConfig endpointing, WakeConfig wake, TtsConfig tts,
        VadConfig vad, EchoCancelConfig echoCancel) {
    public AudioConfig(CaptureConfig capture, EndpointerConfig endpointing, WakeConfig wake, TtsConfig tts) {
        this(capture, endpointing, wake, tts, null, null);
    }

    public AudioConfig {
        echoCancel = echoCancel == null ? EchoCancelConfig.defaults() : echoCancel;
        vad = vad == null ? VadConfig.defaults() : vad;
        capture = capture == null ? CaptureConfig.defaults() : capture;
        endpointing = endpointing == null ? EndpointerConfig.defaults() : endpointing;
        wake = wake == null ? WakeConfig.defaults() : wake;
        tts = tts == null ? TtsConfig.defaults() : tts;
    }

    public static AudioConfig defaults() {
        return new AudioConfig(null, null, null, null);
    }
}
