package homebot.household;

import static homebot.household.MqttLinkTest.awaitTrue;
import static homebot.household.MqttLinkTest.config;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.testing.RecordingLogHandler;
import homebot.testing.MosquittoBroker;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Bad input from the broker: each gets one clear log line, is ignored, and loses nothing that came before. */
@Timeout(60)
class HouseholdMessagesTest {
    @TempDir
    Path dir;
    MosquittoBroker broker;
    Household kitchen;
    final List<String> acked = new CopyOnWriteArrayList<>();

    @BeforeEach
    void start() throws Exception {
        broker = MosquittoBroker.start(dir.resolve("broker"));
        HouseholdConfig c = config(broker.url(), "kitchen");
        kitchen = new Household(c, new MqttLink(c, "kitchen"), new Household.Unit() {
            @Override
            public UnitState snapshot(String voice, boolean muted) {
                return new UnitState("kitchen", voice, muted, "", "", List.of(), Instant.now());
            }

            @Override
            public List<String> acknowledge(String name) {
                acked.add(name);
                return List.of(name);
            }
        }, Clock.systemUTC(), new ObjectMapper());
        kitchen.start();
        awaitTrue(() -> kitchen.link().connected());
    }

    @AfterEach
    void stop() {
        kitchen.close();
        broker.close();
    }

    private static String state(String room, String timer) {
        return "{\"v\":1,\"room\":\"" + room + "\",\"voice\":\"IDLE\",\"muted\":false,\"mode\":\"\",\"detail\":\"\","
                + "\"timers\":[{\"id\":\"t-1\",\"name\":\"" + timer + "\",\"due_at\":\"2030-01-01T00:00:00Z\","
                + "\"ringing\":false}],\"at\":\"2026-12-01T00:00:00Z\"}";
    }

    @Test
    void aRetainedStateFromAnOlderVersionIsIgnoredWithALogLine() throws Exception {
        try (RecordingLogHandler log = new RecordingLogHandler(); MqttProbe old = new MqttProbe(broker.url())) {
            old.publish("homebot/attic/state", "{\"room\":\"attic\",\"timers\":[]}", true); // no "v": before version 1
            old.publish("homebot/dining/state", state("dining", "汤"), true);
            awaitTrue(() -> kitchen.view().unit("dining").isPresent());
            awaitTrue(() -> log.all().contains("household-message-old"));
            assertTrue(kitchen.view().unit("attic").isEmpty(), "nothing is taken from an older format");
        }
    }

    @Test
    void garbageAndLiesAreIgnoredAndTheNextGoodMessageStillCounts() throws Exception {
        try (RecordingLogHandler log = new RecordingLogHandler(); MqttProbe peer = new MqttProbe(broker.url())) {
            peer.publish("homebot/dining/state", "not json at all", false);
            peer.publish("homebot/dining/state", "[1,2,3]", false);
            peer.publish("homebot/dining/state", state("hall", "假的"), false); // another room's name on dining's topic
            peer.publish("homebot/dining/state", "{\"v\":1,\"room\":\"dining\",\"timers\":\"x\"}", false);
            peer.publish("homebot/kitchen/cmd", "{\"v\":1,\"type\":\"self-destruct\",\"from\":\"dining\"}", false);
            peer.publish("homebot/kitchen/mute/set", "MAYBE", false);
            peer.publish("homebot/household/wake", "{\"v\":1,\"room\":\"dining\",\"score\":\"high\"}", false);
            peer.publish("homebot/dining/state", state("dining", "汤"), false);
            awaitTrue(() -> kitchen.view().unit("dining").flatMap(HouseholdView.Unit::state).isPresent());
            assertEquals("汤", kitchen.view().unit("dining").get().state().get().timers().get(0).name());
            assertTrue(kitchen.view().unit("hall").isEmpty());
            long bad = log.lines().stream().filter(l -> l.contains("household-message-bad")).count();
            assertEquals(7, bad, log.all());
        }
    }

    @Test
    void withTheBrokerAwayAWakeUpIsAnsweredAtOnceAndNoStaleClaimIsSentLater() throws Exception {
        try (MqttProbe dining = new MqttProbe(broker.url())) {
            dining.publish("homebot/dining/availability", "online", true);
            awaitTrue(() -> kitchen.view().anyOtherOnline());
        }
        broker.kill();
        awaitTrue(() -> !kitchen.link().connected());
        int waiting = kitchen.link().outboxSize();
        WakeArbiter.Decision d = kitchen.arbiter().contend(0.1);
        assertTrue(d.answer());
        assertEquals(0, d.waitedNanos());
        assertEquals(waiting, kitchen.link().outboxSize(), "no claim waits in the outbox for a later wake-up to trip on");
    }

    @Test
    void anAcknowledgementFromAnotherRoomStopsTheTimerHere() throws Exception {
        try (MqttProbe dining = new MqttProbe(broker.url())) {
            dining.publish("homebot/kitchen/cmd", "{\"v\":1,\"type\":\"ack\",\"from\":\"dining\",\"timer\":\"米饭\"}", false);
            awaitTrue(() -> acked.equals(List.of("米饭")));
        }
    }

    @Test
    void aVanishedUnitIsShownOfflineWithItsLastKnownTimers() throws Exception {
        try (MqttProbe dining = new MqttProbe(broker.url())) {
            dining.publish("homebot/dining/availability", "online", true);
            dining.publish("homebot/dining/state", state("dining", "汤"), true);
            awaitTrue(() -> kitchen.view().anyOtherOnline());
            dining.publish("homebot/dining/availability", "offline", true); // what its last will says
            awaitTrue(() -> !kitchen.view().anyOtherOnline());
            assertTrue(kitchen.statusLines().stream().anyMatch(l -> l.startsWith("dining (offline)") && l.contains("汤")),
                    kitchen.statusLines().toString());
            assertEquals(Household.Sent.ROOM_OFFLINE, kitchen.announce("dining", "饭好了"),
                    "the broker keeps no command for an absent unit: the user is told instead");
        }
    }
}
