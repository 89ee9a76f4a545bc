package homebot.audio.stt;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;

/**
 * Vosk's JSON: final {@code {"text": "...", "result": [{"conf","start","end","word"}]}}, partial
 * {@code {"partial": "..."}}. Malformed JSON is a recognizer fault, not user input: it raises
 * {@code stt-recognizer-failed}.
 */
public final class VoskResultParser {
    private static final ObjectMapper JSON = new ObjectMapper();

    private VoskResultParser() {}

    public static RecognitionResult.Final parseFinal(String json) {
        JsonNode root = tree(json);
        List<RecognitionResult.Word> words = new ArrayList<>();
        for (JsonNode w : root.path("result")) {
            words.add(new RecognitionResult.Word(w.path("word").asText(""), w.path("conf").asDouble(0),
                    w.path("start").asDouble(0), w.path("end").asDouble(0)));
        }
        return new RecognitionResult.Final(root.path("text").asText("").strip(), words);
    }

    public static String parsePartial(String json) {
        return tree(json).path("partial").asText("").strip();
    }

    private static JsonNode tree(String json) {
        try {
            return JSON.readTree(json == null ? "{}" : json);
        } catch (java.io.IOException e) {
            throw new SttException(SttException.RECOGNIZER_FAILED, "unparseable recognizer output: " + json, e);
        }
    }
}
