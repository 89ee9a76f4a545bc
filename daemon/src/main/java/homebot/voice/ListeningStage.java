package homebot.voice;

import homebot.audio.capture.AudioSource;
import homebot.audio.stt.RecognitionResult;
import homebot.audio.stt.SpeechRecognizer;
import homebot.audio.stt.SpeechRecognizerFactory;
import homebot.audio.vad.EndpointEvent;
import homebot.audio.vad.Endpointer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Hears one utterance (LISTENING and WAITING): feeds the endpointer and the recognizer, and decides where the
 * utterance ends (the recognizer's final result or the endpointer's end, whichever comes first). With a
 * grammar it keeps the audio so that an empty or {@code [unk]} grammar result can be re-run freely. Owned by
 * the audio thread; an engine failure while hearing becomes a {@code stt-failed} event, one while opening
 * propagates.
 */
final class ListeningStage implements AutoCloseable {
    private final SpeechRecognizerFactory recognizers;
    private final Endpointer endpointer;
    private final Phrases phrases;
    private final int bufferCapacity;
    private final CommandCompleteness completeness;
    private final long earlyPauseMs;

    private SpeechRecognizer recognizer;
    private List<String> grammar = List.of();
    private short[] buffer = new short[0];
    private int buffered;
    private boolean speechStarted;
    private boolean done;
    private long windowLeft = -1;
    private String lastPartial = "";
    private Vocabulary vocabulary = Vocabulary.COMMANDS;

    /** @param bufferMillis the longest stretch of audio kept for the free re-run of a grammar utterance */
    ListeningStage(SpeechRecognizerFactory recognizers, Endpointer endpointer, Phrases phrases, long bufferMillis) {
        this(recognizers, endpointer, phrases, bufferMillis, CommandCompleteness.NEVER, 0);
    }

    /**
     * @param completeness when a partial is a whole command, the utterance ends after a pause of only
     *     {@code earlyPauseMs} instead of the endpointer's full trailing silence
     */
    ListeningStage(SpeechRecognizerFactory recognizers, Endpointer endpointer, Phrases phrases, long bufferMillis,
                   CommandCompleteness completeness, long earlyPauseMs) {
        this.completeness = completeness;
        this.earlyPauseMs = earlyPauseMs;
        this.recognizers = recognizers;
        this.endpointer = endpointer;
        this.phrases = phrases;
        this.bufferCapacity = (int) Math.min(Integer.MAX_VALUE, bufferMillis * AudioSource.SAMPLE_RATE / 1000);
    }

    void start(List<String> requested) {
        start(requested, Vocabulary.COMMANDS);
    }

    void start(List<String> requested, Vocabulary opened) {
        close();
        vocabulary = opened;
        grammar = phrases.known(requested);
        recognizer = grammar.isEmpty() ? recognizers.open() : recognizers.open(grammar);
        endpointer.reset();
        buffered = 0;
        speechStarted = false;
        done = false;
        windowLeft = -1;
        lastPartial = "";
    }

    /** Only speech that starts within {@code millis} of audio keeps the session. */
    void openWindow(long millis) {
        windowLeft = millis * AudioSource.SAMPLE_RATE / 1000;
    }

    boolean active() {
        return recognizer != null && !done;
    }

    /** The events this chunk of audio caused, in order. */
    List<VoiceEvent> accept(short[] samples, int count) {
        List<VoiceEvent> out = new ArrayList<>(2);
        if (!active()) {
            return out;
        }
        try {
            hear(samples, count, out);
        } catch (RuntimeException e) {
            // Events already raised by this chunk stay in order before the failure.
            done = true;
            out.add(new VoiceEvent.StageFailed("stt", "stt-failed", e.toString()));
        }
        return out;
    }

    private void hear(short[] samples, int count, List<VoiceEvent> out) {
        keep(samples, count);
        EndpointEvent ep = endpointer.accept(samples, count);
        if (ep instanceof EndpointEvent.SpeechStarted && !speechStarted) {
            speechStarted = true;
            out.add(new VoiceEvent.SpeechStarted());
        }
        RecognitionResult r = recognizer.accept(samples, count);
        if (r instanceof RecognitionResult.Partial p && !p.text().isBlank() && !p.text().equals(lastPartial)) {
            lastPartial = p.text();
            out.add(new VoiceEvent.PartialHeard(p.text()));
        }
        if (r instanceof RecognitionResult.Final f && !f.text().isBlank()) {
            out.add(end(f.text()));
        } else if (completeCommandPaused()) {
            String heard = recognizer.finish().text();
            out.add(end(heard == null || heard.isBlank() ? lastPartial : heard));
        } else if (ep instanceof EndpointEvent.SpeechEnded || ep instanceof EndpointEvent.MaxLength) {
            out.add(end(recognizer.finish().text()));
        } else if (ep instanceof EndpointEvent.NoSpeech) {
            if (windowLeft >= 0) {
                endpointer.reset(); // the follow-up window, not the endpointer, decides in WAITING
            } else {
                done = true;
                out.add(new VoiceEvent.NoSpeechTimedOut());
            }
        }
        if (!done && !speechStarted && windowLeft >= 0) {
            windowLeft -= count;
            if (windowLeft <= 0) {
                done = true;
                out.add(new VoiceEvent.FollowUpWindowExpired());
            }
        }
    }

    /**
     * The running text is a whole command and the speaker paused for the short early pause, by the endpointer's
     * measure (an endpointer that cannot tell never ends early). A breath shorter than that pause inside a
     * longer sentence (下一步…之前先告诉我) does not end it.
     */
    private boolean completeCommandPaused() {
        if (!speechStarted || lastPartial.isBlank()) {
            return false;
        }
        long pause = endpointer.pauseMillis();
        return pause >= earlyPauseMs && completeness.complete(lastPartial, vocabulary);
    }

    /** At the end of the input: an utterance in progress ends here, silence so far ends nothing. */
    List<VoiceEvent> flush() {
        if (!active() || !speechStarted) {
            return List.of();
        }
        return List.of(end(recognizer.finish().text()));
    }

    @Override
    public void close() {
        if (recognizer != null) {
            recognizer.close();
            recognizer = null;
        }
        done = false;
    }

    private VoiceEvent end(String text) {
        done = true;
        String transcript = text == null ? "" : text.strip();
        if (!grammar.isEmpty() && Phrases.unusable(grammar, transcript)) {
            transcript = rerunFreely();
        }
        return new VoiceEvent.SpeechEnded(transcript.replace("[unk]", "").strip());
    }

    private String rerunFreely() {
        try (SpeechRecognizer free = recognizers.open()) {
            String heard = "";
            // Fed in the same chunk size the live path used, so the engine sees the same stream.
            int chunk = 1600;
            for (int off = 0; off < buffered; off += chunk) {
                int n = Math.min(chunk, buffered - off);
                RecognitionResult r = free.accept(Arrays.copyOfRange(buffer, off, off + n), n);
                if (r instanceof RecognitionResult.Final f && !f.text().isBlank()) {
                    heard = heard.isEmpty() ? f.text() : heard + " " + f.text();
                }
            }
            String rest = free.finish().text();
            return (heard + " " + (rest == null ? "" : rest)).strip();
        }
    }

    private void keep(short[] samples, int count) {
        if (grammar.isEmpty()) {
            return;
        }
        if (buffered + count > buffer.length) {
            int want = Math.min(bufferCapacity, Math.max(buffer.length * 2, buffered + count));
            if (want > buffer.length) {
                buffer = Arrays.copyOf(buffer, want);
            }
        }
        int overflow = buffered + count - buffer.length;
        if (overflow > 0) {
            // Past the cap the oldest audio goes: the end of an utterance matters more than leading silence.
            System.arraycopy(buffer, overflow, buffer, 0, buffered - overflow);
            buffered -= overflow;
        }
        System.arraycopy(samples, 0, buffer, buffered, Math.min(count, buffer.length));
        buffered += Math.min(count, buffer.length);
    }
}
