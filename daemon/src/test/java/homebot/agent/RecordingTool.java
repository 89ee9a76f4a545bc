package homebot.agent;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;

/** A tool that records its calls and answers through a scripted function (which may throw). */
final class RecordingTool implements Tool {
    interface Behaviour {
        String apply(JsonNode args) throws Exception;
    }

    private static final ObjectMapper M = new ObjectMapper();
    final List<JsonNode> calls = new ArrayList<>();
    final List<ToolCallContext> contexts = new ArrayList<>();
    private final String name;
    private final String description;
    private final Visibility visibility;
    private final Behaviour behaviour;

    RecordingTool(String name, String description, Visibility visibility, Behaviour behaviour) {
        this.name = name;
        this.description = description;
        this.visibility = visibility;
        this.behaviour = behaviour;
    }

    static RecordingTool answering(String name, String result) {
        return new RecordingTool(name, "the " + name + " tool", Visibility.VISIBLE, a -> result);
    }

    static RecordingTool deferred(String name, String description, String result) {
        return new RecordingTool(name, description, Visibility.DEFERRED, a -> result);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public JsonNode parameters() {
        return M.createObjectNode().put("type", "object").set("properties", M.createObjectNode());
    }

    @Override
    public Visibility visibility() {
        return visibility;
    }

    @Override
    public String call(JsonNode arguments, ToolCallContext context) throws Exception {
        calls.add(arguments);
        contexts.add(context);
        return behaviour.apply(arguments);
    }
}
