package homebot.intent;

import homebot.config.Language;
import homebot.skills.api.nlu.Durations;
import homebot.skills.api.nlu.IntentMatch;
import homebot.schedule.ScheduleService;
import homebot.skills.api.TimerInfo;
import homebot.skills.api.TimerStart;
import homebot.skills.api.Utterance;
import homebot.turn.DialogueState;
import homebot.turn.TurnReply;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Named countdown timers outside any mode: "计时五分钟", "焖肉计时四十分钟", "焖肉的计时还剩多久", "取消计时",
 * "有哪些计时", and "知道了/好的/stop" to silence a ringing one. Backed by the persistent scheduler.
 */
public final class TimerIntents {
    private final ScheduleService schedule;
    private final Clock clock;

    public TimerIntents(ScheduleService schedule, Clock clock) {
        this.schedule = schedule;
        this.clock = clock;
    }

    public List<LocalIntent> all() {
        return List.of(intent("alert_ack", this::ack, null), intent("timer_set", this::set,
                l -> l.isChinese() ? "计时，可以起名字（“焖肉计时四十分钟”“还剩多久”“取消计时”）"
                        : "named timers (\"set a timer for 5 minutes for the rice\", \"how long is left\", \"cancel the timer\")"),
                intent("timer_change", this::change, null), intent("timer_left", this::remaining, null),
                intent("timer_cancel", this::cancel, null), intent("timer_list", this::list, null),
                intent("timer_cancel_all", this::cancelAll, null));
    }

    private interface Body {
        TurnReply handle(IntentMatch m, Language lang);
    }

    private LocalIntent intent(String name, Body body, java.util.function.Function<Language, String> capability) {
        return new LocalIntent() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public TurnReply handle(IntentMatch match, Utterance utterance, Language language) {
                // "Garlic's done, kill that timer": the running timer the words name elsewhere
                return body.handle(homebot.skills.api.nlu.TimerNames.withTimerMentioned(match, utterance.text(),
                        schedule.timers().list().stream().map(TimerInfo::name).toList()), language);
            }

            @Override
            public Optional<String> capability(Language language) {
                return capability == null ? Optional.empty() : Optional.of(capability.apply(language));
            }
        };
    }

    private TurnReply ack(IntentMatch m, Language lang) {
        if (!schedule.ringing()) {
            return null;
        }
        int n = schedule.acknowledge().size();
        return reply(lang.isChinese() ? "好的，" + (n > 1 ? n + " 个计时都" : "计时") + "已经关掉了。"
                : n > 1 ? "Okay, " + n + " timers are off." : "Okay, the timer is off.", "alert_ack");
    }

    private TurnReply set(IntentMatch m, Language lang) {
        Optional<Duration> parsed = m.duration("d");
        if (parsed.isEmpty()) {
            return null;
        }
        Duration d = parsed.get();
        Optional<String> given = m.slot("name").map(TimerIntents::cleanName).filter(s -> !s.isBlank());
        String spoken = Durations.speakDigits(d, lang.isChinese());
        TimerStart started;
        try {
            started = given.isPresent()
                    ? schedule.timers().start(given.get(), d, lang.isChinese() ? "「" + given.get() + "」的" + spoken
                            + "计时到了。" : "The " + given.get() + " timer is done.")
                    : schedule.timers().startUnnamed(lang.tag(), d, lang.isChinese() ? spoken + "的计时到了。"
                            : "The " + spoken + " timer is done.");
        } catch (IllegalArgumentException e) {
            return reply(refusal(e.getMessage(), lang), "timer_set");
        }
        String name = started.timer().name();
        if (given.isEmpty()) {
            // The plain one is just "the timer"; another is named aloud so it can be asked for.
            boolean plain = plain(name);
            return reply(lang.isChinese() ? (plain ? "好的，计时" + spoken + "。" : "好的，" + name + "，" + spoken + "。")
                    : (plain ? "Okay, timer set for " + spoken + "." : "Okay, " + name + " set for " + spoken + "."),
                    "timer_set");
        }
        String replaced = started.replaced().map(old -> lang.isChinese() ? "原来的「" + old.name() + "」计时已经换成这个。"
                : " It replaces the old " + old.name() + " timer.").orElse("");
        return reply(lang.isChinese() ? "好的，" + name + "计时" + spoken + "。" + replaced
                : "Okay, the " + name + " timer is set for " + spoken + "." + replaced, "timer_set");
    }

    /**
     * "改成八分钟", "make it four minutes instead": the timer named, else the one set last, starts again with the new
     * length (counted from now, as the cook means it); with none to change the words are declined.
     */
    private TurnReply change(IntentMatch m, Language lang) {
        Optional<Duration> parsed = m.duration("d");
        if (parsed.isEmpty()) {
            return null;
        }
        Optional<String> given = m.slot("name").map(TimerIntents::cleanName).filter(s -> !s.isBlank());
        Optional<TimerInfo> target = given.isPresent() ? given.flatMap(schedule.timers()::find)
                : TimerInfo.latest(schedule.timers().list());
        if (target.isEmpty()) {
            return null; // "make it ten minutes" with no timer running corrects nothing homebot knows of
        }
        Duration d = parsed.get();
        String name = target.get().name();
        String spoken = Durations.speakDigits(d, lang.isChinese());
        try {
            schedule.timers().start(name, d, lang.isChinese() ? "「" + name + "」的" + spoken + "计时到了。"
                    : "The " + name + " timer is done.");
        } catch (IllegalArgumentException e) {
            return reply(refusal(e.getMessage(), lang), "timer_set");
        }
        boolean plain = plain(name);
        return reply(lang.isChinese() ? "好的，" + name + "改成" + spoken + "，从现在算。"
                : "Okay, the " + (plain ? "timer" : name + " timer") + " is now " + spoken + ", from now.", "timer_set");
    }

    /** The first unnamed timer's name, "计时" or "timer": spoken as just "the timer". */
    private static boolean plain(String name) {
        return name.equals("计时") || name.equalsIgnoreCase("timer");
    }

    /** The scheduler's refusal as the user hears it, by its code. */
    private static String refusal(String message, Language lang) {
        String code = message == null ? "" : message.replaceFirst(":.*", "");
        return switch (code) {
            case "timer-name-too-long" -> lang.isChinese() ? "这个计时的名字太长了，请起个短一点的名字。"
                    : "That timer name is too long; please use a shorter one.";
            case "timer-limit-reached", "schedule-full" -> lang.isChinese() ? "计时太多了，请先取消一个。"
                    : "There are too many timers; please cancel one first.";
            default -> lang.isChinese() ? "这个时长不行：计时要在一秒到十二小时之间。"
                    : "I can't set that: a timer must be between one second and twelve hours.";
        };
    }

    private TurnReply remaining(IntentMatch m, Language lang) {
        List<TimerInfo> timers = schedule.timers().list();
        Optional<TimerInfo> t = m.slot("name").map(TimerIntents::cleanName).flatMap(schedule.timers()::find)
                .or(() -> timers.size() == 1 ? Optional.of(timers.get(0)) : Optional.empty());
        if (t.isEmpty()) {
            return timers.isEmpty() ? reply(lang.isChinese() ? "现在没有计时。" : "There are no timers running.", "timer_left")
                    : reply(list(m, lang).text(), "timer_left"); // several timers: how long each has left
        }
        String left = Durations.speakDigits(t.get().remaining(clock.instant()), lang.isChinese());
        boolean plain = t.get().name().equalsIgnoreCase("timer"); // not "the timer timer"
        return reply(lang.isChinese() ? "「" + t.get().name() + "」还剩" + left + "。"
                : "The " + (plain ? "" : t.get().name() + " ") + "timer has " + left + " left.", "timer_left");
    }

    private TurnReply cancel(IntentMatch m, Language lang) {
        List<TimerInfo> timers = schedule.timers().list();
        Optional<java.time.Duration> length = m.slot("d").flatMap(Durations::parse);
        if (length.isPresent()) {
            // "取消八分钟那个": the timer set for that long (the latest, if there are two)
            Optional<TimerInfo> t = TimerInfo.setFor(timers, length.get());
            if (t.isEmpty()) {
                String said = Durations.speakDigits(length.get(), lang.isChinese());
                return reply(lang.isChinese() ? "没有" + said + "的计时。" : "There is no " + said + " timer.", "timer_cancel");
            }
            schedule.timers().cancel(t.get().name());
            return reply(lang.isChinese() ? "好的，「" + t.get().name() + "」的计时取消了。"
                    : "Okay, the " + t.get().name() + " timer is cancelled.", "timer_cancel");
        }
        String name = m.slot("name").map(TimerIntents::cleanName)
                .orElse(timers.size() == 1 ? timers.get(0).name() : null);
        if (name == null) {
            return reply(timers.isEmpty() ? (lang.isChinese() ? "现在没有计时。" : "There are no timers running.")
                    : (lang.isChinese() ? "有好几个计时，要取消哪一个？" : "There are several timers. Which one?"), "timer_cancel",
                    !timers.isEmpty());
        }
        // "Laundry one cancel" for the timer named "laundry": the name as the timers hear it
        name = schedule.timers().find(name).map(TimerInfo::name).orElse(name);
        boolean done = schedule.timers().cancel(name);
        return reply(done ? (lang.isChinese() ? "好的，「" + name + "」的计时取消了。" : "Okay, the " + name + " timer is cancelled.")
                : (lang.isChinese() ? "没有叫「" + name + "」的计时。" : "There is no " + name + " timer."), "timer_cancel");
    }

    /** "取消所有计时" / "cancel all timers": every running timer, said with how many. */
    private TurnReply cancelAll(IntentMatch m, Language lang) {
        List<TimerInfo> timers = schedule.timers().list();
        if (timers.isEmpty()) {
            return reply(lang.isChinese() ? "现在没有计时。" : "There are no timers running.", "timer_cancel_all");
        }
        int n = 0;
        for (TimerInfo t : timers) {
            n += schedule.timers().cancel(t.name()) ? 1 : 0;
        }
        return reply(lang.isChinese() ? "好的，" + n + "个计时都取消了。"
                : n == 1 ? "Okay, the timer is cancelled." : "Okay, all " + n + " timers are cancelled.", "timer_cancel_all");
    }

    private TurnReply list(IntentMatch m, Language lang) {
        List<TimerInfo> timers = schedule.timers().list();
        if (timers.isEmpty()) {
            return reply(lang.isChinese() ? "现在没有计时。" : "There are no timers running.", "timer_list");
        }
        StringBuilder sb = new StringBuilder(lang.isChinese() ? "有" + timers.size() + "个计时：" : timers.size() == 1 ? "One timer: " : timers.size() + " timers: ");
        for (int i = 0; i < timers.size(); i++) {
            TimerInfo t = timers.get(i);
            String left = Durations.speakDigits(t.remaining(clock.instant()), lang.isChinese());
            sb.append(i == 0 ? "" : lang.isChinese() ? "，" : ", ")
                    .append(lang.isChinese() ? "「" + t.name() + "」还剩" + left : t.name() + " with " + left + " left");
        }
        return reply(sb.append(lang.isChinese() ? "。" : ".").toString(), "timer_list");
    }

    private static String cleanName(String name) {
        return homebot.skills.api.nlu.TimerNames.clean(name);
    }

    private static TurnReply reply(String text, String intent) {
        return reply(text, intent, false);
    }

    private static TurnReply reply(String text, String intent, boolean ask) {
        return TurnReply.of(text, ask ? DialogueState.WAITING : DialogueState.IDLE, "intent:" + intent);
    }
}
