package homebot.audio.wyoming;

import homebot.audio.stt.RecognitionResult;
import homebot.audio.stt.SpeechRecognizer;
import homebot.audio.stt.SttException;
import homebot.audio.wav.PcmFormat;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** One utterance on a Wyoming ASR server; see {@link WyomingRecognizerFactory}. */
final class WyomingRecognizer implements SpeechRecognizer {
    private final StreamingSession session;
    private final Duration transcriptTimeout;
    private final CompletableFuture<String> transcript = new CompletableFuture<>();
    private final StringBuilder partial = new StringBuilder();
    private volatile String partialSnapshot = "";
    private String lastReported = "";
    private boolean stopped;

    WyomingRecognizer(WyomingConnection connection, Asr.Transcribe request, Duration transcriptTimeout) {
        this.transcriptTimeout = transcriptTimeout;
        this.session = new StreamingSession(connection, 256, this::onEvent, "wyoming-stt");
        session.send(request);
        session.send(Audio.AudioStart.of(PcmFormat.TARGET));
    }

    private void onEvent(WyomingMessage m) {
        if (m instanceof Asr.Transcript t) {
            transcript.complete(t.text());
        } else if (m instanceof Asr.TranscriptStart) {
            synchronized (partial) {
                partial.setLength(0);
            }
        } else if (m instanceof Asr.TranscriptChunk c) {
            synchronized (partial) {
                partial.append(c.text());
                partialSnapshot = partial.toString();
            }
        } else if (m instanceof StreamingSession.Failed f) {
            transcript.completeExceptionally(f.cause());
        }
        // transcript-stop and anything else: nothing to do
    }

    @Override
    public RecognitionResult accept(short[] samples, int count) {
        failIfBroken();
        ByteBuffer b = ByteBuffer.allocate(count * 2).order(ByteOrder.LITTLE_ENDIAN);
        b.asShortBuffer().put(samples, 0, count);
        session.send(Audio.AudioChunk.of(PcmFormat.TARGET, b.array()));
        failIfBroken();
        String now = partialSnapshot;
        if (!now.equals(lastReported)) {
            lastReported = now;
            return new RecognitionResult.Partial(now);
        }
        return RecognitionResult.NOTHING;
    }

    private void failIfBroken() {
        WyomingException f = session.failure();
        if (f != null) {
            throw new SttException(WyomingRecognizerFactory.REMOTE_UNAVAILABLE, f.getMessage(), f);
        }
    }

    @Override
    public RecognitionResult.Final finish() {
        if (!stopped) {
            stopped = true;
            session.send(new Audio.AudioStop());
        }
        try {
            String text = transcript.get(transcriptTimeout.toMillis(), TimeUnit.MILLISECONDS);
            return new RecognitionResult.Final(text == null ? "" : text.strip(), List.of());
        } catch (TimeoutException e) {
            throw new SttException(WyomingRecognizerFactory.REMOTE_UNAVAILABLE, "no transcript within "
                    + transcriptTimeout.toMillis() + " ms", e);
        } catch (ExecutionException e) {
            throw new SttException(WyomingRecognizerFactory.REMOTE_UNAVAILABLE, e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SttException(SttException.RECOGNIZER_FAILED, "interrupted while waiting for the transcript", e);
        } finally {
            session.close();
        }
    }

    /** A Wyoming transcription cannot be restarted in place: the caller opens a new recognizer per utterance. */
    @Override
    public void reset() {
        throw new SttException(SttException.RECOGNIZER_FAILED, "a remote recognizer serves one utterance; open another");
    }

    @Override
    public void close() {
        session.close();
    }
}
