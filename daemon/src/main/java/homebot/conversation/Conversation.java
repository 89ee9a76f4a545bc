package homebot.conversation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A message tree (seed 003): messages linked by {@code parent_id}; the cursor is where the next message
 * attaches. Normally the cursor is the last message; moving it to an earlier one starts a branch.
 */
public final class Conversation {
    private final String id;
    private final String createdAt;
    private final Map<String, Message> messages = new LinkedHashMap<>();
    private String cursor;

    Conversation(String id, String createdAt) {
        this.id = id;
        this.createdAt = createdAt;
    }

    public String id() {
        return id;
    }

    public String createdAt() {
        return createdAt;
    }

    void add(Message m) {
        messages.put(m.msgId(), m);
        cursor = m.msgId();
    }

    public Optional<String> cursor() {
        return Optional.ofNullable(cursor);
    }

    public void moveCursor(String msgId) {
        if (msgId != null && !messages.containsKey(msgId)) {
            throw new IllegalArgumentException("no message " + msgId + " in conversation " + id);
        }
        cursor = msgId;
    }

    public int size() {
        return messages.size();
    }

    /** The messages from the root down to the cursor, oldest first. */
    public List<Message> chain() {
        List<Message> chain = new ArrayList<>();
        String at = cursor;
        while (at != null) {
            Message m = messages.get(at);
            if (m == null) {
                break; // a parent lost in a torn line: the chain starts here
            }
            chain.add(0, m);
            at = m.parentId();
        }
        return chain;
    }

    public List<Message> children(String parentId) {
        List<Message> out = new ArrayList<>();
        for (Message m : messages.values()) {
            if (java.util.Objects.equals(m.parentId(), parentId)) {
                out.add(m);
            }
        }
        return out;
    }

    public Optional<Message> last() {
        Message last = null;
        for (Message m : messages.values()) {
            last = m;
        }
        return Optional.ofNullable(last);
    }

    public Optional<Message> message(String msgId) {
        return Optional.ofNullable(messages.get(msgId));
    }
}
