package homebot.fault;

import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.config.ConfigLoader;
import homebot.skills.api.Utterance;
import homebot.turn.ReplySink;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The process {@link KillNineTest} kills in its second lane: whole turns through the real pipeline, no LLM —
 * enter the prompt-only homework mode, two turns in it that set and cancel timers, exit — in a loop. After each
 * turn it reports "state <mode active> <timer names>" so the parent knows what was committed.
 */
public final class TurnWriterChild {
    private TurnWriterChild() {}

    public static void main(String[] args) throws Exception {
        Path ws = Path.of(args[0]);
        Path skill = Files.createDirectories(ws.resolve("skills/homework"));
        for (String f : List.of("mode.json", "SKILL.md")) {
            if (!Files.exists(skill.resolve(f))) {
                try (var in = TurnWriterChild.class.getResourceAsStream("/skills/homework/" + f)) {
                    Files.copy(in, skill.resolve(f));
                }
            }
        }
        try (Assembly app = new Assembly(new ConfigLoader(Schema.create(), Map.of("HOMEBOT_WORKSPACE", ws.toString())::get)
                .load(Optional.empty()), Clock.systemDefaultZone())) {
            report(app);
            List<String> script = List.of("打开作业模式", "计时3分钟", "取消计时", "计时5分钟", "退出作业模式", "取消计时");
            for (int i = 0; ; i++) {
                String text = script.get(i % script.size());
                if (text.equals("打开作业模式") && app.modes().active().isPresent()) {
                    text = "退出作业模式"; // the previous life was killed inside the mode
                }
                app.pipeline().run(new Utterance(text, "fault", "kill-" + i, "guest"), ReplySink.NONE);
                report(app);
            }
        }
    }

    private static void report(Assembly app) {
        TreeSet<String> names = new TreeSet<>();
        app.schedule().timers().list().forEach(t -> names.add(t.name()));
        System.out.println("state " + app.modes().active().isPresent() + " " + String.join(",", names));
        System.out.flush();
    }
}
