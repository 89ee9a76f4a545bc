package homebot.llmlink;

import homebot.agent.DialogueStateProtocol;
import homebot.context.AssembledContext;
import homebot.context.ContextAssembler;
import homebot.context.HistoryEntry;
import homebot.context.HistoryTurn;
import homebot.context.ProactiveReminder;
import homebot.context.RecentHistory;
import homebot.conversation.Conversation;
import homebot.conversation.ConversationRecorder;
import homebot.conversation.ConversationStore;
import homebot.conversation.Message;
import homebot.config.Language;
import homebot.mode.ActiveMode;
import homebot.mode.ModePromptSource;
import homebot.skills.api.Utterance;
import homebot.turn.Turn;
import java.io.IOException;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The request for one agent turn, in the layout of seed 000: stable prefix (base prompt with the
 * dialogue-state protocol, the active mode's frozen prompt, tools in fixed order) → history (the mode
 * session's turns, or normal mode's recent conversation) → dynamic tail and the user's words, all cut to the
 * token budget. The protocol text follows the configured language, not the utterance's, so the prefix stays
 * byte-identical across turns.
 */
public final class KernelContext implements ContextSource {
    private final Supplier<String> basePrompt;
    private final ModePromptSource prompts;
    private final ContextAssembler assembler;
    private final RecentHistory recent;
    private final ConversationRecorder recorder;
    private final ConversationStore store;
    private final Clock clock;
    private final Language language;

    public KernelContext(Supplier<String> basePrompt, ModePromptSource prompts, ContextAssembler assembler, RecentHistory recent,
                  ConversationRecorder recorder, ConversationStore store, Clock clock, Language language) {
        this.basePrompt = basePrompt;
        this.prompts = prompts;
        this.assembler = assembler;
        this.recent = recent;
        this.recorder = recorder;
        this.store = store;
        this.clock = clock;
        this.language = language;
    }

    @Override
    public Context assemble(Turn turn) {
        Utterance said = turn.utterance();
        // A proactive turn's words are the backend's reminder: the model sees them as one, never as the user's.
        Utterance utterance = turn.proactive() ? new Utterance(ProactiveReminder.wrap(said.text()), said.channel(),
                said.chatId(), said.speakerId()) : said;
        Optional<ActiveMode> active = prompts.active();
        String base = basePrompt.get() + "\n\n" + DialogueStateProtocol.instructions(language.tag());
        List<HistoryTurn> normal = active.isPresent() ? List.of() : normalHistory(utterance.chatId());
        AssembledContext ctx = assembler.assemble(prompts.request(base, utterance, normal));
        Map<String, Object> stats = new LinkedHashMap<>();
        stats.put("source", active.map(a -> "mode:" + a.modeId()).orElse("normal"));
        stats.put("candidate_turns", ctx.stats().candidateTurns());
        stats.put("kept_turns", ctx.stats().keptTurns());
        stats.put("estimated_tokens", ctx.stats().estimatedTokens());
        stats.put("budget_tokens", ctx.stats().budgetTokens());
        stats.put("cut_reason", ctx.stats().cutReason());
        stats.put("counter", ctx.stats().counter());
        return new Context(ctx.messages(), prompts.tools(active), stats);
    }

    /**
     * The chat's own conversation, or, for a new voice session (every wake-up and every control-socket {@code say}
     * is one), what was said in the last minutes across the recent conversations, so "and tomorrow?" still
     * follows a weather question asked two sessions ago.
     */
    private List<HistoryTurn> normalHistory(String chatId) {
        Conversation own = recorder.conversation(chatId);
        if (own.size() > 0) {
            return pairs(own.chain());
        }
        java.time.Instant now = clock.instant();
        List<List<HistoryEntry>> newestFirst = new ArrayList<>();
        try {
            for (String id : store.list()) { // most recently changed first
                if (id.equals(chatId)) {
                    continue;
                }
                List<HistoryEntry> entries = new ArrayList<>();
                for (Message m : store.load(id).chain()) {
                    if (m.role().equals(ConversationRecorder.REMINDER_ROLE)) {
                        entries.add(new HistoryEntry(OffsetDateTime.parse(m.timestamp()).toInstant(), "user",
                                ProactiveReminder.wrap(m.content())));
                    } else if (m.role().equals("user") || (m.role().equals("assistant") && m.toolCalls().isEmpty())) {
                        entries.add(new HistoryEntry(OffsetDateTime.parse(m.timestamp()).toInstant(), m.role(), m.content()));
                    }
                }
                if (entries.isEmpty()) {
                    continue; // nothing said in it (a session that only heard its wake word)
                }
                if (recent.turns(entries, now).isEmpty()) {
                    break; // this one is older than the window, and every later one older still
                }
                newestFirst.add(entries);
            }
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
        List<HistoryEntry> all = new ArrayList<>();
        for (int i = newestFirst.size() - 1; i >= 0; i--) {
            all.addAll(newestFirst.get(i)); // oldest conversation first: equal timestamps keep their order
        }
        return recent.turns(all, now);
    }

    private static List<HistoryTurn> pairs(List<Message> chain) {
        List<HistoryTurn> turns = new ArrayList<>();
        String user = null;
        for (Message m : chain) {
            if (m.role().equals("user")) {
                user = m.content();
            } else if (m.role().equals(ConversationRecorder.REMINDER_ROLE)) {
                user = ProactiveReminder.wrap(m.content());
            } else if (m.role().equals("assistant") && m.toolCalls().isEmpty() && user != null) {
                turns.add(new HistoryTurn(user, m.content()));
                user = null;
            }
        }
        return turns;
    }
}
