package homebot.llm;

import java.util.function.Consumer;

/** One streamed chat completion. Implementations are thread-safe; a call blocks the calling (turn) thread. */
public interface LlmClient {
    /**
     * Sends {@code request} and returns the complete answer. Text deltas are handed to {@code onText} on the
     * calling thread as they arrive, before this method returns; tool calls are only returned, assembled.
     */
    LlmResponse complete(LlmRequest request, Consumer<String> onText) throws LlmException;
}
