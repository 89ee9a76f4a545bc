package homebot.audio.aec;

import homebot.audio.capture.AudioSource;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The echo canceller of one daemon: the playback reference the player feeds, and the wrapper for the mic. */
public final class EchoCancellation implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(EchoCancellation.class);

    private final PlaybackReference reference = new PlaybackReference(AudioSource.SAMPLE_RATE * 2);
    private final EchoCanceller aec;

    EchoCancellation(EchoCanceller aec) {
        this.aec = aec;
    }

    /**
     * @param microphone whether the input is a live microphone (a file or stdin has no acoustic echo)
     * @throws IllegalStateException mode {@code on} without libspeexdsp1
     */
    public static Optional<EchoCancellation> create(EchoCancelConfig config, boolean microphone) {
        if (config.mode().equals("off") || config.mode().equals("auto") && !microphone) {
            return Optional.empty();
        }
        try {
            EchoCancellation e = new EchoCancellation(new SpeexEchoCanceller(config.tailMs()));
            LOG.info("echo cancellation on (speexdsp, tail {} ms)", config.tailMs());
            return Optional.of(e);
        } catch (IllegalStateException | UnsatisfiedLinkError e) {
            if (config.mode().equals("on")) {
                throw e instanceof IllegalStateException ise ? ise : new IllegalStateException(e.getMessage(), e);
            }
            LOG.warn("echo cancellation off: {}", e.getMessage());
            return Optional.empty();
        }
    }

    public PlaybackReference reference() {
        return reference;
    }

    public AudioSource wrap(AudioSource mic) {
        return new EchoCancellingSource(mic, reference, aec);
    }

    @Override
    public void close() {
        aec.close();
    }
}
