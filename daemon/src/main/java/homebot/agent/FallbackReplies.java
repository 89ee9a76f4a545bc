package homebot.agent;

import homebot.llm.LlmException;

/** Short spoken answers for a turn the agent could not finish, in the user's language. */
public final class FallbackReplies {
    public static final String MAX_ROUNDS = "agent-max-rounds";
    public static final String EMPTY_REPLY = "agent-empty-reply";

    private FallbackReplies() {}

    public static String forCode(String code, String language) {
        boolean en = Languages.isEnglish(language);
        return switch (code) {
            case LlmException.UNREACHABLE -> en ? "Sorry, I can't reach the language model right now."
                    : "抱歉，我现在连不上语言模型。";
            case LlmException.TIMEOUT -> en ? "Sorry, the language model took too long to answer."
                    : "抱歉，语言模型太久没有回应。";
            case LlmException.RATE_LIMITED -> en ? "Sorry, the language model is busy. Please try again in a moment."
                    : "抱歉，语言模型现在太忙了，请稍后再试。";
            case LlmException.SERVER_ERROR -> en ? "Sorry, the language model service had an error."
                    : "抱歉，语言模型服务出错了。";
            case LlmException.REJECTED -> en ? "Sorry, the language model refused the request. Please check the LLM settings."
                    : "抱歉，语言模型拒绝了请求，请检查语言模型的配置。";
            case LlmException.TRUNCATED_STREAM -> en ? "Sorry, the language model's answer broke off."
                    : "抱歉，语言模型的回答中断了。";
            case LlmException.BAD_RESPONSE -> en ? "Sorry, the language model sent an answer I can't read."
                    : "抱歉，语言模型的回答我看不懂。";
            case MAX_ROUNDS -> en ? "Sorry, that took too many steps, so I stopped here."
                    : "抱歉，这件事需要的步骤太多了，我先停在这里。";
            case AgentLoop.TURN_DEADLINE -> homebot.turn.TurnDeadline.apology(
                    en ? homebot.config.Language.EN_US : homebot.config.Language.ZH_CN);
            case EMPTY_REPLY -> en ? "Sorry, I have no answer to that." : "抱歉，我没有想出答案。";
            default -> en ? "Sorry, something went wrong." : "抱歉，出了点问题。";
        };
    }
}
