package homebot.intent;

import homebot.config.Language;
import homebot.skills.api.nlu.Durations;
import homebot.skills.api.nlu.IntentMatch;
import homebot.schedule.ScheduleService;
import homebot.skills.api.TimerInfo;
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
                intent("timer_remaining", this::remaining, null), intent("timer_cancel", this::cancel, null),
                intent("timer_list", this::list, null), intent("timer_cancel_all", this::cancelAll, null));
    }

    private interface Body {
        TurnReply handle(IntentMatch m, Language lang);
    }

    private static LocalIntent intent(String name, Body body, java.util.function.Function<Language, String> capability) {
        return new LocalIntent() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public TurnReply handle(IntentMatch match, Utterance utterance, Language language) {
                return body.handle(match, language);
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
        String name = m.slot("name").map(TimerIntents::cleanName).filter(s -> !s.isBlank())
                .orElse(lang.isChinese() ? "计时" : "timer");
        String spoken = Durations.speakDigits(d, lang.isChinese());
        String announcement = lang.isChinese() ? "「" + name + "」的" + spoken + "计时到了。"
                : "The " + name + " timer is done.";
        try {
            schedule.timers().start(name, d, announcement);
        } catch (IllegalArgumentException e) {
            return reply(lang.isChinese() ? "这个时长不行：计时要在一秒到十二小时之间。"
                    : "I can't set that: a timer must be between one second and twelve hours.", "timer_set");
        }
        boolean unnamed = m.slot("name").isEmpty();
        return reply(lang.isChinese() ? (unnamed ? "好的，计时" + spoken + "。" : "好的，" + name + "计时" + spoken + "。")
                : (unnamed ? "Okay, timer set for " + spoken + "." : "Okay, the " + name + " timer is set for " + spoken + "."), "timer_set");
    }

    private TurnReply remaining(IntentMatch m, Language lang) {
        List<TimerInfo> timers = schedule.timers().list();
        Optional<TimerInfo> t = m.slot("name").map(TimerIntents::cleanName).flatMap(schedule.timers()::find)
                .or(() -> timers.size() == 1 ? Optional.of(timers.get(0)) : Optional.empty());
        if (t.isEmpty()) {
            return timers.isEmpty() ? reply(lang.isChinese() ? "现在没有计时。" : "There are no timers running.", "timer_remaining")
                    : reply(list(m, lang).text(), "timer_remaining"); // several timers: how long each has left
        }
        String left = Durations.speakDigits(t.get().remaining(clock.instant()), lang.isChinese());
        return reply(lang.isChinese() ? "「" + t.get().name() + "」还剩" + left + "。"
                : "The " + t.get().name() + " timer has " + left + " left.", "timer_remaining");
    }

    private TurnReply cancel(IntentMatch m, Language lang) {
        List<TimerInfo> timers = schedule.timers().list();
        String name = m.slot("name").map(TimerIntents::cleanName)
                .orElse(timers.size() == 1 ? timers.get(0).name() : null);
        if (name == null) {
            return reply(timers.isEmpty() ? (lang.isChinese() ? "现在没有计时。" : "There are no timers running.")
                    : (lang.isChinese() ? "有好几个计时，要取消哪一个？" : "There are several timers. Which one?"), "timer_cancel",
                    !timers.isEmpty());
        }
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
        return name.replaceAll("^(the|a|my)\\s+", "").replaceAll("(的)$", "").trim();
    }

    private static TurnReply reply(String text, String intent) {
        return reply(text, intent, false);
    }

    private static TurnReply reply(String text, String intent, boolean ask) {
        return TurnReply.of(text, ask ? DialogueState.WAITING : DialogueState.IDLE, "intent:" + intent);
    }
}
