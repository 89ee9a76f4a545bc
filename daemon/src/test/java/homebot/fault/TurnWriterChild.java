package homebot.fault;

import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.config.ConfigLoader;
import homebot.skills.api.TimerInfo;
import homebot.skills.api.Utterance;
import homebot.testing.TestWorkspace;
import homebot.turn.ReplySink;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The process {@link KillNineTest} kills in its second lane: whole turns through the real pipeline, no LLM —
 * enter the prompt-only homework mode, turns in it that set and cancel timers, exit — in a loop. Before each turn it
 * says "doing N text"; after it, "state N session timers" (the active mode's session id or "-", and each timer as
 * name:seconds), so the parent knows the last committed state and the turn that was in flight.
 */
public final class TurnWriterChild {
    static final List<String> SCRIPT = List.of("打开作业模式", "计时3分钟", "取消计时", "计时5分钟", "退出作业模式", "取消计时");

    private TurnWriterChild() {}

    /** What a daemon on this workspace holds: "session timers", the form of the child's reports. */
    static String describe(Assembly app) {
        TreeSet<String> timers = new TreeSet<>();
        for (TimerInfo t : app.schedule().timers().list()) {
            timers.add(t.name() + ":" + t.duration().toSeconds());
        }
        String session = app.modes().active().map(a -> a.state().sessionId()).orElse("-");
        return session + " " + String.join(",", timers);
    }

    public static void main(String[] args) throws Exception {
        Path ws = Path.of(args[0]);
        TestWorkspace.installSkill(ws, TurnWriterChild.class, "homework");
        try (Assembly app = new Assembly(new ConfigLoader(Schema.create(), Map.of("HOMEBOT_WORKSPACE", ws.toString())::get)
                .load(Optional.empty()), Clock.systemDefaultZone())) {
            say("state -1 " + describe(app));
            for (int i = 0; ; i++) {
                String text = SCRIPT.get(i % SCRIPT.size());
                if (text.equals("打开作业模式") && app.modes().active().isPresent()) {
                    text = "退出作业模式"; // the previous life was killed inside the mode
                }
                say("doing " + i + " " + text);
                app.pipeline().run(new Utterance(text, "fault", "kill-" + i, "guest"), ReplySink.NONE);
                say("state " + i + " " + describe(app));
            }
        }
    }

    private static void say(String line) {
        System.out.println(line + ChildJvm.END);
        System.out.flush();
    }
}
