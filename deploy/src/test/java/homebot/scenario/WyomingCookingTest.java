package homebot.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.audio.wyoming.Asr;
import homebot.audio.wyoming.Handle;
import homebot.audio.wyoming.Timer;
import homebot.audio.wyoming.WyomingConnection;
import homebot.audio.wyoming.WyomingEndpoint;
import homebot.audio.wyoming.WyomingMessage;
import homebot.config.ConfigLoader;
import homebot.testing.MovableClock;
import homebot.wyoming.WyomingServer;
import homebot.wyoming.WyomingServerConfig;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Home Assistant-style Wyoming client cooks through homebot: enters cooking mode, starts a recipe, steps on with
 * 下一步, starts a timer and hears it finish when the (movable) clock gets there. The context the server returns
 * goes back with every transcript, as a satellite's pipeline does.
 */
@Timeout(60)
class WyomingCookingTest {
    @TempDir
    Path workspace;

    private final MovableClock clock = MovableClock.kitchenEvening();
    private final List<WyomingMessage> outOfTurn = new ArrayList<>();

    private String say(WyomingConnection c, String text, ObjectNode[] context) throws Exception {
        c.send(new Asr.Transcript(text, "zh", context[0]));
        StringBuilder chunks = new StringBuilder();
        Handle.Handled handled = null;
        while (true) {
            WyomingMessage m = c.expectMore("handled-stop");
            if (m instanceof Handle.HandledChunk chunk) {
                chunks.append(chunk.text());
            } else if (m instanceof Handle.Handled h) {
                handled = h;
            } else if (m instanceof Handle.HandledStop) {
                break;
            } else if (!(m instanceof Handle.HandledStart)) {
                outOfTurn.add(m);
            }
        }
        assertEquals(handled.text(), chunks.toString(), "the chunks add up to the whole reply");
        context[0] = handled.context();
        return handled.text();
    }

    @Test
    void aWholeCookingExchangeOverWyomingWithATimerThatFinishes() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        try (Assembly app = new Assembly(new ConfigLoader(Schema.create(),
                Map.of("HOMEBOT_WORKSPACE", workspace.toString())::get).load(Optional.empty()), clock);
             WyomingServer server = new WyomingServer(new WyomingServerConfig(true, "127.0.0.1", port, List.of(), 4,
                     60_000), app.pipeline(), app.schedule().scheduler(), List.of("zh"), "test")) {
            server.start();
            try (WyomingConnection c = WyomingConnection.connect(new WyomingEndpoint("127.0.0.1", port),
                    Duration.ofSeconds(2), Duration.ofSeconds(20))) {
                ObjectNode[] context = {null};
                assertTrue(say(c, "打开做饭模式", context).contains("做饭模式"));
                String conversation = context[0].get("conversation_id").asText();
                String started = say(c, "做番茄炒蛋，三个人", context);
                assertTrue(started.contains("三人份") && started.contains("第一步"), started);
                assertTrue(say(c, "下一步", context).startsWith("第二步"));
                assertTrue(say(c, "再说一遍", context).startsWith("第二步"));
                assertTrue(say(c, "炒蛋计时两分钟", context).contains("两分钟"));
                assertEquals(conversation, context[0].get("conversation_id").asText(), "one conversation throughout");

                WyomingMessage m = outOfTurn.isEmpty() ? c.expectMore("timer-started") : outOfTurn.remove(0);
                Timer.TimerStarted timer = (Timer.TimerStarted) m;
                assertEquals(120, timer.totalSeconds());
                assertEquals("炒蛋", timer.name());

                clock.advance(Duration.ofMinutes(2));
                List<String> alerts = app.drainAlerts(); // the daemon's ticker does this every 500 ms
                assertTrue(alerts.size() == 1 && alerts.get(0).contains("炒蛋"), alerts.toString());
                assertEquals(new Timer.TimerFinished(timer.id()), c.expectMore("timer-finished"));

                assertTrue(say(c, "知道了", context).contains("关掉"));
                assertTrue(say(c, "退出做饭模式", context).contains("退出"));
            }
        }
    }
}
