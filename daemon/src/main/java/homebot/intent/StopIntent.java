package homebot.intent;

import homebot.config.Language;
import homebot.skills.api.nlu.IntentMatch;
import homebot.skills.api.Utterance;
import homebot.turn.DialogueState;
import homebot.turn.TurnReply;
import java.util.Optional;

/** "停" / "算了" / "stop" / "never mind": ends the conversation and goes back to the wake word. */
public final class StopIntent implements LocalIntent {
    @Override
    public String name() {
        return "stop";
    }

    @Override
    public TurnReply handle(IntentMatch match, Utterance utterance, Language language) {
        return TurnReply.of(language.isChinese() ? "好的。" : "Okay.", DialogueState.IDLE, "intent:stop");
    }

    @Override
    public Optional<String> capability(Language language) {
        return Optional.of(language.isChinese() ? "随时说“停”或“算了”结束对话" : "say \"stop\" or \"never mind\" to end a conversation");
    }
}
