package homebot.audio;

import homebot.audio.aec.EchoCancelConfig;
import homebot.audio.capture.CaptureConfig;
import homebot.audio.stt.SttConfig;
import homebot.audio.tts.TtsConfig;
import homebot.audio.vad.EndpointerConfig;
import homebot.audio.vad.VadConfig;
import homebot.audio.wake.RemoteWakeConfig;
import homebot.audio.wake.WakeConfig;

/**
 * All audio settings: YAML {@code audio.capture}, {@code audio.endpointing}, {@code audio.wake}, {@code audio.tts},
 * {@code audio.stt}, {@code audio.remote_wake}, {@code audio.vad}, {@code audio.echo_cancel} (the model store has
 * its own top-level section, {@code models}: {@link homebot.audio.models.ModelsConfig}). Every component has a
 * default; see docs/audio.md.
 */
public record AudioConfig(CaptureConfig capture, EndpointerConfig endpointing, WakeConfig wake, TtsConfig tts,
        SttConfig stt, RemoteWakeConfig remoteWake, VadConfig vad, EchoCancelConfig echoCancel) {
    public AudioConfig(CaptureConfig capture, EndpointerConfig endpointing, WakeConfig wake, TtsConfig tts) {
        this(capture, endpointing, wake, tts, null, null, null, null);
    }

    public AudioConfig {
        capture = capture == null ? CaptureConfig.defaults() : capture;
        endpointing = endpointing == null ? EndpointerConfig.defaults() : endpointing;
        wake = wake == null ? WakeConfig.defaults() : wake;
        tts = tts == null ? TtsConfig.defaults() : tts;
        stt = stt == null ? SttConfig.defaults() : stt;
        remoteWake = remoteWake == null ? RemoteWakeConfig.defaults() : remoteWake;
        vad = vad == null ? VadConfig.defaults() : vad;
        echoCancel = echoCancel == null ? EchoCancelConfig.defaults() : echoCancel;
    }

    public static AudioConfig defaults() {
        return new AudioConfig(null, null, null, null);
    }
}
