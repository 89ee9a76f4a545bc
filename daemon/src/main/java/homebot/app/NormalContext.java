package homebot.app;

import homebot.agent.DialogueStateProtocol;
import homebot.config.Language;
import homebot.conversation.Conversation;
import homebot.conversation.ConversationRecorder;
import homebot.conversation.ConversationStore;
import homebot.conversation.Message;
import homebot.llm.ChatMessage;
import homebot.skills.api.Utterance;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Normal mode's request: the base system prompt (stable), the recent conversation, then the dynamic tail and
 * the user's words in the current user message. A new voice session with no history of its own restores what
 * was said in the last few minutes, so "and tomorrow?" still follows a weather question.
 */
public final class NormalContext implements ContextSource {
    private final Supplier<String> systemPrompt;
    private final ConversationRecorder recorder;
    private final ConversationStore store;
    private final Clock clock;
    private final Duration recentWindow;
    private final int maxMessages;
    private final Language defaultLanguage;

    public NormalContext(Supplier<String> systemPrompt, ConversationRecorder recorder, ConversationStore store,
                         Clock clock, Duration recentWindow, int maxMessages, Language defaultLanguage) {
        this.systemPrompt = systemPrompt;
        this.recorder = recorder;
        this.store = store;
        this.clock = clock;
        this.recentWindow = recentWindow;
        this.maxMessages = maxMessages;
        this.defaultLanguage = defaultLanguage;
    }

    @Override
    public Context assemble(Utterance utterance) {
        List<ChatMessage> messages = new ArrayList<>();
        Language lang = Language.of(utterance.text(), defaultLanguage);
        messages.add(ChatMessage.system(systemPrompt.get() + "\n\n" + DialogueStateProtocol.instructions(lang.tag())));
        List<Message> history = history(utterance.chatId());
        int candidates = history.size();
        if (history.size() > maxMessages) {
            history = history.subList(history.size() - maxMessages, history.size());
        }
        for (Message m : history) {
            if (m.role().equals("user")) {
                messages.add(ChatMessage.user(m.content()));
            } else if (m.role().equals("assistant") && m.toolCalls().isEmpty()) {
                messages.add(ChatMessage.assistant(m.content()));
            }
        }
        messages.add(ChatMessage.user(tail(utterance, lang) + utterance.text()));
        Map<String, Object> stats = new LinkedHashMap<>();
        stats.put("source", "normal");
        stats.put("candidate_messages", candidates);
        stats.put("kept_messages", history.size());
        stats.put("cut_reason", candidates > history.size() ? "max_messages" : "none");
        return new Context(messages, List.of(), stats);
    }

    private List<Message> history(String chatId) {
        Conversation own = recorder.conversation(chatId);
        if (own.size() > 0) {
            return own.chain();
        }
        Instant since = clock.instant().minus(recentWindow);
        try {
            for (String id : store.list()) {
                if (id.equals(chatId)) {
                    continue;
                }
                Conversation c = store.load(id);
                List<Message> recent = new ArrayList<>();
                for (Message m : c.chain()) {
                    if (OffsetDateTime.parse(m.timestamp()).toInstant().isAfter(since)) {
                        recent.add(m);
                    }
                }
                return recent; // only the most recently used conversation continues
            }
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
        return List.of();
    }

    private String tail(Utterance u, Language lang) {
        ZonedDateTime now = ZonedDateTime.now(clock);
        String time = now.format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm EEEE",
                lang.isChinese() ? Locale.CHINA : Locale.US));
        return lang.isChinese()
                ? "[当前时间 " + time + "；频道 " + u.channel() + "；说话人 " + u.speakerId() + "]\n"
                : "[time " + time + "; channel " + u.channel() + "; speaker " + u.speakerId() + "]\n";
    }
}
