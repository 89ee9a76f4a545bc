package homebot.household;

import static homebot.household.MqttLinkTest.config;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.testing.MosquittoBroker;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** {@code homebot say --room NAME}: one announcement on the room's command topic, and no unit left behind. */
@Timeout(30)
class AnnouncerTest {
    @TempDir
    Path dir;

    @Test
    void theAnnouncementReachesTheRoomsCommandTopicAndLeavesNoAvailabilityBehind() throws Exception {
        try (MosquittoBroker broker = MosquittoBroker.start(dir.resolve("broker"));
             MqttProbe dining = new MqttProbe(broker.url(), "homebot/#")) {
            Announcer.announce(config(broker.url(), "kitchen"), "客厅", "饭好了");
            MqttProbe.Received r = dining.await(m -> m.topic().equals("homebot/客厅/cmd"), Duration.ofSeconds(10));
            assertTrue(r.payload().contains("\"type\":\"announce\"") && r.payload().contains("饭好了"), r.payload());
            Thread.sleep(200); // anything else the short-lived client might have published has arrived by now
            assertTrue(dining.received.stream().noneMatch(m -> m.topic().endsWith("/availability")),
                    "the CLI is not a unit: " + dining.received);
        }
    }

    @Test
    void aBrokerThatIsDownIsAClearError() throws Exception {
        HouseholdConfig down = config("tcp://127.0.0.1:" + MosquittoBroker.freePort(), "kitchen");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> Announcer.announce(down, "客厅", "饭好了"));
        assertTrue(e.getMessage().contains("could not reach the household broker"), e.getMessage());
        assertThrows(IllegalStateException.class, () -> Announcer.announce(HouseholdConfig.defaults(), "客厅", "x"));
    }
}
