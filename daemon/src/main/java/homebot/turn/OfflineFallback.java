package homebot.turn;

import homebot.config.Language;
import homebot.skills.api.Utterance;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The last link when no LLM is configured: says plainly what works offline and how to configure a model,
 * instead of pretending to understand.
 */
public final class OfflineFallback implements TurnHandler {
    private final Function<Language, List<String>> capabilities;
    private final Language defaultLanguage;

    public OfflineFallback(Function<Language, List<String>> capabilities, Language defaultLanguage) {
        this.capabilities = capabilities;
        this.defaultLanguage = defaultLanguage;
    }

    @Override
    public Optional<TurnReply> handle(Utterance utterance, ReplySink sink) {
        Language lang = Language.of(utterance.text(), defaultLanguage);
        List<String> can = capabilities.apply(lang);
        String text;
        if (lang.isChinese()) {
            text = "这个我离线回答不了。没有大模型时我可以：" + String.join("；", can)
                    + "。要回答其他问题，请在配置文件里设置 llm.base_url 和 llm.model，或设置环境变量 HOMEBOT_LLM_BASE_URL。";
        } else {
            text = "I can't answer that offline. Without a language model I can " + String.join("; ", can)
                    + ". To answer anything else, set llm.base_url and llm.model in the config file, or HOMEBOT_LLM_BASE_URL.";
        }
        sink.sentence(text);
        return Optional.of(new TurnReply(text, DialogueState.IDLE, "offline", null));
    }
}
