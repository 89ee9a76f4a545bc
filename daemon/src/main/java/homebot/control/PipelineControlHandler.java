package homebot.control;

import com.fasterxml.jackson.databind.JsonNode;
import homebot.skills.api.Utterance;
import homebot.turn.ReplySink;
import homebot.turn.TurnPipeline;
import homebot.turn.TurnReply;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A {@link ControlHandler} straight over the turn pipeline, for a daemon without a voice session (no
 * microphone) or as the voice session's injection path. Each sentence goes to the speaker and to the socket;
 * a failing speaker (audio output gone) is logged once per turn and the reply still reaches the socket.
 */
public final class PipelineControlHandler implements ControlHandler {
    private static final Logger LOG = LoggerFactory.getLogger(PipelineControlHandler.class);

    private final TurnPipeline pipeline;
    private final ReplySink speaker;
    private final Supplier<String> chatIds;
    private final Supplier<StatusReport> status;

    /**
     * @param speaker speaks each sentence (the TTS queue), or {@link ReplySink#NONE}
     * @param chatIds a new chat id per injected utterance (every injection opens a new voice session)
     * @param status  the daemon's current status
     */
    public PipelineControlHandler(TurnPipeline pipeline, ReplySink speaker, Supplier<String> chatIds,
                                  Supplier<StatusReport> status) {
        this.pipeline = pipeline;
        this.speaker = speaker;
        this.chatIds = chatIds;
        this.status = status;
    }

    @Override
    public void say(String text, Consumer<String> sentence, Consumer<SayResult> done) {
        Utterance u = new Utterance(text, "socket", chatIds.get(), null);
        boolean[] speakerFailed = {false};
        ReplySink tee = new ReplySink() {
            @Override
            public void sentence(String s) {
                sentence.accept(s);
                if (speakerFailed[0]) {
                    return;
                }
                try {
                    speaker.sentence(s);
                } catch (RuntimeException e) {
                    speakerFailed[0] = true;
                    LOG.warn("audio output failed, reply only printed: {}; reply sentence: {}", e.toString(), s);
                }
            }

            @Override
            public void finished(TurnReply reply) {
                try {
                    speaker.finished(reply);
                } catch (RuntimeException e) {
                    LOG.warn("audio output failed at the end of the reply: {}", e.toString());
                }
            }
        };
        TurnReply reply = pipeline.run(u, tee);
        done.accept(new SayResult(reply.text(), reply.state().name(), reply.errorCode()));
    }

    @Override
    public JsonNode status() {
        return status.get().toJson();
    }
}
