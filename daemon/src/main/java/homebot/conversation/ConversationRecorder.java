package homebot.conversation;

import homebot.llm.ChatMessage;
import homebot.skills.api.Utterance;
import homebot.turn.Turn;
import homebot.turn.TurnListener;
import homebot.turn.TurnReply;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes normal-mode turns into {@code <workspace>/conversations/<chat_id>.jsonl}: the user's words (or, for a
 * proactive turn, the backend's reminder as a {@code system} line, never a {@code user} line), the tool round
 * trips the turn's reply carries, and the final reply; a failed turn is recorded too, its reply the apology the
 * user heard. A turn the mode kernel recorded in its session ({@code recordedElsewhere}) is not written here, so
 * nothing is written twice whatever order the listeners run in.
 */
public final class ConversationRecorder implements TurnListener {
    private static final Logger LOG = LoggerFactory.getLogger(ConversationRecorder.class);
    /** The role of a proactive turn's reminder line. */
    public static final String REMINDER_ROLE = "system";

    private final ConversationStore store;
    private final Predicate<Turn> recordedElsewhere;
    /** Conversations kept in memory, most recently used last. Every wake-up has its own chat id, so an
     *  unbounded map grew by every conversation ever held (found by the soak); an evicted one is on disk and
     *  is loaded again if its chat id comes back. */
    static final int OPEN_LIMIT = 16;
    private final Map<String, Conversation> open = new LinkedHashMap<>(32, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Conversation> eldest) {
            return size() > OPEN_LIMIT;
        }
    };

    public ConversationRecorder(ConversationStore store, Predicate<Turn> recordedElsewhere) {
        this.store = store;
        this.recordedElsewhere = recordedElsewhere;
    }

    /** The conversation of a chat id, loaded or created on first use. */
    public synchronized Conversation conversation(String chatId) {
        return open.computeIfAbsent(chatId, id -> {
            try {
                return store.exists(id) ? store.load(id) : store.create(id);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** Makes {@code c} the open conversation of its id (after /switch or /new). */
    public synchronized void use(Conversation c) {
        open.put(c.id(), c);
    }

    @Override
    public synchronized void afterTurn(Turn turn, TurnReply reply) {
        Utterance utterance = turn.utterance();
        try {
            if (recordedElsewhere.test(turn) || utterance.text().isBlank()) {
                return;
            }
            if (turn.proactive() && reply.text().isBlank()) {
                return; // the model chose silence: nothing happened in the conversation
            }
            Conversation c = conversation(utterance.chatId());
            List<ConversationStore.Draft> lines = new ArrayList<>();
            lines.add(turn.proactive()
                    ? new ConversationStore.Draft(REMINDER_ROLE, utterance.text(), List.of(), null, null)
                    : new ConversationStore.Draft("user", utterance.text(), List.of(), null, utterance.speakerId()));
            for (ChatMessage m : reply.toolMessages()) {
                if (!m.toolCalls().isEmpty() || "tool".equals(m.role())) {
                    lines.add(new ConversationStore.Draft(m.role(), m.content() == null ? "" : m.content(),
                            m.toolCalls(), m.toolCallId(), null));
                }
            }
            lines.add(new ConversationStore.Draft("assistant", reply.text(), List.of(), null, null, reply.errorCode()));
            store.appendAll(c, lines);
        } catch (RuntimeException e) {
            LOG.error("could not record the turn in conversation {}: {}", utterance.chatId(), e.getMessage());
        }
    }
}
