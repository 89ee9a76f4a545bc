package homebot.voice;

import homebot.audio.capture.AudioSource;
import homebot.audio.vad.EndpointEvent;
import homebot.audio.vad.Endpointer;
import java.util.Arrays;

/**
 * While homebot speaks, decides what the stop-phrase check hears: with a trained VAD ({@link
 * Endpointer#tellsSpeechFromEcho}, Silero) only the stretches where it heard a voice start over the
 * (echo-cancelled) playback, each with the {@code prerollMs} before the start so the word's onset is not lost;
 * a segment ends with the VAD's end of speech, and the check starts afresh on the next. An energy endpointer
 * cannot tell the user from the echo, so then everything is heard, as before. Owned by the audio thread; the
 * endpointer is the listening stage's, free while homebot speaks.
 */
final class BargeInGate {
    /** The audio to hear now (possibly none), and whether a segment of speech just ended. */
    record Heard(short[] audio, boolean ended) {}

    private static final Heard NOTHING = new Heard(new short[0], false);

    private final Endpointer endpointer;
    private final short[] preroll;
    private int prerollFill;
    private boolean open;

    BargeInGate(Endpointer endpointer, long prerollMs) {
        this.endpointer = endpointer;
        this.preroll = new short[(int) (prerollMs * AudioSource.SAMPLE_RATE / 1000)];
    }

    /** At the start of each reply: no speech heard yet. */
    void reset() {
        if (endpointer.tellsSpeechFromEcho()) {
            endpointer.reset();
        }
        prerollFill = 0;
        open = false;
    }

    Heard accept(short[] samples, int count) {
        if (!endpointer.tellsSpeechFromEcho()) {
            return new Heard(Arrays.copyOf(samples, count), false);
        }
        EndpointEvent e = endpointer.accept(samples, count);
        if (e instanceof EndpointEvent.NoSpeech) {
            endpointer.reset(); // the no-speech timeout means nothing over playback: keep listening
        }
        if (!open && e instanceof EndpointEvent.SpeechStarted) {
            open = true;
            short[] out = Arrays.copyOf(preroll, prerollFill + count);
            System.arraycopy(samples, 0, out, prerollFill, count);
            prerollFill = 0;
            return new Heard(out, false);
        }
        if (open) {
            boolean ended = e instanceof EndpointEvent.SpeechEnded || e instanceof EndpointEvent.MaxLength;
            if (ended) {
                open = false;
                endpointer.reset();
            }
            return new Heard(Arrays.copyOf(samples, count), ended);
        }
        keep(samples, count);
        return NOTHING;
    }

    private void keep(short[] samples, int count) {
        if (preroll.length == 0) {
            return;
        }
        if (count >= preroll.length) {
            System.arraycopy(samples, count - preroll.length, preroll, 0, preroll.length);
            prerollFill = preroll.length;
            return;
        }
        int drop = Math.max(0, prerollFill + count - preroll.length);
        System.arraycopy(preroll, drop, preroll, 0, prerollFill - drop);
        prerollFill -= drop;
        System.arraycopy(samples, 0, preroll, prerollFill, count);
        prerollFill += count;
    }
}
