package homebot.corpus;

import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.config.ConfigLoader;
import homebot.skills.api.Utterance;
import homebot.turn.ReplySink;
import homebot.turn.TurnReply;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
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

    static TurnReply say(Assembly app, String text) {
        return app.pipeline().run(new Utterance(text, "voice", "corpus", "guest"), ReplySink.NONE);
    }
}
