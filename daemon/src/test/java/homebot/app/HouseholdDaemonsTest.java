package homebot.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import homebot.config.ConfigLoader;
import homebot.config.HomebotConfig;
import homebot.control.ControlClient;
import homebot.testing.ExternalTools;
import homebot.testing.MosquittoBroker;
import homebot.testing.MovableClock;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two real daemons (separate workspaces, control sockets, WAV-directory TTS through espeak-ng) in the kitchen and the
 * living room, on one real Mosquitto with a password: timers are seen and acknowledged across rooms, announcements
 * are spoken in the named room, and a broker killed mid-run loses no timer and gets the state republished.
 */
@Timeout(120)
class HouseholdDaemonsTest {
    private static final Duration WAIT = Duration.ofSeconds(15);

    @TempDir
    Path dir;
    MosquittoBroker broker;
    final MovableClock clock = MovableClock.kitchenEvening();
    final List<Daemon> daemons = new ArrayList<>();

    @BeforeEach
    void start() {
        ExternalTools.requireProgram("espeak-ng", "espeak-ng");
        broker = MosquittoBroker.start(dir.resolve("broker"));
    }

    @AfterEach
    void stop() {
        daemons.forEach(Daemon::close);
        broker.close();
    }

    private Unit unit(String name, String room) throws Exception {
        Path home = dir.resolve(name);
        Files.createDirectories(home);
        Path yaml = home.resolve("homebot.yaml");
        Files.writeString(yaml, String.join("\n",
                "workspace: " + home.resolve("ws"),
                "language: zh-CN",
                "models:",
                "  dir: " + home.resolve("no-models"),
                "control:",
                "  socket: " + home.resolve("homebot.sock"),
                "household:",
                "  broker_url: " + broker.url(),
                "  room: " + room,
                "  username: " + MosquittoBroker.USER,
                "  password: " + MosquittoBroker.PASSWORD, // for the CLI (`say --room`); the daemons get it from the env
                "  reconnect_min_ms: 100",
                "  reconnect_max_ms: 500",
                ""));
        Map<String, String> env = Map.of("HOMEBOT_MQTT_PASSWORD", MosquittoBroker.PASSWORD);
        HomebotConfig config = new ConfigLoader(Schema.create(), env::get).load(Optional.of(yaml));
        Daemon d = new Daemon(config, new Daemon.Options("stdin", "wav:" + home.resolve("spoken"), true), clock);
        daemons.add(d);
        d.start(new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream()));
        return new Unit(d, new ControlClient(home.resolve("homebot.sock")), home.resolve("spoken"), yaml);
    }

    record Unit(Daemon daemon, ControlClient control, Path spoken, Path yaml) {
        String say(String text) throws Exception {
            return control.say(text, s -> {}).reply();
        }

        JsonNode status() throws Exception {
            return control.status();
        }

        List<String> heard() {
            if (!Files.isDirectory(spoken)) {
                return List.of();
            }
            try (Stream<Path> files = Files.list(spoken)) {
                return files.filter(p -> p.toString().endsWith(".txt")).sorted().map(p -> {
                    try {
                        return Files.readString(p).strip();
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }).toList();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        String household() throws Exception {
            return status().path("household").toString();
        }
    }

    @Test
    void aTimerSetInTheKitchenIsListedAndAcknowledgedInTheLivingRoom() throws Exception {
        Unit kitchen = unit("kitchen", "厨房");
        Unit living = unit("living", "客厅");
        awaitTrue(() -> household(living).contains("厨房 (online)"));

        assertEquals("好的，米饭计时5分钟。", kitchen.say("米饭计时五分钟"));
        awaitTrue(() -> household(living).contains("timer 米饭"));
        String list = living.say("有哪些计时");
        assertTrue(list.contains("厨房的「米饭」还剩"), list);

        clock.advance(Duration.ofMinutes(5).plusSeconds(1));
        awaitTrue(() -> kitchen.heard().stream().anyMatch(s -> s.contains("米饭") && s.contains("计时到了")));
        assertTrue(living.heard().stream().noneMatch(s -> s.contains("计时到了")), "the alert rings where it was set");
        awaitTrue(() -> household(living).contains("timer 米饭 ringing"));

        assertEquals("好的，厨房的计时关掉了。", living.say("知道了"));
        awaitTrue(() -> !kitchen.status().path("timers").toString().contains("米饭"));
        awaitTrue(() -> !household(living).contains("米饭"));
    }

    @Test
    void anAnnouncementIsSpokenInTheNamedRoomOnly() throws Exception {
        Unit kitchen = unit("kitchen", "厨房");
        Unit living = unit("living", "客厅");
        awaitTrue(() -> household(kitchen).contains("客厅 (online)"));

        assertEquals("好的，已经告诉客厅了。", kitchen.say("告诉客厅饭好了"));
        awaitTrue(() -> living.heard().contains("饭好了"));
        assertTrue(kitchen.heard().stream().noneMatch(s -> s.equals("饭好了")));
        // "tell me …" names no room: it is not an announcement (here: the offline answer, no LLM configured).
        assertTrue(!kitchen.say("告诉我现在几点").contains("已经告诉"));

        // The same from a shell, and the household as the CLI shows it.
        assertEquals(0, homebot.cli.Main.execute("say", "--room", "客厅", "--config", kitchen.yaml().toString(), "汤好了"));
        awaitTrue(() -> living.heard().contains("汤好了"));
        String status = cli("status", "--household", "--config", living.yaml().toString());
        assertTrue(status.contains("客厅 (this unit, connected)") && status.contains("厨房 (online): VOICE-OFF, mode none"), status);
    }

    private static String cli(String... args) {
        java.io.PrintStream old = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true, java.nio.charset.StandardCharsets.UTF_8));
        int code;
        try {
            code = homebot.cli.Main.execute(args);
        } finally {
            System.setOut(old);
        }
        assertEquals(0, code, out.toString(java.nio.charset.StandardCharsets.UTF_8));
        return out.toString(java.nio.charset.StandardCharsets.UTF_8);
    }

    @Test
    void aBrokerKilledAndRestartedLosesNoTimerAndTheStateIsRepublished() throws Exception {
        Unit kitchen = unit("kitchen", "厨房");
        Unit living = unit("living", "客厅");
        // each must know the other before the broker goes: the kitchen's announcement below is for a room it has seen
        awaitTrue(() -> household(living).contains("厨房 (online)") && household(kitchen).contains("客厅 (online)"));
        kitchen.say("米饭计时五分钟");
        awaitTrue(() -> household(living).contains("timer 米饭"));

        broker.kill();
        awaitTrue(() -> household(kitchen).contains("broker away"));
        // Timers keep running locally while the broker is away, and an announcement waits for it.
        assertEquals("好的，汤计时10分钟。", kitchen.say("汤计时十分钟"));
        assertEquals("现在连不上其他房间，连上后马上告诉客厅。", kitchen.say("告诉客厅饭好了"));
        String timers = kitchen.status().path("timers").toString();
        assertTrue(timers.contains("米饭") && timers.contains("汤"), timers);

        broker.restart(); // no persistence: every retained message is gone, so the units must republish
        awaitTrue(() -> household(living).contains("timer 汤") && household(living).contains("timer 米饭"));
        awaitTrue(() -> household(kitchen).contains("客厅 (online)"));
        String list = living.say("有哪些计时");
        assertTrue(list.contains("厨房的「米饭」") && list.contains("厨房的「汤」"), list);
        awaitTrue(() -> living.heard().contains("饭好了"));
    }

    @Test
    void aUnitStartsAndWorksWithTheBrokerDownAndJoinsWhenItComesUp() throws Exception {
        broker.kill();
        Unit kitchen = unit("kitchen", "厨房"); // starts (READY) although the broker is unreachable
        assertEquals("好的，米饭计时5分钟。", kitchen.say("米饭计时五分钟"));
        assertTrue(household(kitchen).contains("broker away: household-broker-unreachable"), household(kitchen));
        broker.restart();
        Unit living = unit("living", "客厅");
        awaitTrue(() -> household(living).contains("厨房 (online)") && household(living).contains("timer 米饭"));
    }

    private static String household(Unit u) {
        try {
            return u.household();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static void awaitTrue(ThrowingCondition c) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!c.get()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within " + WAIT);
            }
            TimeUnit.MILLISECONDS.sleep(20); // real daemons and a real broker: real time passes
        }
    }

    interface ThrowingCondition {
        boolean get() throws Exception;
    }
}
