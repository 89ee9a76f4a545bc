package homebot.skills.cooking;

import homebot.skills.api.LocalReply;
import homebot.skills.api.TurnRecord;
import homebot.skills.api.Utterance;
import java.util.Optional;

/** Speaks one utterance to the plugin the way the kernel does, and records the turn. */
final class Say {
    private Say() {}

    static Optional<LocalReply> to(CookingMode mode, FakeModeSession s, String text) {
        Optional<LocalReply> reply = mode.handleLocally(new Utterance(text, "console", "chat-1", null), s);
        s.turns.add(new TurnRecord(s.clock.instant().toString(), "console", "chat-1", "guest", text,
                reply.map(LocalReply::text).orElse("")));
        return reply;
    }

    static String text(CookingMode mode, FakeModeSession s, String text) {
        return to(mode, s, text).orElseThrow(() -> new AssertionError("not handled locally: " + text)).text();
    }
}
