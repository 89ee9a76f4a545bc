package homebot.intent;

import homebot.config.Language;
import homebot.skills.api.nlu.IntentMatch;
import homebot.skills.api.Utterance;
import homebot.turn.DialogueState;
import homebot.turn.TurnReply;
import java.time.Clock;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.TextStyle;
import java.util.Locale;
import java.util.Optional;

/** "现在几点" / "what time is it" and "今天几号" / "what's the date": answered from the injected clock. */
public final class TimeIntent implements LocalIntent {
    private final String name;
    private final Clock clock;

    private TimeIntent(String name, Clock clock) {
        this.name = name;
        this.clock = clock;
    }

    public static TimeIntent time(Clock clock) {
        return new TimeIntent("time", clock);
    }

    public static TimeIntent date(Clock clock) {
        return new TimeIntent("date", clock);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public TurnReply handle(IntentMatch match, Utterance utterance, Language language) {
        ZonedDateTime now = ZonedDateTime.now(clock);
        String text = name.equals("time") ? time(now, language) : date(now, language);
        return TurnReply.of(text, DialogueState.IDLE, "intent:" + name);
    }

    static String time(ZonedDateTime now, Language lang) {
        if (lang.isChinese()) {
            int h = now.getHour();
            String part = h < 5 ? "凌晨" : h < 12 ? "上午" : h < 13 ? "中午" : h < 18 ? "下午" : "晚上";
            int h12 = h % 12 == 0 ? 12 : h % 12;
            return now.getMinute() == 0
                    ? String.format("现在是%s%d点整。", part, h12)
                    : String.format("现在是%s%d点%02d分。", part, h12, now.getMinute());
        }
        return "It's " + now.format(DateTimeFormatter.ofPattern("h:mm a", Locale.US)) + ".";
    }

    static String date(ZonedDateTime now, Language lang) {
        if (lang.isChinese()) {
            return String.format("今天是%d月%d日，%s。", now.getMonthValue(), now.getDayOfMonth(),
                    now.getDayOfWeek().getDisplayName(TextStyle.FULL, Locale.CHINA));
        }
        return "Today is " + now.format(DateTimeFormatter.ofPattern("EEEE, MMMM d", Locale.US)) + ".";
    }

    @Override
    public Optional<String> capability(Language language) {
        if (name.equals("date")) {
            return Optional.empty();
        }
        return Optional.of(language.isChinese() ? "报时间和日期（“现在几点”“今天几号”）"
                : "tell the time and date (\"what time is it\", \"what's the date\")");
    }
}
