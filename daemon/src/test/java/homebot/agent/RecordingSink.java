package homebot.agent;

import homebot.turn.ReplySink;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** Records sentences in order; an optional hook runs on each (e.g. to open a gated server body). */
final class RecordingSink implements ReplySink {
    final List<String> sentences = new ArrayList<>();
    private final Consumer<String> hook;

    RecordingSink() {
        this(s -> {});
    }

    RecordingSink(Consumer<String> hook) {
        this.hook = hook;
    }

    @Override
    public void sentence(String sentence) {
        sentences.add(sentence);
        hook.accept(sentence);
    }
}
