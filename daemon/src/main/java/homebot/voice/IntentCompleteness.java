package homebot.voice;

import homebot.skills.api.nlu.CommandIntents;
import java.util.List;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The wired {@link CommandCompleteness}: a partial is complete when the one intent engine matches it as a whole
 * command ({@link CommandIntents#whole}: confident, no free-text slot left open) among the sentences that count
 * now, the active mode's and the daemon's, which {@code sources} gives at each call (so "下一步" is complete in
 * cooking mode and waits for the silence outside it; the kernel knows no mode's words). In a follow-up the
 * answers (yes/no) count too. Asked only once the speaker has paused, so the sources are read a few times per
 * utterance at most.
 */
public final class IntentCompleteness implements CommandCompleteness {
    private static final Logger LOG = LoggerFactory.getLogger(IntentCompleteness.class);

    private final Supplier<List<CommandIntents>> sources;

    public IntentCompleteness(Supplier<List<CommandIntents>> sources) {
        this.sources = sources;
    }

    @Override
    public boolean complete(String partial, Vocabulary vocabulary) {
        if (partial == null || partial.isBlank()) {
            return false;
        }
        boolean answering = vocabulary == Vocabulary.FOLLOW_UP;
        try {
            for (CommandIntents c : sources.get()) {
                if (c.whole(partial, answering)) {
                    return true;
                }
            }
        } catch (RuntimeException e) {
            // a broken mode plugin costs the early answer, never the utterance
            LOG.warn("code=completeness-failed {}", e.toString());
        }
        return false;
    }
}
