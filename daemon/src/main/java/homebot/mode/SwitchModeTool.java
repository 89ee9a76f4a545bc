package homebot.mode;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import homebot.agent.Tool;
import homebot.agent.ToolCallContext;
import homebot.skills.api.ToolArgumentException;
import java.util.stream.Collectors;

/**
 * {@code switch_mode}: the model's only way to change mode. The model proposes; the backend checks the user's
 * own words of this turn with {@link ModeSwitchGuard} and refuses with the reason as the tool's error result.
 * An accepted exit is carried out after the turn's final reply (see {@link ModeTurnScope}).
 */
public final class SwitchModeTool implements Tool {
    public static final String NAME = "switch_mode";

    private final ModeManager manager;
    private final ModeSwitchGuard guard;
    private final JsonNode parameters;
    private final String description;

    public SwitchModeTool(ModeManager manager, ModeSwitchGuard guard) {
        this.manager = manager;
        this.guard = guard;
        ObjectMapper json = new ObjectMapper();
        ObjectNode p = json.createObjectNode().put("type", "object");
        ObjectNode props = p.putObject("properties");
        props.putObject("action").put("type", "string").put("description", "enter or exit a mode")
                .putArray("enum").add("enter").add("exit");
        ObjectNode id = props.putObject("mode_id").put("type", "string").put("description", "the mode's id");
        if (!manager.registry().modes().isEmpty()) {
            // Some providers reject an empty enum; without modes the tool is not offered anyway.
            ArrayNode ids = id.putArray("enum");
            manager.registry().modes().forEach(m -> ids.add(m.id()));
        }
        props.putObject("summary").put("type", "string").put("description",
                "exit only: a short summary of this mode session in the user's language, saved to summary.md");
        p.putArray("required").add("action").add("mode_id");
        p.put("additionalProperties", false);
        this.parameters = p;
        this.description = "Enter or exit a mode. Call it ONLY when the user explicitly asks in this turn to open/"
                + "enter/start/switch to/turn on or close/exit/end/stop/turn off a mode by its name; the backend "
                + "checks the user's words and refuses otherwise. Modes: "
                + manager.registry().modes().stream().map(m -> m.id() + " (" + String.join(" / ",
                        m.descriptor().names()) + ")").collect(Collectors.joining(", "))
                + ". An exit takes effect after your reply.";
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public JsonNode parameters() {
        return parameters;
    }

    @Override
    public String call(JsonNode arguments, ToolCallContext context) throws ToolArgumentException {
        String action = text(arguments, "action");
        String modeId = text(arguments, "mode_id");
        if (!"enter".equals(action) && !"exit".equals(action)) {
            throw new ToolArgumentException("tool-bad-arguments: action must be \"enter\" or \"exit\"");
        }
        if (modeId == null) {
            throw new ToolArgumentException("tool-bad-arguments: mode_id is required");
        }
        RegisteredMode mode = manager.registry().find(modeId).orElseThrow(() -> new ToolArgumentException(
                "mode-unknown: no mode \"" + modeId + "\"; known: " + manager.registry().modes().stream()
                        .map(RegisteredMode::id).collect(Collectors.joining(", "))));
        ModeSwitchGuard.Action a = "enter".equals(action) ? ModeSwitchGuard.Action.ENTER : ModeSwitchGuard.Action.EXIT;
        if (context.utterance().text().isBlank()) {
            // A proactive turn (a follow-up the backend started): nobody spoke, whatever the reminder says.
            throw new ToolArgumentException("switch-refused (switch-no-user-words): the user said nothing this turn "
                    + "(it is a system reminder); the mode was not changed. Only the user's own request can switch modes.");
        }
        ModeSwitchGuard.Verdict v = guard.check(a, mode.descriptor(), context.utterance().text());
        if (!v.allowed()) {
            throw new ToolArgumentException("switch-refused (" + v.code() + "): " + v.reason()
                    + ". The mode was not changed; do not retry unless the user asks explicitly.");
        }
        try {
            if (a == ModeSwitchGuard.Action.ENTER) {
                ActiveMode m = manager.enter(mode.id());
                return "entered " + m.displayName() + " (" + m.modeId() + "), session " + m.sessionId()
                        + ". The mode's instructions apply from the next turn; confirm briefly to the user.";
            }
            manager.requestExit(mode.id(), text(arguments, "summary"));
            return "exit of " + mode.descriptor().displayName() + " accepted; the session is archived after this "
                    + "reply. Say a brief goodbye to the mode.";
        } catch (ModeSwitchException e) {
            throw new ToolArgumentException(e.code() + ": " + e.getMessage());
        }
    }

    private static String text(JsonNode args, String field) {
        JsonNode n = args == null ? null : args.get(field);
        return n == null || n.isNull() || n.asText().isBlank() ? null : n.asText().strip();
    }
}
