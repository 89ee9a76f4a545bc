package homebot.agent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The tools one turn may use, in their fixed order: the registry's tools in registration order, then any
 * per-turn extras (a mode's {@code switch_mode} and skill tools) in the order given. Immutable; the same scope
 * yields byte-identical tool definitions every turn, which keeps provider prefix caches warm.
 */
public final class ToolScope {
    /** OpenAI's function-name rule; DeepSeek, Ollama and llama.cpp accept the same names. */
    static final Pattern NAME = Pattern.compile("[a-zA-Z0-9_-]{1,64}");

    private final List<Tool> tools;

    private ToolScope(List<Tool> tools) {
        this.tools = List.copyOf(tools);
    }

    public static ToolScope of(Collection<? extends Tool> tools) {
        Set<String> names = new HashSet<>();
        for (Tool t : tools) {
            checkName(t.name());
            if (t.name().equals(FindToolsTool.NAME)) {
                throw new IllegalArgumentException("tool name " + FindToolsTool.NAME + " is reserved for the built-in finder");
            }
            if (!names.add(t.name())) {
                throw new IllegalArgumentException("duplicate tool name: " + t.name());
            }
        }
        return new ToolScope(new ArrayList<>(tools));
    }

    public static ToolScope empty() {
        return new ToolScope(List.of());
    }

    /** This scope followed by {@code extras} (e.g. the active mode's tools); names must stay unique. */
    public ToolScope plus(Collection<? extends Tool> extras) {
        List<Tool> all = new ArrayList<>(tools);
        all.addAll(extras);
        return of(all);
    }

    public List<Tool> tools() {
        return tools;
    }

    public boolean hasDeferred() {
        return tools.stream().anyMatch(t -> t.visibility() == Visibility.DEFERRED);
    }

    static void checkName(String name) {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("tool name must match " + NAME.pattern() + " (OpenAI function names), was: "
                    + name);
        }
    }
}
