package homebot.conversation;

import homebot.llm.ChatMessage;
import homebot.skills.api.Utterance;
import homebot.turn.TurnListener;
import homebot.turn.TurnReply;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes normal-mode turns into {@code <workspace>/conversations/<chat_id>.jsonl}: the user's words, the tool
 * round trips the agent made, and the final reply. While a mode is active the mode kernel records the turn in
 * its own session instead, so nothing is written twice.
 */
public final class ConversationRecorder implements TurnListener {
    private static final Logger LOG = LoggerFactory.getLogger(ConversationRecorder.class);

    private final ConversationStore store;
    private final BooleanSupplier modeActive;
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
    private final List<ChatMessage> intermediate = new ArrayList<>();

    public ConversationRecorder(ConversationStore store, BooleanSupplier modeActive) {
        this.store = store;
        this.modeActive = modeActive;
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

    /** Tool-call messages of the running turn, written after the user's message when the turn ends. */
    public synchronized void recordIntermediate(List<ChatMessage> messages) {
        intermediate.addAll(messages);
    }

    @Override
    public synchronized void beforeTurn(Utterance utterance) {
        intermediate.clear();
    }

    @Override
    public synchronized void afterTurn(Utterance utterance, TurnReply reply) {
        try {
            if (modeActive.getAsBoolean() || utterance.text().isBlank()) {
                return;
            }
            Conversation c = conversation(utterance.chatId());
            List<ConversationStore.Draft> turn = new ArrayList<>();
            turn.add(new ConversationStore.Draft("user", utterance.text(), List.of(), null, utterance.speakerId()));
            for (ChatMessage m : intermediate) {
                if (!m.toolCalls().isEmpty() || "tool".equals(m.role())) {
                    turn.add(new ConversationStore.Draft(m.role(), m.content() == null ? "" : m.content(),
                            m.toolCalls(), m.toolCallId(), null));
                }
            }
            turn.add(new ConversationStore.Draft("assistant", reply.text(), List.of(), null, null));
            store.appendAll(c, turn);
        } catch (RuntimeException e) {
            LOG.error("could not record the turn in conversation {}: {}", utterance.chatId(), e.getMessage());
        } finally {
            intermediate.clear();
        }
    }
}
