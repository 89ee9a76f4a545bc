package homebot.homeassistant;

import homebot.config.Language;
import homebot.skills.api.nlu.IntentCatalog;
import homebot.skills.api.nlu.IntentMatch;
import homebot.intent.LocalIntent;
import homebot.intent.LocalIntentHandler;
import homebot.turn.DialogueState;
import homebot.turn.TurnReply;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * 开/关 厨房的灯, 打开抽油烟机, turn off the kitchen light, 十分钟后关掉抽油烟机: answered locally through
 * {@link DeviceControl}. Without Home Assistant, a sentence that names a device gets one short sentence saying so;
 * anything else is declined so the rest of the chain (or the LLM) answers.
 */
public final class HomeAssistantIntents {
    /** Words that make a target a device when no Home Assistant can tell ("开始计时" is not one). */
    static final Pattern DEVICE_WORDS = Pattern.compile("灯|油烟机|烟机|排气扇|风扇|窗帘|空调|电视|插座|开关|暖气|加湿器|音响|门锁|"
            + "\\b(light|lights|lamp|hood|fan|blinds?|curtains?|cover|tv|television|heater|heating|plug|socket|switch|"
            + "air ?conditioner|ac|speaker|lock)\\b");

    /**
     * What a device's name never holds: a negation ("别给我关了", "灯不用关") or a report of what was done ("我刚才去把…
     * 都关了"). The target is free text, so without this the whole sentence before the verb would be the "device".
     */
    static final Pattern NOT_A_DEVICE_NAME = Pattern.compile("别|不要|不用|不|没|刚才|已经|\\b(?:dont|don't|never|not|"
            + "didnt|didn't|said|say)\\b");

    private final DeviceControl control;

    public HomeAssistantIntents(DeviceControl control) {
        this.control = control;
    }

    public LocalIntentHandler handler(Language language) {
        return new LocalIntentHandler(IntentCatalog.load(HomeAssistantIntents.class.getClassLoader(), "homebot/intent/home.yaml"), List.of(
                LocalIntent.of("device_yes", (m, l) -> confirm(true, l)), LocalIntent.of("device_no", (m, l) -> confirm(false, l)),
                LocalIntent.of("device_later", this::later),
                LocalIntent.of("device_switch", this::now)), language);
    }

    private TurnReply now(IntentMatch m, Language lang) {
        Optional<String> target = target(m);
        if (target.isEmpty()) {
            return null;
        }
        String text = control.act(target.get(), on(m), lang);
        return TurnReply.of(text, control.awaitingConfirmation() ? DialogueState.WAITING : DialogueState.IDLE,
                "intent:device_switch");
    }

    private TurnReply later(IntentMatch m, Language lang) {
        Optional<String> target = target(m);
        Optional<Duration> delay = m.duration("d");
        if (target.isEmpty() || delay.isEmpty()) {
            return null;
        }
        return reply(control.later(target.get(), on(m), delay.get(), lang), "device_later");
    }

    private TurnReply confirm(boolean yes, Language lang) {
        if (!control.awaitingConfirmation()) {
            return null;
        }
        String text = control.confirm(yes, lang);
        return text == null ? null : reply(text, "device_confirm");
    }

    /** The device named, or empty when this is not about a device (then the chain goes on). */
    private Optional<String> target(IntentMatch m) {
        String t = m.slot("target").map(String::strip).orElse("");
        if (t.isEmpty() || t.length() > 40 || NOT_A_DEVICE_NAME.matcher(t.toLowerCase(Locale.ROOT)).find()
                || t.codePoints().filter(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN).count() > 12) {
            return Optional.empty();
        }
        if (!control.configured() && !DEVICE_WORDS.matcher(t.toLowerCase(Locale.ROOT)).find()) {
            return Optional.empty();
        }
        return Optional.of(t);
    }

    private static boolean on(IntentMatch m) {
        String act = m.slot("act").orElse("").toLowerCase(Locale.ROOT);
        Optional<String> dir = m.slot("dir");
        if (dir.isPresent()) {
            return dir.get().equalsIgnoreCase("on");
        }
        return act.startsWith("打开") || act.startsWith("开") || act.endsWith(" on") || act.equals("open");
    }

    private static TurnReply reply(String text, String intent) {
        return TurnReply.of(text, DialogueState.IDLE, "intent:" + intent);
    }
}
