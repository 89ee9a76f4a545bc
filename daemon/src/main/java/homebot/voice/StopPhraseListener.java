package homebot.voice;

import homebot.audio.stt.RecognitionResult;
import homebot.audio.stt.SpeechRecognizer;
import homebot.audio.stt.SpeechRecognizerFactory;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Hears "stop / 停 / 停止 / 别说了" while a reply is spoken: a recognizer restricted to the stop phrases (plus
 * {@code [unk]}), open only in SPEAKING. A grammar recognizer is used rather than the wake detector because the
 * wake detector knows only the wake phrases; a failure here is logged and switches the feature off until the
 * next reply, since losing "stop" must not cut the reply itself. With a {@link BargeInGate} over a trained VAD it
 * hears only where a voice started over the playback. Owned by the audio thread.
 */
final class StopPhraseListener implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(StopPhraseListener.class);

    private final SpeechRecognizerFactory recognizers;
    private final List<String> stopPhrases;
    private final BargeInGate gate;
    private SpeechRecognizer recognizer;
    private boolean failed;

    StopPhraseListener(SpeechRecognizerFactory recognizers, List<String> stopPhrases) {
        this(recognizers, stopPhrases, null);
    }

    /** @param gate what of the playback-time audio to hear (null: all of it) */
    StopPhraseListener(SpeechRecognizerFactory recognizers, List<String> stopPhrases, BargeInGate gate) {
        this.recognizers = recognizers;
        this.stopPhrases = List.copyOf(stopPhrases);
        this.gate = gate;
    }

    /** Opens the grammar recognizer when the reply starts, closes it when the reply ends. */
    void enable(boolean on) {
        if (on && recognizer == null && !failed && !stopPhrases.isEmpty()) {
            try {
                recognizer = recognizers.open(stopPhrases);
                if (gate != null) {
                    gate.reset();
                }
            } catch (RuntimeException e) {
                fail(e);
            }
        } else if (!on) {
            close();
            failed = false;
        }
    }

    /** The stop phrase heard in this chunk, if any. */
    Optional<String> accept(short[] samples, int count) {
        if (recognizer == null) {
            return Optional.empty();
        }
        try {
            short[] heard = samples;
            int n = count;
            boolean ended = false;
            if (gate != null) {
                BargeInGate.Heard h = gate.accept(samples, count);
                heard = h.audio();
                n = heard.length;
                ended = h.ended();
            }
            RecognitionResult r = n == 0 ? RecognitionResult.NOTHING : recognizer.accept(heard, n);
            if (!(r instanceof RecognitionResult.Final f && Phrases.contains(stopPhrases, f.text())) && ended) {
                r = recognizer.finish(); // the voice stopped: what it said is all there is
            }
            if (r instanceof RecognitionResult.Final f && Phrases.contains(stopPhrases, f.text())) {
                recognizer.reset();
                return Optional.of(f.text().strip());
            }
            if (ended) {
                recognizer.reset(); // the next voice over the playback is heard afresh
            }
        } catch (RuntimeException e) {
            fail(e);
        }
        return Optional.empty();
    }

    @Override
    public void close() {
        if (recognizer != null) {
            recognizer.close();
            recognizer = null;
        }
    }

    private void fail(RuntimeException e) {
        LOG.warn("stop-phrase recognizer failed, spoken stop is off for this reply: {}", e.toString());
        close();
        failed = true;
    }
}
