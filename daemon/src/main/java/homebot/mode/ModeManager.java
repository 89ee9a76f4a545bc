package homebot.mode;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.skills.api.ExitInfo;
import homebot.skills.api.Timers;
import homebot.skills.api.TurnRecord;
import homebot.skills.api.Utterance;
import homebot.store.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Owns {@code <workspace>/modes/action.json} and the session folders: enter, record turns, exit. The file is
 * the truth: it is read on every call, so a restarted process (or {@code homebot status}) sees the same mode.
 * All methods are serialised; plugin hooks run inside that lock, one call at a time.
 */
public final class ModeManager {
    private static final Logger LOG = LoggerFactory.getLogger(ModeManager.class);
    /** ISO-8601 with a numeric offset even in UTC ("+00:00", not "Z"), as the seed's examples. */
    static final DateTimeFormatter ISO = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ssxxx");

    private final Path workspace;
    private final ModeRegistry registry;
    private final Timers timers;
    private final Clock clock;
    private final ModeConfig config;
    private final ActionFile action;
    private final SessionIds ids;
    private final ObjectMapper json = new ObjectMapper();
    private PendingExit pendingExit;

    /** A user exit accepted during a turn, carried out after the turn's final reply. */
    public record PendingExit(String sessionId, String summary) {}

    public ModeManager(Path workspace, ModeRegistry registry, Timers timers, Clock clock, ModeConfig config) {
        this(workspace, registry, timers, clock, config, new SecureRandom());
    }

    public ModeManager(Path workspace, ModeRegistry registry, Timers timers, Clock clock, ModeConfig config,
                       RandomGenerator random) {
        this.workspace = workspace.toAbsolutePath().normalize();
        this.registry = registry;
        this.timers = timers;
        this.clock = clock;
        this.config = config;
        this.action = new ActionFile(this.workspace.resolve("modes").resolve("action.json"), clock);
        this.ids = new SessionIds(random);
    }

    public ModeRegistry registry() {
        return registry;
    }

    public ModeConfig config() {
        return config;
    }

    public Clock clock() {
        return clock;
    }

    public Path actionFile() {
        return action.path();
    }

    /** {@code <workspace>/modes/sessions/<mode_id>}: where the finished sessions of a mode are kept. */
    public Path sessionsDir(String modeId) {
        return workspace.resolve("modes").resolve("sessions").resolve(modeId);
    }

    public synchronized ActionState state() {
        return action.read();
    }

    public synchronized Optional<ActiveMode> active() {
        ActionState s = action.read();
        return s.active() ? Optional.of(bind(s)) : Optional.empty();
    }

    /**
     * Enters {@code modeId}: creates the session folder, freezes SKILL.md plus the plugin's static prompt into
     * {@code system_prompt.md}, calls {@code onEnter}, then writes action.json active (last, so a crash before it
     * leaves no active mode pointing at a half-made folder).
     */
    public synchronized ActiveMode enter(String modeId) throws ModeSwitchException {
        RegisteredMode mode = registry.find(modeId).orElseThrow(() -> new ModeSwitchException("mode-unknown",
                chinese() ? "没有叫 " + modeId + " 的模式。" : "There is no mode called " + modeId + "."));
        ActionState current = action.read();
        if (current.active()) {
            if (current.modeId().equals(mode.id())) {
                throw new ModeSwitchException("mode-already-active", chinese()
                        ? current.displayName() + "已经开着了。" : name(mode) + " is already on.");
            }
            throw new ModeSwitchException("mode-other-active", chinese()
                    ? "现在正在" + current.displayName() + "中，请先退出" + current.displayName() + "。"
                    : current.displayName() + " is active; please exit it first.");
        }
        ZoneId zone = config.zone(clock);
        ZonedDateTime now = clock.instant().atZone(zone).truncatedTo(ChronoUnit.SECONDS);
        String sessionId = ids.next(mode.id(), now);
        Path dir = sessionsDir(mode.id()).resolve(sessionId);
        ZonedDateTime expires = now.toLocalDate().plusDays(1).atTime(config.expiryTime()).atZone(zone);
        ActionState state = new ActionState(ActionState.SCHEMA_VERSION, true, mode.id(),
                mode.descriptor().displayName(), sessionId, mode.descriptor().skillName(),
                ISO.format(now.toOffsetDateTime()), ISO.format(expires.toOffsetDateTime()), dir.toString(), null);
        KernelModeSession session = session(state, mode);
        try {
            Files.createDirectories(dir);
            String skill = Files.readString(mode.descriptor().skillFile());
            String extra = mode.plugin().staticPrompt(session);
            String frozen = skill.strip() + "\n" + (extra == null || extra.isBlank() ? "" : "\n" + extra.strip() + "\n");
            AtomicFiles.writeString(dir.resolve(ActiveMode.SYSTEM_PROMPT_FILE), frozen);
            mode.plugin().onEnter(session);
            action.write(state);
        } catch (IOException | RuntimeException e) {
            LOG.error("mode-enter-failed: mode {} session {}: {}", mode.id(), sessionId, e.toString(), e);
            throw new ModeSwitchException("mode-enter-failed", chinese()
                    ? "打开" + mode.descriptor().displayName() + "失败了：" + e.getMessage()
                    : "Could not enter " + name(mode) + ": " + e.getMessage(), e);
        }
        pendingExit = null;
        LOG.info("mode {} entered: session {} in {}, expires {}", mode.id(), sessionId, dir, state.expiresAt());
        return new ActiveMode(state, mode, session);
    }

    /** Accepts a user exit of the active mode; it is carried out by {@link #runPendingExit} after the reply. */
    public synchronized PendingExit requestExit(String modeId, String summary) throws ModeSwitchException {
        ActionState s = action.read();
        if (!s.active()) {
            throw new ModeSwitchException("mode-not-active", chinese() ? "现在没有打开任何模式。" : "No mode is active.");
        }
        if (modeId != null && !modeId.isBlank() && !s.modeId().equals(modeId.strip())) {
            throw new ModeSwitchException("mode-not-active", chinese()
                    ? "现在打开的是" + s.displayName() + "，不是 " + modeId + "。"
                    : "The active mode is " + s.displayName() + ", not " + modeId + ".");
        }
        try {
            // The exit runs after the reply: prove now that action.json can be written (the same state again),
            // or the user hears "OK" while the mode stays on (a full or read-only disk).
            action.write(s);
        } catch (IOException e) {
            throw new ModeSwitchException("mode-state-not-saved", chinese()
                    ? "磁盘满了或不能写入，现在退不出" + s.displayName() + "，它还开着。腾出空间后再说一次。"
                    : "The disk is full or read-only, so " + s.displayName() + " cannot be left now; it is still on. "
                            + "Free some space and ask again.", e);
        }
        pendingExit = new PendingExit(s.sessionId(), summary == null || summary.isBlank() ? null : summary.strip());
        return pendingExit;
    }

    public synchronized Optional<PendingExit> pendingExit() {
        return Optional.ofNullable(pendingExit);
    }

    /** Appends one finished turn to the active session's conversation.jsonl; false when no mode is active. */
    public synchronized boolean recordTurn(Utterance u, String assistant) throws IOException {
        return recordTurn(u, assistant, false, null);
    }

    /**
     * Appends one finished turn, of either kind, failed or not (seed 000 records every turn of a session);
     * false when no mode is active.
     *
     * @param proactive the backend woke the model; {@code u.text()} is its reminder, not the user's words
     * @param failure   the turn's error code, or null
     */
    public synchronized boolean recordTurn(Utterance u, String assistant, boolean proactive, String failure)
            throws IOException {
        Optional<ActiveMode> a = active();
        if (a.isEmpty()) {
            return false;
        }
        String ts = ISO.format(OffsetDateTime.ofInstant(clock.instant(), config.zone(clock)).truncatedTo(ChronoUnit.SECONDS));
        new ConversationLog(a.get().sessionDir(), json).append(
                new TurnRecord(ts, u.channel(), u.chatId(), u.speakerId(), u.text(), assistant == null ? "" : assistant,
                        proactive ? TurnRecord.PROACTIVE : TurnRecord.USER, failure));
        return true;
    }

    /** Carries out a requested exit (reason {@code user}); false when none was pending for the active session. */
    public synchronized boolean runPendingExit() {
        PendingExit p = pendingExit;
        pendingExit = null;
        if (p == null) {
            return false;
        }
        Optional<ActiveMode> a = active();
        if (a.isEmpty() || !a.get().sessionId().equals(p.sessionId())) {
            return false;
        }
        exit(a.get(), "user", p.summary());
        return true;
    }

    /** Exits the active mode with reason {@code expired} if {@code now} is at or past its expires_at. */
    public synchronized boolean expireIfDue(Instant now) {
        Optional<ActiveMode> a = active();
        if (a.isEmpty() || now.isBefore(a.get().expiresAt().toInstant())) {
            return false;
        }
        exit(a.get(), "expired", null);
        return true;
    }

    /**
     * The exit pipeline, in the seed's order after the last turn was recorded: summary.md (the model's summary,
     * else the plugin's, else an extractive one), the plugin's afterExit, then action.json inactive.
     */
    private void exit(ActiveMode a, String reason, String modelSummary) {
        RegisteredMode mode = a.mode();
        List<TurnRecord> turns = a.session().turns();
        String summary = modelSummary;
        if (summary == null) {
            try {
                summary = mode.plugin().summarize(a.session(), turns).filter(s -> !s.isBlank()).orElse(null);
            } catch (RuntimeException e) {
                LOG.error("mode-summarize-failed: mode {} session {}: {}", mode.id(), a.sessionId(), e.toString(), e);
            }
        }
        if (summary == null) {
            summary = ExtractiveSummary.of(turns, chinese());
        }
        Path summaryFile = a.sessionDir().resolve(ActiveMode.SUMMARY_FILE);
        String header = "# " + a.displayName() + " " + a.sessionId() + "\n\n"
                + "- started_at: " + a.state().startedAt() + "\n"
                + "- ended_at: " + ISO.format(OffsetDateTime.ofInstant(clock.instant(), config.zone(clock))
                        .truncatedTo(ChronoUnit.SECONDS)) + "\n"
                + "- exit_reason: " + reason + "\n- turns: " + turns.size() + "\n\n";
        try {
            AtomicFiles.writeString(summaryFile, header + summary.strip() + "\n");
        } catch (IOException e) {
            LOG.error("mode-summary-failed: {}: {}", summaryFile, e.toString());
        }
        try {
            mode.plugin().afterExit(a.session(), new ExitInfo(reason, summary.strip(), summaryFile));
        } catch (RuntimeException e) {
            LOG.error("mode-after-exit-failed: mode {} session {}: {}", mode.id(), a.sessionId(), e.toString(), e);
        }
        try {
            action.write(ActionState.inactive(reason));
        } catch (IOException e) {
            LOG.error("mode-state-write-failed: {}: {}; the mode stays active until the next exit",
                    action.path(), e.toString());
            return;
        }
        LOG.info("mode {} exited ({}): session {}, {} turns", mode.id(), reason, a.sessionId(), turns.size());
    }

    private ActiveMode bind(ActionState s) {
        RegisteredMode mode = registry.find(s.modeId()).orElseGet(() -> {
            // The skill was removed while a session ran: system_prompt.md is frozen, so it goes on prompt-only.
            LOG.warn("mode-skill-missing: action.json names mode {} which no skill declares now; continuing "
                    + "session {} prompt-only", s.modeId(), s.sessionId());
            return new RegisteredMode(new ModeDescriptor(s.modeId(), s.displayName(), java.util.Map.of(), List.of(),
                    null, s.modeId(), s.skillName(), Path.of(s.sessionDir())), new PromptOnlyPlugin());
        });
        return new ActiveMode(s, mode, session(s, mode));
    }

    /** The mode's data folder in the workspace (recipes, history), whether or not a session is on. */
    public Path dataDir(RegisteredMode mode) {
        return workspace.resolve(mode.descriptor().dataDirName());
    }

    private KernelModeSession session(ActionState s, RegisteredMode mode) {
        Path dir = Path.of(s.sessionDir());
        return new KernelModeSession(s.modeId(), s.sessionId(), dir,
                dataDir(mode), mode.descriptor().skillDir(),
                OffsetDateTime.parse(s.startedAt()), config.language(), clock, new ConversationLog(dir, json), timers);
    }

    private boolean chinese() {
        return config.chinese();
    }

    private String name(RegisteredMode mode) {
        return mode.descriptor().displayName(config.language());
    }
}
