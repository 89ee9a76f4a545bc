package homebot.wyoming;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import homebot.audio.wyoming.Asr;
import homebot.audio.wyoming.Handle;
import homebot.audio.wyoming.Infos;
import homebot.audio.wyoming.WyomingConnection;
import homebot.audio.wyoming.WyomingException;
import homebot.audio.wyoming.WyomingMessage;
import homebot.skills.api.Utterance;
import homebot.turn.ReplySink;
import homebot.turn.TurnPipeline;
import homebot.turn.TurnReply;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One client connection: {@code describe} → {@code info}; a {@code transcript} → homebot's turn → the reply as
 * {@code handled-start}, a {@code handled-chunk} per sentence as it is produced, {@code handled} (for clients that
 * do not stream) and {@code handled-stop}. The reply's {@code context} names the conversation; a client sending
 * it back continues that conversation. Other event types are ignored; a malformed frame ends this connection only.
 */
final class HandleSession implements Runnable {
    private static final Logger LOG = LoggerFactory.getLogger(HandleSession.class);
    private static final Pattern CHAT_ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");

    private final WyomingConnection connection;
    private final TurnPipeline pipeline;
    private final TimerReports timers;
    private final Infos.Info info;
    private final Outbox out;

    HandleSession(WyomingConnection connection, TurnPipeline pipeline, TimerReports timers, Infos.Info info) {
        this.connection = connection;
        this.pipeline = pipeline;
        this.timers = timers;
        this.info = info;
        this.out = new Outbox(connection, 1024);
    }

    @Override
    public void run() {
        try (connection; out) {
            Optional<WyomingMessage> next;
            while ((next = connection.receive()).isPresent()) {
                WyomingMessage m = next.get();
                if (m instanceof Infos.Describe) {
                    out.accept(info);
                } else if (m instanceof Asr.Transcript t) {
                    handle(t);
                }
                // anything else (audio, pings, events from newer protocol versions) is not for a handle service
            }
        } catch (WyomingException e) {
            if (e.code().equals(WyomingException.TIMEOUT)) {
                LOG.info("wyoming client {} idle, closing", connection.peer());
            } else {
                LOG.warn("wyoming client {}: {}; closing that connection", connection.peer(), e.getMessage());
            }
        } finally {
            timers.forget(out);
        }
    }

    private void handle(Asr.Transcript t) {
        String chatId = conversationOf(t.context());
        ObjectNode context = JsonNodeFactory.instance.objectNode().put("conversation_id", chatId);
        Set<String> before = timers.snapshot();
        out.accept(new Handle.HandledStart(context));
        StringBuilder streamed = new StringBuilder();
        TurnReply reply = pipeline.run(new Utterance(t.text(), "wyoming", chatId, "guest"), sentence -> {
            streamed.append(sentence);
            out.accept(new Handle.HandledChunk(sentence));
        });
        if (streamed.isEmpty() && !reply.text().isBlank()) {
            out.accept(new Handle.HandledChunk(reply.text()));
        }
        ObjectNode replyContext = context.deepCopy().put("dialogue_state", reply.state().name().toLowerCase())
                .put("source", reply.source());
        if (reply.text().isBlank()) {
            out.accept(new Handle.NotHandled(null, replyContext));
        } else {
            out.accept(new Handle.Handled(reply.text(), replyContext));
        }
        out.accept(new Handle.HandledStop());
        timers.afterTurn(before, out);
    }

    /** The conversation the client names, or a new one. Only a safe id is taken: it becomes a file name. */
    private static String conversationOf(ObjectNode context) {
        if (context != null) {
            JsonNode id = context.get("conversation_id");
            if (id != null && id.isTextual() && CHAT_ID.matcher(id.asText()).matches()) {
                return id.asText();
            }
        }
        return "wyoming-" + UUID.randomUUID().toString().substring(0, 8);
    }
}
