package homebot.llm;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Writes the OpenAI chat-completions request body. Field order is fixed so equal requests are equal bytes. */
final class RequestEncoder {
    private final ObjectMapper mapper;

    RequestEncoder(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    String encode(LlmRequest request, String model, Double temperature) {
        ObjectNode root = mapper.createObjectNode();
        if (!model.isEmpty()) {
            root.put("model", model);
        }
        ArrayNode messages = root.putArray("messages");
        for (ChatMessage m : request.messages()) {
            messages.add(message(m));
        }
        if (!request.tools().isEmpty()) {
            // an empty "tools" array is rejected by some servers, so it is omitted instead
            ArrayNode tools = root.putArray("tools");
            for (ToolSpec t : request.tools()) {
                ObjectNode fn = tools.addObject().put("type", "function").putObject("function");
                fn.put("name", t.name());
                fn.put("description", t.description());
                fn.set("parameters", t.parameters() == null ? emptySchema() : t.parameters());
            }
        }
        if (temperature != null) {
            root.put("temperature", temperature);
        }
        root.put("stream", true);
        return root.toString();
    }

    private ObjectNode message(ChatMessage m) {
        ObjectNode o = mapper.createObjectNode();
        o.put("role", m.role());
        boolean calls = !m.toolCalls().isEmpty();
        if (calls && (m.content() == null || m.content().isEmpty())) {
            o.putNull("content");
        } else {
            o.put("content", m.content() == null ? "" : m.content());
        }
        if (calls) {
            ArrayNode arr = o.putArray("tool_calls");
            for (ToolCall c : m.toolCalls()) {
                ObjectNode call = arr.addObject();
                call.put("id", c.id());
                call.put("type", "function");
                ObjectNode fn = call.putObject("function");
                fn.put("name", c.name());
                fn.put("arguments", c.arguments() == null ? "" : c.arguments());
            }
        }
        if (m.toolCallId() != null) {
            o.put("tool_call_id", m.toolCallId());
        }
        return o;
    }

    private ObjectNode emptySchema() {
        ObjectNode s = mapper.createObjectNode().put("type", "object");
        s.putObject("properties");
        return s;
    }
}
