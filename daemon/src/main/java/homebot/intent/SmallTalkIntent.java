package homebot.intent;

import homebot.config.Language;
import homebot.skills.api.Utterance;
import homebot.skills.api.nlu.IntentMatch;
import homebot.turn.DialogueState;
import homebot.turn.TurnReply;
import java.util.List;

/** "你好 / 谢谢 / 再见" and "hello / thanks / bye": a short polite answer, never the capability list. */
public final class SmallTalkIntent implements LocalIntent {
    private final String name;
    private final String zh;
    private final String en;
    private final DialogueState state;

    private SmallTalkIntent(String name, String zh, String en, DialogueState state) {
        this.name = name;
        this.zh = zh;
        this.en = en;
        this.state = state;
    }

    public static List<LocalIntent> all() {
        return List.of(new SmallTalkIntent("greet", "你好，需要我做什么？", "Hi! What can I do for you?", DialogueState.WAITING),
                new SmallTalkIntent("thanks", "不客气。", "You're welcome.", DialogueState.IDLE),
                new SmallTalkIntent("bye", "再见。", "Bye.", DialogueState.IDLE));
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public TurnReply handle(IntentMatch match, Utterance utterance, Language language) {
        return TurnReply.of(language.isChinese() ? zh : en, state, "intent:" + name);
    }
}
