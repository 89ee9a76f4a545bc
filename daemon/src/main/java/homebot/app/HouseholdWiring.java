package homebot.app;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.config.HomebotConfig;
import homebot.household.Household;
import homebot.household.HouseholdConfig;
import homebot.household.LocalUnit;
import homebot.household.MqttLink;
import homebot.mode.ModeManager;
import homebot.schedule.ScheduleService;
import homebot.skills.api.Utterance;
import homebot.turn.TurnListener;
import homebot.turn.TurnReply;
import java.time.Clock;
import java.util.UUID;

/** Wires the household (MQTT) into the unit: its state comes from the scheduler and the mode kernel. */
final class HouseholdWiring {
    private HouseholdWiring() {}

    /** The household part, or null when no broker is configured. */
    static Household create(HomebotConfig config, Clock clock, ObjectMapper json, ScheduleService schedule,
                            ModeManager modes) {
        HouseholdConfig hc = config.section("household", HouseholdConfig.class);
        if (!hc.enabled()) {
            return null;
        }
        int buffer = config.section("audio", homebot.audio.AudioConfig.class).capture().bufferMs();
        if (hc.wakeWindowMs() + 100 > buffer) {
            // The audio thread waits out the window after a wake-up; the device buffer must hold what is said meanwhile.
            org.slf4j.LoggerFactory.getLogger(HouseholdWiring.class).warn(
                    "household.wake_window_ms {} leaves less than 100 ms of audio.capture.buffer_ms {}: words said right "
                            + "after the wake phrase may be lost; raise buffer_ms", hc.wakeWindowMs(), buffer);
        }
        String lang = config.language().tag();
        LocalUnit unit = new LocalUnit(hc.room(), schedule,
                () -> modes.active().map(a -> a.mode().descriptor().displayName(lang)).orElse(""),
                () -> modeDetail(modes), clock);
        MqttLink link = new MqttLink(hc, "homebot-" + UUID.randomUUID().toString().substring(0, 12));
        Household household = new Household(hc, link, unit, clock, json);
        schedule.scheduler().addChangeListener(household::stateChanged);
        if (!hc.discoveryPrefix().isEmpty()) {
            household.announceToHomeAssistant(new homebot.household.Discovery(hc, BuildInfo.version(), json));
        }
        household.start();
        return household;
    }

    /** The first two lines of the active mode's run context: for cooking, the recipe and the current step. */
    private static String modeDetail(ModeManager modes) {
        try {
            return modes.active().map(a -> {
                String[] lines = a.mode().plugin().runContext(a.session()).split("\n");
                String text = String.join(" ", java.util.Arrays.asList(lines).subList(0, Math.min(2, lines.length)));
                return text.length() > 250 ? text.substring(0, 250) : text;
            }).orElse("");
        } catch (RuntimeException e) {
            return ""; // a broken plugin must not stop the state being published
        }
    }

    static TurnListener republishAfterTurns(Household household) {
        return new TurnListener() {
            @Override
            public void afterTurn(Utterance u, TurnReply reply) {
                household.stateChanged(); // the mode, the recipe step or a timer may have changed
            }
        };
    }
}
