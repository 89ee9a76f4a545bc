package homebot.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.audio.wake.WakeDetection;
import homebot.audio.wake.WakeWordDetector;
import homebot.household.ArbitratedWakeDetector;
import homebot.household.Household;
import homebot.household.HouseholdConfig;
import homebot.household.HouseholdView;
import homebot.household.MqttLink;
import homebot.household.UnitState;
import homebot.audio.Secret;
import homebot.testing.MosquittoBroker;
import homebot.turn.DialogueState;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Real voice sessions in three rooms, each with its own household link on one real Mosquitto, all hearing the same
 * wake-up: exactly one answers (the best detection score), the others never leave IDLE and say nothing.
 */
@Timeout(60)
class HouseholdWakeArbitrationTest {
    @TempDir
    Path dir;
    final List<AutoCloseable> open = new ArrayList<>();

    @AfterEach
    void close() throws Exception {
        for (int i = open.size() - 1; i >= 0; i--) {
            open.get(i).close();
        }
    }

    private Household household(String url, String room) {
        HouseholdConfig c = HouseholdConfig.defaults().with(url, room)
                .withCredentials(MosquittoBroker.USER, Secret.of(MosquittoBroker.PASSWORD));
        Household h = new Household(c, new MqttLink(c, "test-" + room), new Household.Unit() {
            @Override
            public UnitState snapshot(String voice, boolean muted) {
                return new UnitState(room, voice, muted, "", "", List.of(), Clock.systemUTC().instant());
            }

            @Override
            public List<String> acknowledge(String timerName) {
                return List.of();
            }
        }, Clock.systemUTC(), new ObjectMapper());
        h.start();
        open.add(h);
        return h;
    }

    /** The same phrase heard with a room-specific score (distance to the speaker). */
    private static WakeWordDetector scored(WakeWordDetector inner, double score) {
        return new WakeWordDetector() {
            @Override
            public Optional<WakeDetection> accept(short[] samples, int count) {
                return inner.accept(samples, count).map(d -> new WakeDetection(d.phrase(), score));
            }

            @Override
            public void reset() {
                inner.reset();
            }

            @Override
            public void close() {
                inner.close();
            }
        };
    }

    private VoiceHarness room(Household h, double score) {
        VoiceHarness v = new VoiceHarness();
        v.handler.reply(DialogueState.IDLE, "现在三点。");
        v.source(v.speech.script().silence(500).say("小爱同学", 600).silence(400).say("几点了", 800).silence(2000));
        v.wakeOverride = new ArbitratedWakeDetector(scored(v.wake, score), h.arbiter());
        open.add(v);
        return v;
    }

    @Test
    void threeRoomsHearTheSameWakeUpAndOnlyTheBestScoreAnswers() throws Exception {
        MosquittoBroker broker = MosquittoBroker.start(dir.resolve("broker"));
        open.add(broker);
        Household kitchen = household(broker.url(), "kitchen");
        Household dining = household(broker.url(), "dining");
        Household hall = household(broker.url(), "hall");
        for (Household h : List.of(kitchen, dining, hall)) {
            awaitTrue(() -> h.view().units().stream().filter(HouseholdView.Unit::online).count() == 2);
        }
        VoiceHarness k = room(kitchen, 0.71);
        VoiceHarness d = room(dining, 0.93);
        VoiceHarness a = room(hall, 0.64);
        k.start();
        d.start();
        a.start();
        k.awaitFinished();
        d.awaitFinished();
        a.awaitFinished();

        assertEquals(List.of("现在三点。"), d.tts.spoken(), "the dining room heard it best and answers");
        assertEquals(List.of(), k.tts.spoken(), "the kitchen stays silent");
        assertEquals(List.of(), a.tts.spoken(), "the hall stays silent");
        assertTrue(k.listener.events().stream().noneMatch(e -> e instanceof VoiceEvent.WakeDetected),
                "the kitchen never left IDLE: " + k.listener.events());
        assertTrue(a.listener.events().stream().noneMatch(e -> e instanceof VoiceEvent.WakeDetected));
        assertTrue(dining.arbiter().last().answer());
        assertEquals(2, dining.arbiter().last().rivals().size(), "both rivals' claims were seen");
    }

    @Test
    void aUnitAloneInTheHouseAnswersWithoutWaiting() throws Exception {
        MosquittoBroker broker = MosquittoBroker.start(dir.resolve("broker"));
        open.add(broker);
        Household kitchen = household(broker.url(), "kitchen");
        awaitTrue(() -> kitchen.link().connected());
        VoiceHarness k = room(kitchen, 0.5);
        k.start();
        k.awaitFinished();
        assertEquals(List.of("现在三点。"), k.tts.spoken());
        assertEquals(0, kitchen.arbiter().last().waitedNanos());
    }

    private static void awaitTrue(java.util.function.BooleanSupplier c) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!c.getAsBoolean()) {
            assertTrue(System.nanoTime() < deadline, "condition not met within 10 s");
            TimeUnit.MILLISECONDS.sleep(10);
        }
    }
}
