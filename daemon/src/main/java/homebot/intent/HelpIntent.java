package homebot.intent;

import homebot.config.Language;
import homebot.skills.api.nlu.IntentMatch;
import homebot.skills.api.Utterance;
import homebot.turn.DialogueState;
import homebot.turn.TurnReply;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * "你会什么" / "what can you do": lists what really works right now, from the registered intents and whether
 * an LLM is configured, never a canned brochure.
 */
public final class HelpIntent implements LocalIntent {
    private final Function<Language, List<String>> capabilities;
    private final Supplier<Boolean> llmConfigured;

    public HelpIntent(Function<Language, List<String>> capabilities, Supplier<Boolean> llmConfigured) {
        this.capabilities = capabilities;
        this.llmConfigured = llmConfigured;
    }

    @Override
    public String name() {
        return "help";
    }

    @Override
    public TurnReply handle(IntentMatch match, Utterance utterance, Language language) {
        List<String> lines = capabilities.apply(language);
        StringBuilder sb = new StringBuilder();
        if (language.isChinese()) {
            sb.append("我可以：").append(String.join("；", lines)).append("。");
            sb.append(llmConfigured.get() ? "其他问题我会交给大模型回答。" : "现在没有配置大模型，所以只能做这些；"
                    + "要回答其他问题，请在配置文件里设置 llm.base_url 和 llm.model，或设置环境变量 HOMEBOT_LLM_BASE_URL。");
        } else {
            sb.append("I can ").append(String.join("; ", lines)).append(". ");
            sb.append(llmConfigured.get() ? "Anything else goes to the language model."
                    : "No language model is configured, so that is all for now; to answer anything else, set "
                            + "llm.base_url and llm.model in the config file, or HOMEBOT_LLM_BASE_URL.");
        }
        return TurnReply.of(sb.toString(), DialogueState.IDLE, "intent:help");
    }
}
