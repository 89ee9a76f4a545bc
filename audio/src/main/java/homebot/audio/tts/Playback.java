package homebot.audio.tts;

import homebot.audio.capture.AudioDeviceException;
import homebot.audio.wav.PcmFormat;
import homebot.audio.wav.WavAudio;
import java.util.function.BooleanSupplier;

/**
 * Plays clips through an output line in 20 ms slices so that {@link #stop} (barge-in, from the capture thread)
 * silences the speaker within a slice plus the device buffer. One clip at a time.
 */
public final class Playback implements AudioPlayer {
    /** Opens a line for a clip's format. */
    @FunctionalInterface
    public interface LineOpener {
        PlaybackLine open(PcmFormat format) throws AudioDeviceException;
    }

    private final LineOpener opener;
    private final homebot.audio.aec.PlaybackReference reference;
    private volatile PlaybackLine current;
    private volatile boolean stopped;

    public Playback(LineOpener opener) {
        this(opener, null);
    }

    /** @param reference receives what is played, at 16 kHz mono, for the echo canceller (null: none) */
    public Playback(LineOpener opener, homebot.audio.aec.PlaybackReference reference) {
        this.opener = opener;
        this.reference = reference;
    }

    /** Java Sound on the configured output device ({@code default}, an index or a name). */
    public static Playback javaSound(String deviceSpec) {
        return javaSound(deviceSpec, null);
    }

    /** The same, telling {@code reference} what it plays (echo cancellation). */
    public static Playback javaSound(String deviceSpec, homebot.audio.aec.PlaybackReference reference) {
        return new Playback(format -> JavaSoundPlaybackLine.open(deviceSpec, format), reference);
    }

    @Override
    public void play(WavAudio audio) throws TtsException {
        play(audio, () -> false);
    }

    @Override
    public void play(WavAudio audio, BooleanSupplier cancelled) throws TtsException {
        stopped = false;
        PlaybackLine line;
        try {
            line = opener.open(audio.format());
        } catch (AudioDeviceException e) {
            throw new TtsException(TtsErrors.PLAYBACK_FAILED, e.getMessage() + " [" + e.code() + "]", e);
        }
        current = line;
        try {
            byte[] data = audio.data();
            short[] heard = reference == null ? null
                    : homebot.audio.wav.WavReader.toMono16k(audio, homebot.audio.dsp.FrontEndConfig.defaults());
            int tapped = 0;
            int slice = Math.max(audio.format().frameSize(), audio.format().sampleRate() / 50 * audio.format().frameSize());
            for (int off = 0; off < data.length && !stopped && !cancelled.getAsBoolean(); ) {
                int n = line.write(data, off, Math.min(slice, data.length - off));
                if (n <= 0 && !stopped) {
                    throw new TtsException(TtsErrors.PLAYBACK_FAILED, "the playback device stopped accepting audio");
                }
                off += n;
                if (heard != null) {
                    // the 16 kHz share of what was just written: the canceller's reference for the mic
                    int upTo = (int) Math.min(heard.length, (long) heard.length * off / data.length);
                    reference.played(java.util.Arrays.copyOfRange(heard, tapped, upTo), upTo - tapped);
                    tapped = upTo;
                }
            }
            if (!stopped && !cancelled.getAsBoolean()) {
                line.drain();
            }
        } finally {
            current = null;
            line.close();
        }
    }

    @Override
    public void stop() {
        stopped = true;
        PlaybackLine line = current;
        if (line != null) {
            line.abort();
        }
    }
}
