package homebot.turn;

import homebot.skills.api.Utterance;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One turn as the pipeline runs it: an id (so a waiting caller finds its own reply, whatever the words), its
 * kind, and the words. For a {@link TurnKind#PROACTIVE} turn {@code utterance.text()} is the backend's reminder,
 * not anything the user said.
 */
public record Turn(String id, TurnKind kind, Utterance utterance) {
    private static final AtomicLong NEXT = new AtomicLong();
    private static final String RUN = Long.toString(System.nanoTime() & 0xffffff, 36);

    public Turn {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(utterance, "utterance");
    }

    /** A fresh id, unique in this process: {@code t-<run>-<n>}. */
    public static String newId() {
        return "t-" + RUN + "-" + NEXT.incrementAndGet();
    }

    public static Turn user(Utterance utterance) {
        return new Turn(newId(), TurnKind.USER, utterance);
    }

    public static Turn proactive(Utterance reminder) {
        return new Turn(newId(), TurnKind.PROACTIVE, reminder);
    }

    public boolean proactive() {
        return kind == TurnKind.PROACTIVE;
    }

    /** The user's own words this turn: empty for a proactive turn, whatever its reminder says. */
    public String userWords() {
        return proactive() ? "" : utterance.text();
    }
}
