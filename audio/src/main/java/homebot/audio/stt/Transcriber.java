package homebot.audio.stt;

import homebot.audio.capture.AudioSource;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** Whole-stream transcription ({@code homebot transcribe FILE.wav}): every utterance's final text, in order. */
public final class Transcriber {
    private Transcriber() {}

    public static List<String> transcribe(AudioSource source, SpeechRecognizerFactory factory) throws IOException {
        List<String> texts = new ArrayList<>();
        try (SpeechRecognizer recognizer = factory.open()) {
            short[] buffer = new short[1600];
            int n;
            while ((n = source.read(buffer)) >= 0) {
                if (recognizer.accept(buffer, n) instanceof RecognitionResult.Final f && !f.text().isEmpty()) {
                    texts.add(f.text());
                }
            }
            String last = recognizer.finish().text();
            if (!last.isEmpty()) {
                texts.add(last);
            }
        }
        return texts;
    }
}
