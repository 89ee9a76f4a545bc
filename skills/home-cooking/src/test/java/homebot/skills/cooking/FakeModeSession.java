package homebot.skills.cooking;

import homebot.skills.api.ModeSession;
import homebot.skills.api.Timers;
import homebot.skills.api.TurnRecord;
import homebot.testing.FakeTimers;
import homebot.testing.MovableClock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

/** A cooking session under a temp workspace: {@code modes/sessions/cooking/<id>} and {@code cooking/}. */
final class FakeModeSession implements ModeSession {
    static final Instant START = Instant.parse("2026-10-22T11:55:00Z");

    final Path workspace;
    final String id;
    final MovableClock clock;
    final FakeTimers timers;
    final List<TurnRecord> turns = new ArrayList<>();
    String language = "zh-CN";

    FakeModeSession(Path workspace, String id, MovableClock clock, FakeTimers timers) throws Exception {
        this.workspace = workspace;
        this.id = id;
        this.clock = clock;
        this.timers = timers;
        Files.createDirectories(sessionDir());
    }

    static FakeModeSession in(Path workspace) throws Exception {
        MovableClock clock = new MovableClock(START, ZoneOffset.ofHours(8));
        return new FakeModeSession(workspace, "cook-20261022-195500-a1b2c3", clock, new FakeTimers(clock));
    }

    /** The same session as seen by a restarted process: same dirs and timers, new plugin instance. */
    FakeModeSession sameSession() throws Exception {
        return new FakeModeSession(workspace, id, clock, timers);
    }

    FakeModeSession english() {
        language = "en-US";
        return this;
    }

    @Override
    public String modeId() {
        return "cooking";
    }

    @Override
    public String sessionId() {
        return id;
    }

    @Override
    public Path sessionDir() {
        return workspace.resolve("modes/sessions/cooking").resolve(id);
    }

    @Override
    public Path dataDir() {
        return workspace.resolve("cooking");
    }

    @Override
    public Path skillDir() {
        return Path.of("skills/home-cooking");
    }

    @Override
    public OffsetDateTime startedAt() {
        return START.atOffset(ZoneOffset.ofHours(8));
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
        return turns;
    }

    @Override
    public Timers timers() {
        return timers;
    }
}
