package homebot.voice;

import homebot.audio.capture.AudioSource;
import homebot.audio.wake.WakeDetection;
import homebot.audio.wake.WakeWordDetector;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The audio thread. Reads the source without pause, whatever the state, so a microphone buffer never
 * overflows, and routes each chunk by state: IDLE → wake detector; LISTENING/WAITING → {@link ListeningStage};
 * THINKING → wake detector (barge-in); SPEAKING → wake detector and {@link StopPhraseListener}; anything else is
 * dropped. A lost device is reopened with backoff; the end of a finite source ends the loop once the last reply
 * has been spoken.
 */
final class AudioLoop implements Runnable {
    private static final Logger LOG = LoggerFactory.getLogger(AudioLoop.class);
    static final int CHUNK = 1600; // 100 ms: small enough for prompt barge-in, large enough for cheap decoding

    private final VoiceSession session;
    private final AudioSourceFactory sources;
    private final WakeWordDetector wake;
    private final ListeningStage listening;
    private final StopPhraseListener stopPhrases;
    private final Pauser pauser;
    private final VoiceConfig config;
    private final ExpectedPhrases expected;
    private final Queue<AudioCommand> commands = new ConcurrentLinkedQueue<>();

    private volatile AudioSource source;
    private volatile boolean closed;
    private volatile long samplesRead;
    private VoiceState seen = VoiceState.IDLE;
    private boolean wakeFailing;

    AudioLoop(VoiceSession session, AudioSourceFactory sources, WakeWordDetector wake, ListeningStage listening,
              StopPhraseListener stopPhrases, Pauser pauser, VoiceConfig config, ExpectedPhrases expected) {
        this.session = session;
        this.sources = sources;
        this.wake = wake;
        this.listening = listening;
        this.stopPhrases = stopPhrases;
        this.pauser = pauser;
        this.config = config;
        this.expected = expected;
    }

    /** Opens the source on the caller's thread so a bad input (missing file...) fails the start loudly. */
    void open() throws IOException {
        source = sources.open();
    }

    void command(AudioCommand c) {
        commands.add(c);
    }

    long positionMs() {
        return samplesRead * 1000 / AudioSource.SAMPLE_RATE;
    }

    void close() {
        closed = true;
        AudioSource s = source;
        if (s != null) {
            s.close(); // unblocks a read in progress
        }
    }

    @Override
    public void run() {
        short[] buf = new short[CHUNK];
        try {
            while (!closed) {
                int n;
                try {
                    n = source.read(buf);
                } catch (IOException e) {
                    if (closed) {
                        break;
                    }
                    reopen(e);
                    continue;
                }
                if (n < 0) {
                    endOfInput();
                    break;
                }
                if (n == 0) {
                    continue;
                }
                samplesRead += n;
                drainCommands();
                route(buf, n);
            }
        } finally {
            listening.close();
            stopPhrases.close();
            AudioSource s = source;
            if (s != null) {
                s.close();
            }
        }
    }

    private void route(short[] buf, int n) {
        VoiceState state = session.state();
        if (state != seen) {
            if (state == VoiceState.IDLE || state == VoiceState.THINKING) {
                wake.reset(); // no half-heard phrase carries over from before
            }
            stopPhrases.enable(state == VoiceState.SPEAKING);
            seen = state;
        }
        if (listening.active()) {
            session.dispatchAll(listening.accept(buf, n));
            return;
        }
        boolean busy = state == VoiceState.THINKING || state == VoiceState.SPEAKING;
        if (state == VoiceState.IDLE || busy && config.bargeIn()) {
            detectWake(buf, n);
        }
        if (state == VoiceState.SPEAKING) {
            stopPhrases.accept(buf, n).ifPresent(p -> session.dispatch(new VoiceEvent.StopRequested(p)));
        }
    }

    private void detectWake(short[] buf, int n) {
        Optional<WakeDetection> hit;
        try {
            hit = wake.accept(buf, n);
        } catch (RuntimeException e) {
            if (!wakeFailing) { // reported once per change, not once per chunk
                wakeFailing = true;
                session.dispatch(new VoiceEvent.StageFailed("wake", "wake-failed", e.toString()));
            }
            return;
        }
        wakeFailing = false;
        hit.ifPresent(d -> {
            wake.reset();
            session.dispatch(new VoiceEvent.WakeDetected(d.phrase(), WakeSource.WAKE));
        });
    }

    private void drainCommands() {
        AudioCommand c;
        while ((c = commands.poll()) != null) {
            if (c instanceof AudioCommand.Start s) {
                try {
                    listening.start(expected.phrases(s.vocabulary()), s.vocabulary());
                } catch (RuntimeException e) {
                    listening.close();
                    session.dispatch(new VoiceEvent.StageFailed("stt", "stt-failed", e.toString()));
                }
            } else if (c instanceof AudioCommand.Stop) {
                listening.close();
            } else if (c instanceof AudioCommand.Window w) {
                listening.openWindow(w.millis());
            }
        }
    }

    private void endOfInput() {
        drainCommands();
        List<VoiceEvent> tail = new ArrayList<>();
        try {
            tail.addAll(listening.flush());
        } catch (RuntimeException e) {
            tail.add(new VoiceEvent.StageFailed("stt", "stt-failed", e.toString()));
        }
        tail.add(new VoiceEvent.InputEnded());
        // One batch, so the turn thread's first event cannot come between the transcript and the end of input.
        session.dispatchAll(tail);
        session.awaitQuiet(() -> closed);
    }

    private void reopen(IOException cause) {
        AudioSource lost = source;
        String name = lost.describe();
        lost.close();
        LOG.warn("audio source {} lost: {}; reopening", name, cause.toString());
        session.dispatch(new VoiceEvent.StageFailed("capture", "audio-device-lost", name + ": " + cause.getMessage()));
        long pause = config.reopenBackoffMs();
        for (int attempt = 1; !closed; attempt++) {
            try {
                pauser.pause(Duration.ofMillis(pause));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                closed = true;
                return;
            }
            pause = Math.min(pause * 2, config.reopenBackoffMaxMs());
            try {
                AudioSource fresh = sources.open();
                source = fresh;
                LOG.info("audio source {} back after {} attempt(s)", fresh.describe(), attempt);
                session.dispatch(new VoiceEvent.CaptureRecovered(fresh.describe()));
                return;
            } catch (IOException | RuntimeException e) {
                LOG.debug("reopening the audio source failed (attempt {}): {}", attempt, e.toString());
            }
        }
    }
}
