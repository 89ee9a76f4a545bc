package homebot.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The wire format: one JSON object per line, UTF-8, both ways. Requests {@code {"cmd":"say","text":"…"}} and
 * {@code {"cmd":"status"}}; a say streams {@code {"sentence":"…"}} lines then
 * {@code {"done":true,"reply":"…","dialogue_state":"IDLE"}}; failures are {@code {"error":"…","code":"…"}}.
 */
final class ControlProtocol {
    static final ObjectMapper JSON = new ObjectMapper();
    static final int DEFAULT_MAX_LINE_BYTES = 64 * 1024;

    private ControlProtocol() {}

    static String line(ObjectNode node) {
        try {
            return JSON.writeValueAsString(node) + "\n"; // Jackson escapes newlines inside strings
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    static String error(String code, String message) {
        return line(JSON.createObjectNode().put("error", message).put("code", code));
    }

    static String sentence(String text) {
        return line(JSON.createObjectNode().put("sentence", text));
    }

    static String done(SayResult r) {
        ObjectNode n = JSON.createObjectNode().put("done", true).put("reply", r.reply())
                .put("dialogue_state", r.dialogueState());
        if (r.errorCode() != null) {
            n.put("error_code", r.errorCode());
        }
        return line(n);
    }

    static String say(String text) {
        return line(JSON.createObjectNode().put("cmd", "say").put("text", text));
    }

    static String status() {
        return line(JSON.createObjectNode().put("cmd", "status"));
    }
}
