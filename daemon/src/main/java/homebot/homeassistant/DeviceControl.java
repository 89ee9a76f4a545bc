package homebot.homeassistant;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.config.Language;
import homebot.skills.api.nlu.Durations;
import homebot.schedule.Job;
import homebot.schedule.ScheduleEvent;
import homebot.schedule.Scheduler;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Switching things in the house through Home Assistant, with the house rules: only allow-listed domains; locks and
 * alarms only after a spoken "yes"; a delayed command becomes a persisted scheduler job that is run when due (also
 * after a restart). Every failure is one log line with its code and one short spoken sentence.
 */
public final class DeviceControl implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(DeviceControl.class);
    /** How long a question "确定要打开前门锁吗？" waits for its yes. */
    static final Duration CONFIRM_WINDOW = Duration.ofSeconds(30);

    private record Pending(DeviceCommand command, Instant until) {}

    private final HomeAssistantConfig config;
    private final HomeAssistantClient client;
    private final EntityDirectory directory;
    private final Scheduler scheduler;
    private final Clock clock;
    private final ObjectMapper json;
    private final ConcurrentLinkedQueue<String> toSpeak = new ConcurrentLinkedQueue<>();
    private final ExecutorService runner = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "ha-commands");
        t.setDaemon(true);
        return t;
    });
    private volatile Pending pending;

    public DeviceControl(HomeAssistantConfig config, Scheduler scheduler, Clock clock, ObjectMapper json) {
        this.config = config;
        this.client = new HomeAssistantClient(config, json);
        this.directory = new EntityDirectory(client, clock, Duration.ofSeconds(config.refreshSeconds()));
        this.scheduler = scheduler;
        this.clock = clock;
        this.json = json;
    }

    public boolean configured() {
        return config.configured();
    }

    /** 开/关 {@code target} now. Returns what to say. */
    public String act(String target, boolean on, Language lang) {
        if (!configured()) {
            return notConfigured(lang);
        }
        Resolved r = resolve(target, on, lang);
        if (r.refusal != null) {
            return r.refusal;
        }
        if (config.confirmDomains().contains(r.command.domain())) {
            pending = new Pending(r.command, clock.instant().plus(CONFIRM_WINDOW));
            return lang.isChinese() ? "确定要" + verb(r.command, lang) + r.command.name() + "吗？"
                    : "Do you really want to " + verb(r.command, lang) + " the " + r.command.name() + "?";
        }
        return run(r.command, lang);
    }

    /** True while a lock or alarm question waits for its answer. */
    public boolean awaitingConfirmation() {
        Pending p = pending;
        return p != null && clock.instant().isBefore(p.until());
    }

    /** The answer to "确定要…吗？": yes runs it, anything else drops it. */
    public String confirm(boolean yes, Language lang) {
        Pending p = pending;
        pending = null;
        if (p == null || !clock.instant().isBefore(p.until())) {
            return null;
        }
        if (!yes) {
            return lang.isChinese() ? "好的，不动它。" : "Okay, I'll leave it.";
        }
        return run(p.command(), lang);
    }

    /** 十分钟后关掉抽油烟机: resolved now (so a wrong name is said now), run by the scheduler when due. */
    public String later(String target, boolean on, Duration delay, Language lang) {
        if (!configured()) {
            return notConfigured(lang);
        }
        Resolved r = resolve(target, on, lang);
        if (r.refusal != null) {
            return r.refusal;
        }
        if (config.confirmDomains().contains(r.command.domain())) {
            return lang.isChinese() ? r.command.name() + "不能定时操作，要操作时请当面确认。"
                    : "I won't do that to the " + r.command.name() + " on a timer; ask me when you are there.";
        }
        String when = Durations.speakDigits(delay, lang.isChinese());
        try {
            scheduler.addCommand(clock.instant().plus(delay), verb(r.command, lang) + " " + r.command.name(),
                    r.command.toJson(json));
        } catch (IllegalArgumentException e) {
            return lang.isChinese() ? "这个时间不行：要在十二小时以内。" : "I can't schedule that: it must be within twelve hours.";
        }
        return lang.isChinese() ? "好的，" + when + "后" + verb(r.command, lang) + r.command.name() + "。"
                : "Okay, in " + when + " I'll " + verb(r.command, lang) + " the " + r.command.name() + ".";
    }

    /** The scheduler's due commands: run off the ticker thread; the outcome is said at the next turn boundary. */
    public void onScheduleEvents(List<ScheduleEvent> events) {
        for (ScheduleEvent e : events) {
            if (e instanceof ScheduleEvent.CommandDue due) {
                DeviceCommand c;
                try {
                    c = DeviceCommand.fromJson(json, due.job().text());
                } catch (IllegalArgumentException bad) {
                    LOG.error("{} (job {})", bad.getMessage(), due.job().id());
                    continue;
                }
                runner.execute(() -> toSpeak.add(run(c, Language.parse(c.language()))));
            }
        }
    }

    /** Outcomes of delayed commands, to speak between turns. */
    public List<String> drainSpoken() {
        List<String> out = new ArrayList<>();
        String s;
        while ((s = toSpeak.poll()) != null) {
            out.add(s);
        }
        return out;
    }

    /** Delayed commands still waiting, for status and tests. */
    public List<Job> scheduled() {
        return scheduler.jobs().stream().filter(j -> j.kind() == homebot.schedule.JobKind.COMMAND).toList();
    }

    private record Resolved(DeviceCommand command, String refusal) {}

    private Resolved resolve(String target, boolean on, Language lang) {
        List<String> reachable = new ArrayList<>(config.domains());
        reachable.addAll(config.confirmDomains());
        Optional<Entity> entity;
        try {
            entity = directory.find(target, reachable);
            if (entity.isEmpty() && directory.find(target, allDomains()).isPresent()) {
                Entity other = directory.find(target, allDomains()).get();
                LOG.info("home assistant: {} ({}) is not in the allowed domains {}", other.entityId(), other.domain(),
                        config.domains());
                return new Resolved(null, lang.isChinese() ? other.name() + "不在允许我控制的设备里。"
                        : "The " + other.name() + " is not among the devices I may control.");
            }
        } catch (HomeAssistantException e) {
            return new Resolved(null, failed(e, target, lang));
        }
        if (entity.isEmpty()) {
            return new Resolved(null, lang.isChinese() ? "Home Assistant 里没有叫「" + target + "」的设备。"
                    : "Home Assistant has no device called \"" + target + "\".");
        }
        return new Resolved(DeviceCommand.of(entity.get(), on, lang.tag()), null);
    }

    private List<String> allDomains() throws HomeAssistantException {
        return directory.entities().stream().map(Entity::domain).distinct().toList();
    }

    private String run(DeviceCommand c, Language lang) {
        try {
            client.call(c.domain(), c.service(), c.entityId());
            LOG.info("home assistant: {}.{} {} done", c.domain(), c.service(), c.entityId());
            return lang.isChinese() ? "好的，已经" + verb(c, lang) + c.name() + "。"
                    : "Okay, the " + c.name() + " is " + (c.on() ? "on" : "off") + ".";
        } catch (HomeAssistantException e) {
            return failed(e, c.name(), lang);
        }
    }

    private String failed(HomeAssistantException e, String what, Language lang) {
        LOG.warn("home assistant request failed: {}", e.getMessage());
        boolean zh = lang.isChinese();
        return switch (e.code()) {
            case "ha-unauthorized" -> zh ? "Home Assistant 拒绝了我的访问令牌，请检查设置。"
                    : "Home Assistant refused my access token; please check the settings.";
            case "ha-not-found" -> zh ? "Home Assistant 里找不到" + what + "。" : "Home Assistant has no " + what + ".";
            case "ha-timeout", "ha-unreachable" -> zh ? "Home Assistant 没有响应，" + what + "没有操作成功。"
                    : "Home Assistant is not answering; nothing was done to the " + what + ".";
            default -> zh ? "Home Assistant 出错了，" + what + "没有操作成功。"
                    : "Home Assistant had an error; nothing was done to the " + what + ".";
        };
    }

    static String notConfigured(Language lang) {
        return lang.isChinese() ? "还没有接入 Home Assistant，没法控制家里的设备。"
                : "Home Assistant is not set up, so I can't control devices.";
    }

    private static String verb(DeviceCommand c, Language lang) {
        if (lang.isChinese()) {
            return c.on() ? "打开" : "关掉";
        }
        return c.on() ? "turn on" : "turn off";
    }

    @Override
    public void close() {
        runner.shutdownNow();
    }
}
