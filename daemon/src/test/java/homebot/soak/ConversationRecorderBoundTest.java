package homebot.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.conversation.Conversation;
import homebot.conversation.ConversationRecorder;
import homebot.conversation.ConversationStore;
import homebot.skills.api.Utterance;
import homebot.testing.MovableClock;
import homebot.turn.DialogueState;
import homebot.turn.TurnReply;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The recorder holds only recent conversations in memory (the soak found it kept all); older ones reload intact. */
class ConversationRecorderBoundTest {
    @TempDir
    Path dir;

    @Test
    void aConversationEvictedByManyNewerChatsComesBackFromDiskWithAllItsMessages() {
        ConversationStore store = new ConversationStore(dir, new ObjectMapper(),
                new MovableClock(Instant.parse("2026-11-29T10:00:00Z"), ZoneId.of("UTC")));
        ConversationRecorder recorder = new ConversationRecorder(store, turn -> false);
        Conversation first = recorder.conversation("chat-0");
        for (int i = 0; i < 100; i++) {
            Utterance u = new Utterance("第" + i + "句", "test", "chat-" + (i % 50), "guest");
            recorder.afterTurn(homebot.turn.Turn.user(u), TurnReply.of("好的" + i, DialogueState.IDLE, "test"));
        }
        Conversation again = recorder.conversation("chat-0");
        assertNotSame(first, again, "chat-0 was evicted after 49 newer chats and loaded again");
        assertEquals(4, again.size(), "two turns of user + assistant survive the eviction");
    }
}
