package homebot.agent;

import homebot.llm.ChatMessage;
import homebot.llm.LlmClient;
import homebot.llm.LlmException;
import homebot.llm.LlmRequest;
import homebot.llm.LlmResponse;
import homebot.llm.ToolCall;
import homebot.turn.DialogueState;
import homebot.turn.ReplySink;
import homebot.turn.TurnReply;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The tool loop of one turn: ask the model, speak its text sentence by sentence as it streams, run the tool
 * calls it asks for in order, feed the results back, and repeat until it answers without tools or
 * {@link AgentConfig#maxRounds()} requests were made. Every failure ends in a spoken reply, never an exception.
 */
public final class AgentLoop {
    public static final String SOURCE = "agent";
    /** The turn was abandoned by its caller (its deadline passed); nobody hears what this run says any more. */
    public static final String ABANDONED = "turn-abandoned";
    /** Same code as the pipeline's {@code TurnDeadline.CODE}: the turn's whole time is up. */
    public static final String TURN_DEADLINE = "turn-deadline";

    private final LlmClient llm;
    private final AgentConfig config;
    private final TraceLog traceLog;
    private final Clock clock;
    private final ToolInvoker invoker = new ToolInvoker();

    public AgentLoop(LlmClient llm, AgentConfig config, TraceLog traceLog, Clock clock) {
        this.llm = llm;
        this.config = config;
        this.traceLog = traceLog;
        this.clock = clock;
    }

    public AgentOutcome run(AgentRun run, ReplySink sink) {
        RunTrace trace = new RunTrace("run-" + UUID.randomUUID().toString().substring(0, 8), clock);
        traceLog.add(trace);
        TurnTools tools = new TurnTools(run.tools());
        ToolCallContext context = new ToolCallContext(run.utterance(), trace.runId());
        List<ChatMessage> messages = new ArrayList<>(run.messages());
        List<ChatMessage> added = new ArrayList<>();
        Spoken spoken = new Spoken(sink);

        for (int round = 1; round <= config.maxRounds(); round++) {
            if (run.deadline() != null && !clock.instant().isBefore(run.deadline())) {
                trace.note("turn-deadline", Map.of("round", round));
                return fail(TURN_DEADLINE, run, spoken, added, trace);
            }
            if (Thread.currentThread().isInterrupted()) {
                // The turn's deadline passed and the pipeline gave up on it: no further request, no further tool.
                trace.note("abandoned", Map.of("round", round));
                return fail(ABANDONED, run, spoken, added, trace);
            }
            LlmRequest request = new LlmRequest(messages, tools.definitions());
            trace.llmRequest(round, messages.size(), request.tools().stream().map(t -> t.name()).toList(),
                    estimateChars(request));
            SentenceSplitter splitter = new SentenceSplitter(spoken::say);
            LlmResponse response;
            try {
                response = llm.complete(request, splitter::accept);
            } catch (LlmException e) {
                splitter.finish(); // what was already said stays said
                trace.llmError(e.code(), e.getMessage());
                return fail(e.code(), run, spoken, added, trace);
            }
            splitter.finish();
            trace.llmResponse(round, response.text().length(), response.toolCalls().size(), response.finishReason());
            String text = DialogueStateParser.parse(response.text()).text();
            if (!response.hasToolCalls()) {
                if (text.isEmpty()) {
                    return fail(FallbackReplies.EMPTY_REPLY, run, spoken, added, trace);
                }
                ChatMessage answer = ChatMessage.assistant(text);
                added.add(answer);
                DialogueState state = DialogueStateParser.decide(splitter.taggedState(), spoken.last());
                return new AgentOutcome(new TurnReply(spoken.text(), state, SOURCE, null), added, trace);
            }
            ChatMessage toolRequest = ChatMessage.assistantToolCalls(text, response.toolCalls());
            messages.add(toolRequest);
            added.add(toolRequest);
            for (ToolCall call : response.toolCalls()) {
                ChatMessage result = ChatMessage.tool(call.id(), invoker.invoke(call, tools, context, trace));
                messages.add(result);
                added.add(result);
            }
        }
        trace.note("max-rounds", Map.of("rounds", config.maxRounds()));
        return fail(FallbackReplies.MAX_ROUNDS, run, spoken, added, trace);
    }

    /** Speaks the fallback after whatever was already said; the history gets it as the assistant's answer. */
    private AgentOutcome fail(String code, AgentRun run, Spoken spoken, List<ChatMessage> added, RunTrace trace) {
        String fallback = FallbackReplies.forCode(code, run.language());
        spoken.say(fallback);
        added.add(ChatMessage.assistant(fallback));
        return new AgentOutcome(new TurnReply(spoken.text(), DialogueState.IDLE, SOURCE, code), added, trace);
    }

    private static long estimateChars(LlmRequest request) {
        long n = 0;
        for (ChatMessage m : request.messages()) {
            n += m.content() == null ? 0 : m.content().length();
            for (ToolCall c : m.toolCalls()) {
                n += c.name().length() + (c.arguments() == null ? 0 : c.arguments().length());
            }
        }
        for (var t : request.tools()) {
            n += t.name().length() + t.description().length() + (t.parameters() == null ? 0 : t.parameters().toString().length());
        }
        return n;
    }

    /** Everything said this turn, in order, as one text for the TurnReply. */
    private static final class Spoken {
        private final ReplySink sink;
        private final StringBuilder text = new StringBuilder();
        private String last;

        Spoken(ReplySink sink) {
            this.sink = sink;
        }

        void say(String sentence) {
            if (!text.isEmpty() && needsSpace(text.charAt(text.length() - 1), sentence.charAt(0))) {
                text.append(' ');
            }
            text.append(sentence);
            last = sentence;
            sink.sentence(sentence);
        }

        String last() {
            return last;
        }

        String text() {
            return text.toString();
        }

        /** Latin text needs spaces between sentences; Chinese does not. */
        private static boolean needsSpace(char before, char after) {
            return before < 0x2E80 && after < 0x2E80;
        }
    }
}
