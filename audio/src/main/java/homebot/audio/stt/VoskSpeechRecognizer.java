package homebot.audio.stt;

import org.vosk.Recognizer;

/**
 * One Vosk recognizer. An endpoint with empty text (Vosk endpointing on silence) is reported as
 * {@link RecognitionResult#NOTHING} by {@link #accept}: silence gives nothing; {@link #finish} always returns a
 * Final, possibly empty. Partials are reported only when they change.
 */
public final class VoskSpeechRecognizer implements SpeechRecognizer {
    private final Recognizer recognizer;
    private String lastPartial = "";
    private boolean closed;

    VoskSpeechRecognizer(Recognizer recognizer) {
        this.recognizer = recognizer;
        recognizer.setWords(true);
    }

    @Override
    public RecognitionResult accept(short[] samples, int count) {
        ensureOpen();
        if (recognizer.acceptWaveForm(samples, count)) {
            lastPartial = "";
            RecognitionResult.Final result = VoskResultParser.parseFinal(recognizer.getResult());
            return result.text().isEmpty() ? RecognitionResult.NOTHING : result;
        }
        String partial = VoskResultParser.parsePartial(recognizer.getPartialResult());
        if (partial.equals(lastPartial)) {
            return RecognitionResult.NOTHING;
        }
        lastPartial = partial;
        return partial.isEmpty() ? RecognitionResult.NOTHING : new RecognitionResult.Partial(partial);
    }

    @Override
    public RecognitionResult.Final finish() {
        ensureOpen();
        lastPartial = "";
        return VoskResultParser.parseFinal(recognizer.getFinalResult());
    }

    @Override
    public void reset() {
        ensureOpen();
        lastPartial = "";
        recognizer.reset();
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("recognizer is closed");
        }
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            recognizer.close();
        }
    }
}
