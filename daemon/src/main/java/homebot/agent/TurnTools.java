package homebot.agent;

import homebot.llm.ToolSpec;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The per-run view of a {@link ToolScope}: which deferred tools {@code tools_find} activated this turn. Tool
 * definitions for a request are the visible tools plus the activated ones, in scope order, then the finder
 * (present whenever the scope has deferred tools, so the list only grows by activation within a turn).
 */
public final class TurnTools {
    private final ToolScope scope;
    private final Set<String> activated = new LinkedHashSet<>();
    private final FindToolsTool finder;

    public TurnTools(ToolScope scope) {
        this.scope = scope;
        this.finder = scope.hasDeferred() ? new FindToolsTool(this) : null;
    }

    /** What a requested name resolves to. */
    public sealed interface Resolution {
        record Found(Tool tool) implements Resolution {}

        record NotActive(Tool tool) implements Resolution {}

        record Unknown(String name) implements Resolution {}
    }

    public Resolution resolve(String name) {
        if (finder != null && (FindToolsTool.NAME.equals(name) || FindToolsTool.ALIAS.equals(name))) {
            return new Resolution.Found(finder);
        }
        for (Tool t : scope.tools()) {
            if (t.name().equals(name)) {
                return isOffered(t) ? new Resolution.Found(t) : new Resolution.NotActive(t);
            }
        }
        return new Resolution.Unknown(name);
    }

    public List<Tool> offered() {
        List<Tool> out = new ArrayList<>();
        for (Tool t : scope.tools()) {
            if (isOffered(t)) {
                out.add(t);
            }
        }
        if (finder != null) {
            out.add(finder);
        }
        return out;
    }

    public List<ToolSpec> definitions() {
        return offered().stream().map(t -> new ToolSpec(t.name(), t.description(), t.parameters())).toList();
    }

    public Set<String> activated() {
        return Set.copyOf(activated);
    }

    List<Tool> deferredTools() {
        return scope.tools().stream().filter(t -> t.visibility() == Visibility.DEFERRED).toList();
    }

    void activate(Tool tool) {
        activated.add(tool.name());
    }

    boolean isActive(Tool tool) {
        return activated.contains(tool.name());
    }

    Optional<Tool> byName(String name) {
        return scope.tools().stream().filter(t -> t.name().equals(name)).findFirst();
    }

    private boolean isOffered(Tool t) {
        return t.visibility() == Visibility.VISIBLE || activated.contains(t.name());
    }
}
