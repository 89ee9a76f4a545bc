package homebot.agent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The daemon's own tools, kept in registration order. Holds no per-turn state: each turn takes a
 * {@link #scope(Collection)} (plus a mode's tools) and the loop tracks activations in a {@link TurnTools}.
 */
public final class ToolRegistry {
    private final List<Tool> tools = new ArrayList<>();

    /** Adds a tool after those already registered; a duplicate or invalid name is refused at once. */
    public synchronized ToolRegistry register(Tool tool) {
        List<Tool> next = new ArrayList<>(tools);
        next.add(tool);
        ToolScope.of(next); // validates names and uniqueness
        tools.add(tool);
        return this;
    }

    public synchronized List<Tool> tools() {
        return List.copyOf(tools);
    }

    public synchronized ToolScope scope() {
        return ToolScope.of(tools);
    }

    /** The registry's tools followed by per-turn extras, e.g. {@code switch_mode} and the active skill's tools. */
    public synchronized ToolScope scope(Collection<? extends Tool> extras) {
        return scope().plus(extras);
    }
}
