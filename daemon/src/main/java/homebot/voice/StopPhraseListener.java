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
 * next reply, since losing "stop" must not cut the reply itself. Owned by the audio thread.
 */
final class StopPhraseListener implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(StopPhraseListener.class);

    private final SpeechRecognizerFactory recognizers;
    private final List<String> stopPhrases;
    private SpeechRecognizer recognizer;
    private boolean failed;

    StopPhraseListener(SpeechRecognizerFactory recognizers, List<String> stopPhrases) {
        this.recognizers = recognizers;
        this.stopPhrases = List.copyOf(stopPhrases);
    }

    /** Opens the grammar recognizer when the reply starts, closes it when the reply ends. */
    void enable(boolean on) {
        if (on && recognizer == null && !failed && !stopPhrases.isEmpty()) {
            try {
                recognizer = recognizers.open(stopPhrases);
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
            RecognitionResult r = recognizer.accept(samples, count);
            if (r instanceof RecognitionResult.Final f && Phrases.contains(stopPhrases, f.text())) {
                recognizer.reset();
                return Optional.of(f.text().strip());
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
