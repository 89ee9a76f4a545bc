package homebot.skills.api;

import java.nio.file.Path;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;

/** What a mode plugin may see and use of its running session: a narrow view, never the daemon itself. */
public interface ModeSession {
    String modeId();

    String sessionId();

    /** Absolute path of {@code <workspace>/modes/sessions/<mode_id>/<session_id>/}. */
    Path sessionDir();

    /** The skill's own data directory in the workspace, e.g. {@code <workspace>/cooking}; created on demand. */
    Path dataDir();

    /** The skill folder ({@code SKILL.md}, {@code mode.json}, bundled data); read-only. */
    Path skillDir();

    OffsetDateTime startedAt();

    /** {@code zh-CN} or {@code en-US}. */
    String language();

    Clock clock();

    /** The finished turns of this session, oldest first, as recorded in {@code conversation.jsonl}. */
    List<TurnRecord> turns();

    /** Named timers that the daemon persists, fires and repeats until acknowledged. */
    Timers timers();
}
