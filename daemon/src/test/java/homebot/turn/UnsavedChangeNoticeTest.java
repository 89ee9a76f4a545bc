package homebot.turn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.config.Language;
import homebot.skills.api.Utterance;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The wrapper is invisible to the link it wraps: same turn, same proactive flag, same tool messages. */
class UnsavedChangeNoticeTest {
    private static final class RecordingLink implements TurnHandler {
        final List<Turn> turns = new ArrayList<>();

        @Override
        public Optional<TurnReply> handle(Utterance utterance, ReplySink sink) {
            throw new AssertionError("the wrapper must pass the whole turn on");
        }

        @Override
        public Optional<TurnReply> handle(Turn turn, ReplySink sink) {
            turns.add(turn);
            return Optional.of(new TurnReply("好的。", DialogueState.IDLE, "agent", null, List.of()));
        }

        @Override
        public boolean handlesProactive() {
            return true;
        }
    }

    @Test
    void aWrappedLinkKeepsSeeingProactiveTurnsAndTheWholeTurn() {
        RecordingLink link = new RecordingLink();
        AtomicLong failures = new AtomicLong();
        UnsavedChangeNotice wrapped = new UnsavedChangeNotice(link, failures::get, Language.parse("zh-CN"));
        assertTrue(wrapped.handlesProactive(), "an agent link wrapped for disk notices must still get follow-ups");
        Turn turn = Turn.proactive(new Utterance("看看米饭", "schedule", "kitchen", "homebot"));
        assertEquals("好的。", wrapped.handle(turn, ReplySink.NONE).orElseThrow().text());
        assertEquals(List.of(turn), link.turns);
    }
}
