package homebot.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.config.ConfigLoader;
import homebot.skills.api.TimerInfo;
import homebot.skills.api.Utterance;
import homebot.turn.ReplySink;
import homebot.turn.TurnReply;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The whole daemon in a fresh workspace (default config, no LLM, a fixed Saturday noon), spoken to as a cook would. */
final class CookPipeline {
    private CookPipeline() {}

    static Assembly start(Path root) throws IOException {
        Path ws = Files.createTempDirectory(root, "ws");
        return new Assembly(new ConfigLoader(Schema.create(), Map.of("HOMEBOT_WORKSPACE", ws.toString())::get)
                .load(Optional.empty()), Clock.fixed(Instant.parse("2026-11-29T11:00:00Z"), ZoneId.of("Asia/Shanghai")));
    }

    /**
     * The same kitchen with a language model configured (at a loopback port nothing answers): the mode's local
     * answers still come first, and what only the model could answer is proposed and carried, not refused.
     */
    static Assembly startWithModel(Path root) throws IOException {
        Path ws = Files.createTempDirectory(root, "ws");
        return new Assembly(new ConfigLoader(Schema.create(), Map.of("HOMEBOT_WORKSPACE", ws.toString(),
                "HOMEBOT_LLM_BASE_URL", "http://127.0.0.1:9/v1", "HOMEBOT_LLM_MODEL", "none")::get)
                .load(Optional.empty()), Clock.fixed(Instant.parse("2026-11-29T11:00:00Z"), ZoneId.of("Asia/Shanghai")));
    }

    static TurnReply say(Assembly app, String text) {
        return app.pipeline().run(new Utterance(text, "voice", "corpus", "guest"), ReplySink.NONE);
    }

    /** The last of several turns ("做红烧肉 / 下一步 / 不用"): what was said, the reply, its intent, the timers it changed. */
    record LastTurn(String said, TurnReply reply, String intent, List<TimerInfo> added, List<TimerInfo> gone,
            boolean modeOn) {

        /**
         * Asserts the intent that answered ({@code none}: nothing acting; {@code !x}: anything but x, nothing acting)
         * and the slots: {@code d} (seconds of the timer added), {@code name} (of the timer added, or cancelled by a
         * cancel; {@code _} for a space), {@code says} (the reply contains it; {@code _} for a space), {@code
         * servings} (the reply says that many people, "两人份" / "for 4 "), {@code mode} ({@code on} or {@code off}
         * after the turn).
         */
        void check(String expected, String slots) {
            String text = reply.text();
            if (expected.equals("none") || expected.startsWith("!")) {
                if (expected.startsWith("!")) {
                    assertNotEquals(expected.substring(1), intent, said + " → " + text);
                }
                assertEquals(false, UtteranceCorpusTest.ACTING.contains(intent), said + " → " + intent + ": " + text);
            } else {
                assertEquals(expected, intent, said + " → " + text);
            }
            for (String slot : slots == null ? new String[0] : slots.strip().split("\\s+")) {
                String[] kv = slot.split("=", 2);
                switch (kv[0]) {
                    case "d" -> assertEquals(Long.parseLong(kv[1]), added.get(0).duration().toSeconds(), text);
                    case "name" -> assertEquals(kv[1].replace('_', ' '),
                            (intent.startsWith("timer_cancel") ? gone : added).get(0).name(), text);
                    case "says" -> assertTrue(text.contains(kv[1].replace('_', ' ')), text);
                    case "servings" -> assertTrue(Integer.parseInt(kv[1]) <= 10
                            && text.contains("一两三四五六七八九十".charAt(Integer.parseInt(kv[1]) - 1) + "人份")
                            || text.contains("for " + kv[1] + " "), text);
                    case "mode" -> assertEquals(kv[1].equals("on"), modeOn, said + " → " + text);
                    default -> throw new IllegalArgumentException(slot);
                }
            }
        }
    }

    /** Says each of {@code turns} (separated by " / ") in order and reports on the last. */
    static LastTurn sayInTurn(Assembly app, String turns) {
        String[] said = turns.split(" / ");
        for (int i = 0; i < said.length - 1; i++) {
            say(app, said[i].strip());
        }
        List<TimerInfo> before = app.schedule().timers().list();
        String last = said[said.length - 1].strip();
        TurnReply r = say(app, last);
        List<TimerInfo> now = app.schedule().timers().list();
        return new LastTurn(last, r, UtteranceCorpusTest.intentOf(r),
                now.stream().filter(t -> before.stream().noneMatch(b -> b.id().equals(t.id()))).toList(),
                before.stream().filter(b -> now.stream().noneMatch(t -> t.id().equals(b.id()))).toList(),
                app.modes().active().isPresent());
    }
}
