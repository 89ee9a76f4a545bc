package homebot.household;

import static homebot.household.MqttLinkTest.awaitTrue;
import static homebot.household.MqttLinkTest.config;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.config.Language;
import homebot.schedule.ScheduleService;
import homebot.schedule.SchedulerConfig;
import homebot.skills.api.Utterance;
import homebot.testing.MosquittoBroker;
import homebot.testing.MovableClock;
import homebot.turn.ReplySink;
import homebot.turn.TurnHandler;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The household's sentences in both languages, on a real broker with a peer playing the other rooms. */
@Timeout(60)
class HouseholdIntentsTest {
    @TempDir
    Path dir;
    MosquittoBroker broker;
    Household kitchen;
    ScheduleService schedule;
    MqttProbe rooms;
    TurnHandler intents;
    final MovableClock clock = MovableClock.kitchenEvening();

    @BeforeEach
    void start() throws Exception {
        broker = MosquittoBroker.start(dir.resolve("broker"));
        ObjectMapper json = new ObjectMapper();
        schedule = new ScheduleService(dir.resolve("ws"), SchedulerConfig.defaults(), clock, json, e -> {});
        HouseholdConfig c = config(broker.url(), "kitchen");
        kitchen = new Household(c, new MqttLink(c, "kitchen"), new LocalUnit("kitchen", schedule, () -> "", () -> "", clock),
                clock, json);
        kitchen.start();
        rooms = new MqttProbe(broker.url(), "homebot/+/cmd");
        rooms.publish("homebot/dining room/availability", "online", true);
        rooms.publish("homebot/客厅/availability", "online", true);
        awaitTrue(() -> kitchen.view().units().size() == 2 && kitchen.link().connected());
        intents = new HouseholdIntents(kitchen, schedule).handler(Language.parse("en-US"));
    }

    @AfterEach
    void stop() throws Exception {
        rooms.close();
        kitchen.close();
        schedule.close();
        broker.close();
    }

    private Optional<String> say(String text) {
        return intents.handle(new Utterance(text, "test", "c", null), ReplySink.NONE).map(r -> r.text());
    }

    @Test
    void tellTheDiningRoomDinnerIsReady() throws Exception {
        assertEquals(Optional.of("Okay, told the dining room."), say("tell the dining room dinner is ready"));
        MqttProbe.Received r = rooms.await(m -> m.topic().equals("homebot/dining room/cmd"), Duration.ofSeconds(10));
        assertTrue(r.payload().contains("\"text\":\"dinner is ready\""), r.payload());
        assertEquals(Optional.of("Okay, told the dining room."), say("Tell the dining room that the soup is hot."));
        rooms.await(m -> m.payload().contains("\"text\":\"the soup is hot\""), Duration.ofSeconds(10));
    }

    @Test
    void chineseWithAndWithoutAVerbBetweenRoomAndWords() throws Exception {
        assertEquals(Optional.of("好的，已经告诉客厅了。"), say("告诉客厅饭好了"));
        rooms.await(m -> m.topic().equals("homebot/客厅/cmd") && m.payload().contains("饭好了"), Duration.ofSeconds(10));
        assertEquals(Optional.of("好的，已经告诉客厅了。"), say("跟客厅说一声汤好了"));
        rooms.await(m -> m.payload().contains("\"text\":\"汤好了\""), Duration.ofSeconds(10));
    }

    @Test
    void sentencesThatNameNoKnownRoomAreNotAnnouncements() {
        assertTrue(say("tell me a joke").isEmpty());
        assertTrue(say("告诉我明天天气").isEmpty());
        assertTrue(say("tell the garage the door is open").isEmpty(), "no unit in a garage");
    }

    @Test
    void timersQuestionsStayLocalUntilAnotherRoomHasTimers() throws Exception {
        assertTrue(say("有哪些计时").isEmpty(), "no other room has timers: the builtin intent answers");
        rooms.publish("homebot/客厅/state", "{\"v\":1,\"room\":\"客厅\",\"voice\":\"IDLE\",\"muted\":false,\"mode\":\"\","
                + "\"detail\":\"\",\"timers\":[{\"id\":\"t-1\",\"name\":\"烤鸡\",\"due_at\":\""
                + clock.instant().plus(Duration.ofMinutes(20)) + "\",\"ringing\":false}],\"at\":\"" + clock.instant() + "\"}", true);
        awaitTrue(() -> !kitchen.view().timers(clock.instant()).isEmpty());
        schedule.timers().start("米饭", Duration.ofMinutes(5), "");
        assertEquals(Optional.of("家里有2个计时：kitchen的「米饭」还剩5分钟，客厅的「烤鸡」还剩20分钟。"), say("有哪些计时"));
        assertEquals(Optional.of("2 timers in the house: 米饭 in the kitchen with 5 minutes left, 烤鸡 in the 客厅 with 20 minutes left."),
                say("what timers are running"));
    }
}
