package homebot.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import homebot.turn.DialogueState;
import homebot.turn.ReplySink;
import homebot.turn.TurnPipeline;
import homebot.turn.TurnReply;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PipelineControlHandlerTest {
    @TempDir
    Path tmp;
    private ControlServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    private static TurnPipeline twoSentences() {
        return new TurnPipeline(List.of((u, sink) -> {
            sink.sentence("你说的是：" + u.text() + "。");
            sink.sentence("channel " + u.channel());
            return Optional.of(new TurnReply("你说的是：" + u.text() + "。channel " + u.channel(), DialogueState.WAITING, "test", null));
        }), List.of(), (u, sink) -> Optional.empty());
    }

    private static StatusReport idle() {
        return new StatusReport("IDLE", false, "", List.of(), "", List.of(), List.of(), Duration.ofSeconds(3), "0.1.0");
    }

    @Test
    void injectedUtteranceTakesThePipelineAndIsSpokenAndStreamed() throws Exception {
        List<String> spoken = new ArrayList<>();
        server = new ControlServer(tmp.resolve("homebot.sock"),
                new PipelineControlHandler(twoSentences(), spoken::add, () -> "chat-1", PipelineControlHandlerTest::idle));
        server.start();
        List<String> printed = new ArrayList<>();
        SayResult r = new ControlClient(server.socket()).say("下一步", printed::add);
        assertEquals(List.of("你说的是：下一步。", "channel socket"), printed);
        assertEquals(printed, spoken);
        assertEquals("WAITING", r.dialogueState());
        assertEquals("IDLE", new ControlClient(server.socket()).status().get("state").asText());
    }

    @Test
    void aFailingSpeakerStillDeliversTheWholeReplyToTheSocket() throws Exception {
        ReplySink broken = s -> {
            throw new IllegalStateException("audio-output-failed: no ALSA device");
        };
        server = new ControlServer(tmp.resolve("homebot.sock"),
                new PipelineControlHandler(twoSentences(), broken, () -> "chat-2", PipelineControlHandlerTest::idle));
        server.start();
        List<String> printed = new ArrayList<>();
        SayResult r = new ControlClient(server.socket()).say("hello", printed::add);
        assertEquals(2, printed.size());
        assertEquals("你说的是：hello。channel socket", r.reply());
    }
}
