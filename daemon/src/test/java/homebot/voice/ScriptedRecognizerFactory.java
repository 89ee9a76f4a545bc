package homebot.voice;

import homebot.audio.stt.RecognitionResult;
import homebot.audio.stt.SpeechRecognizer;
import homebot.audio.stt.SpeechRecognizerFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Recognizers that transcribe {@link FakeSpeech} like Vosk: a partial per new phrase, a final after
 * {@code finalSilenceMs} of silence (0: only {@link SpeechRecognizer#finish()} gives one), and with a grammar
 * every phrase outside it comes out as {@code [unk]}. Records every recognizer it opened.
 */
final class ScriptedRecognizerFactory implements SpeechRecognizerFactory {
    private final FakeSpeech speech;
    private final long finalSilenceMs;
    private final List<ScriptedRecognizer> opened = new ArrayList<>();
    volatile String crashOn;
    volatile boolean failOpen;
    /** Like Vosk on long silence: an empty final every {@code finalSilenceMs} of silence even without words. */
    volatile boolean emptyFinalsOnSilence;
    Set<String> unknownPhrases = Set.of();

    ScriptedRecognizerFactory(FakeSpeech speech, long finalSilenceMs) {
        this.speech = speech;
        this.finalSilenceMs = finalSilenceMs;
    }

    synchronized List<ScriptedRecognizer> opened() {
        return List.copyOf(opened);
    }

    /** The grammars of every recognizer opened, in order; "free" for free recognition. */
    synchronized List<String> openedGrammars() {
        return opened.stream().map(r -> r.grammar == null ? "free" : String.join("|", r.grammar)).toList();
    }

    @Override
    public synchronized SpeechRecognizer open() {
        if (failOpen) {
            throw new IllegalStateException("model file unreadable");
        }
        ScriptedRecognizer r = new ScriptedRecognizer(null);
        opened.add(r);
        return r;
    }

    @Override
    public synchronized SpeechRecognizer open(List<String> phrases) {
        if (failOpen) {
            throw new IllegalStateException("model file unreadable");
        }
        ScriptedRecognizer r = new ScriptedRecognizer(List.copyOf(phrases));
        opened.add(r);
        return r;
    }

    @Override
    public boolean knows(String phrase) {
        return !unknownPhrases.contains(phrase);
    }

    @Override
    public void close() {}

    final class ScriptedRecognizer implements SpeechRecognizer {
        final List<String> grammar;
        volatile long fedSamples;
        volatile boolean closed;
        private final List<String> words = new ArrayList<>();
        private String current;
        private long silenceMs;

        ScriptedRecognizer(List<String> grammar) {
            this.grammar = grammar;
        }

        @Override
        public RecognitionResult accept(short[] samples, int count) {
            if (closed) {
                throw new IllegalStateException("recognizer used after close");
            }
            fedSamples += count;
            String heard = speech.decode(samples, count);
            if (heard != null && heard.equals(crashOn)) {
                throw new IllegalStateException("native recognizer crashed");
            }
            if (heard == null) {
                current = null;
                silenceMs += count / 16;
                if (finalSilenceMs > 0 && silenceMs >= finalSilenceMs && (!words.isEmpty() || emptyFinalsOnSilence)) {
                    return finish();
                }
                return RecognitionResult.NOTHING;
            }
            silenceMs = 0;
            if (heard.equals(current)) {
                return RecognitionResult.NOTHING;
            }
            current = heard;
            String text = speech.transcript(heard);
            words.add(grammar != null && !grammar.contains(text) ? "[unk]" : text);
            return new RecognitionResult.Partial(text());
        }

        @Override
        public RecognitionResult.Final finish() {
            RecognitionResult.Final f = new RecognitionResult.Final(text(), List.of());
            reset();
            return f;
        }

        @Override
        public void reset() {
            words.clear();
            current = null;
            silenceMs = 0;
        }

        @Override
        public void close() {
            closed = true;
        }

        private String text() {
            return String.join(" ", words.stream().filter(w -> !w.isEmpty()).toList());
        }
    }
}
