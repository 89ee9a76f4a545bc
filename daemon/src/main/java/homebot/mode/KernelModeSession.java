package homebot.mode;

import homebot.skills.api.ModeSession;
import homebot.skills.api.Timers;
import homebot.skills.api.TurnRecord;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;

/** The kernel's {@link ModeSession}: a narrow view of one session for its plugin. */
public final class KernelModeSession implements ModeSession {
    private final String modeId;
    private final String sessionId;
    private final Path sessionDir;
    private final Path dataDir;
    private final Path skillDir;
    private final OffsetDateTime startedAt;
    private final String language;
    private final Clock clock;
    private final ConversationLog log;
    private final Timers timers;

    KernelModeSession(String modeId, String sessionId, Path sessionDir, Path dataDir, Path skillDir,
                      OffsetDateTime startedAt, String language, Clock clock, ConversationLog log, Timers timers) {
        this.modeId = modeId;
        this.sessionId = sessionId;
        this.sessionDir = sessionDir;
        this.dataDir = dataDir;
        this.skillDir = skillDir;
        this.startedAt = startedAt;
        this.language = language;
        this.clock = clock;
        this.log = log;
        this.timers = timers;
    }

    @Override
    public String modeId() {
        return modeId;
    }

    @Override
    public String sessionId() {
        return sessionId;
    }

    @Override
    public Path sessionDir() {
        return sessionDir;
    }

    @Override
    public Path dataDir() {
        try {
            return Files.createDirectories(dataDir);
        } catch (IOException e) {
            throw new UncheckedIOException("could not create the skill data folder " + dataDir, e);
        }
    }

    @Override
    public Path skillDir() {
        return skillDir;
    }

    @Override
    public OffsetDateTime startedAt() {
        return startedAt;
    }

    @Override
    public String language() {
        return language;
    }

    @Override
    public Clock clock() {
        return clock;
    }

    @Override
    public List<TurnRecord> turns() {
        return log.read();
    }

    @Override
    public Timers timers() {
        return timers;
    }
}
