package homebot.household;

import homebot.config.Language;
import homebot.intent.LocalIntent;
import homebot.intent.LocalIntentHandler;
import homebot.schedule.ScheduleService;
import homebot.skills.api.nlu.Durations;
import homebot.skills.api.nlu.IntentCatalog;
import homebot.skills.api.nlu.IntentMatch;
import homebot.skills.api.TimerInfo;
import homebot.turn.DialogueState;
import homebot.turn.TurnReply;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The household's local intents, a link of the turn chain placed before the builtin intents: announcements to
 * another room, and the timer questions answered for the whole household. Each declines (so the builtin intent
 * answers) when no other room is involved.
 */
public final class HouseholdIntents {
    private final Household household;
    private final ScheduleService schedule;

    public HouseholdIntents(Household household, ScheduleService schedule) {
        this.household = household;
        this.schedule = schedule;
    }

    public LocalIntentHandler handler(Language language) {
        IntentCatalog catalog = IntentCatalog.load(HouseholdIntents.class.getClassLoader(), "homebot/intent/builtin.yaml",
                "homebot/intent/household.yaml");
        return new LocalIntentHandler(catalog, List.of(LocalIntent.of("household_announce", this::announce),
                LocalIntent.of("alert_ack", this::ack), LocalIntent.of("timer_list", this::list),
                LocalIntent.of("timer_left", this::remaining)), language);
    }

    /** 告诉客厅饭好了 / tell the dining room dinner is ready. Declines unless the words start with a known room. */
    private TurnReply announce(IntentMatch m, Language lang) {
        String target = m.slot("target").orElse("");
        Optional<String> text = m.slot("text");
        for (String room : household.view().rooms()) {
            String r = room.toLowerCase(Locale.ROOT);
            String t = target.toLowerCase(Locale.ROOT);
            if (!t.startsWith(r)) {
                continue;
            }
            String words = text.orElse(target.substring(room.length())).strip()
                    .replaceFirst("^(that|说|一声|一下)\\s*", "").strip();
            if (words.isEmpty()) {
                return null;
            }
            Household.Sent sent = household.announce(room, words);
            return reply(switch (sent) {
                case SENT, THIS_ROOM -> lang.isChinese() ? "好的，已经告诉" + room + "了。" : "Okay, told the " + room + ".";
                case QUEUED -> lang.isChinese() ? "现在连不上其他房间，连上后马上告诉" + room + "。"
                        : "The other rooms are out of reach; the " + room + " hears it once they are back.";
                case REFUSED -> lang.isChinese() ? "消息太多还没发出去，这句没能转告" + room + "。"
                        : "Too many messages are waiting; I could not pass this on to the " + room + ".";
                case ROOM_OFFLINE -> lang.isChinese() ? room + "的音箱现在不在线，没法转告。"
                        : "The " + room + " unit is offline; I could not pass it on.";
                case UNKNOWN_ROOM -> lang.isChinese() ? "我不知道" + room + "在哪儿。" : "I don't know the " + room + ".";
            }, "household_announce");
        }
        return null;
    }

    /** 知道了 in a room where nothing rings: stops what rings in another room. */
    private TurnReply ack(IntentMatch m, Language lang) {
        if (schedule.ringing()) {
            return null;
        }
        List<HouseholdView.RoomTimer> ringing = household.view().timers(now()).stream()
                .filter(t -> t.timer().ringing()).toList();
        if (ringing.isEmpty()) {
            return null;
        }
        List<String> rooms = new ArrayList<>();
        for (HouseholdView.RoomTimer t : ringing) {
            household.acknowledge(t.room(), t.timer().name());
            if (!rooms.contains(t.room())) {
                rooms.add(t.room());
            }
        }
        String where = String.join(lang.isChinese() ? "和" : " and ", rooms);
        return reply(lang.isChinese() ? "好的，" + where + "的计时关掉了。" : "Okay, the timer in the " + where + " is off.",
                "alert_ack");
    }

    /** 有哪些计时: every room's timers, named by room, when another room has any. */
    private TurnReply list(IntentMatch m, Language lang) {
        List<HouseholdView.RoomTimer> remote = household.view().timers(now());
        if (remote.isEmpty()) {
            return null;
        }
        List<String> parts = new ArrayList<>();
        String here = household.config().room();
        for (TimerInfo t : schedule.timers().list()) {
            parts.add(describe(here, t.name(), t.firing(), t.remaining(now()), lang));
        }
        for (HouseholdView.RoomTimer t : remote) {
            String room = t.online() ? t.room() : t.room() + (lang.isChinese() ? "（离线）" : " (offline)");
            parts.add(describe(room, t.timer().name(), t.timer().ringing(),
                    java.time.Duration.between(now(), t.timer().dueAt()), lang));
        }
        String head = lang.isChinese() ? "家里有" + parts.size() + "个计时：" : parts.size() == 1 ? "One timer in the house: "
                : parts.size() + " timers in the house: ";
        return reply(head + String.join(lang.isChinese() ? "，" : ", ", parts) + (lang.isChinese() ? "。" : "."), "timer_list");
    }

    /** 还剩多久 with no timer here but some in other rooms. */
    private TurnReply remaining(IntentMatch m, Language lang) {
        if (!schedule.timers().list().isEmpty()) {
            return null;
        }
        Optional<String> name = m.slot("name");
        List<HouseholdView.RoomTimer> remote = household.view().timers(now()).stream()
                .filter(t -> name.isEmpty() || t.timer().name().contains(name.get()) || name.get().contains(t.timer().name()))
                .toList();
        if (remote.isEmpty()) {
            return null;
        }
        return list(m, lang);
    }

    private static String describe(String room, String name, boolean ringing, java.time.Duration left, Language lang) {
        if (ringing) {
            return lang.isChinese() ? room + "的「" + name + "」正在响" : "the " + name + " timer in the " + room + " is ringing";
        }
        java.time.Duration d = left.isNegative() ? java.time.Duration.ZERO : left;
        String spoken = Durations.speakDigits(d, lang.isChinese());
        return lang.isChinese() ? room + "的「" + name + "」还剩" + spoken : name + " in the " + room + " with " + spoken + " left";
    }

    private Instant now() {
        return household.clock().instant();
    }

    private static TurnReply reply(String text, String intent) {
        return TurnReply.of(text, DialogueState.IDLE, "intent:" + intent);
    }
}
