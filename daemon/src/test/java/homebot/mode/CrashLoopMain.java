package homebot.mode;

import homebot.skills.api.Utterance;
import homebot.testing.FakeTimers;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The child process of {@link ModeCrashSafetyTest}: loops enter → 3 turns → exit forever on a workspace and
 * prints one acknowledgement line after each operation has returned ("E sid", "T sid n", "X sid"), so the
 * parent knows what was durable when it killed the process. A restarted child continues an active session.
 * An optional third argument ends the loop after that many sessions (used once to dump a class-data archive).
 */
public final class CrashLoopMain {
    private CrashLoopMain() {}

    public static void main(String[] args) throws Exception {
        Path workspace = Path.of(args[0]);
        AtomicLong seconds = new AtomicLong(Long.parseLong(args[1]));
        Clock clock = new Clock() {
            @Override
            public ZoneId getZone() {
                return ZoneOffset.ofHours(8);
            }

            @Override
            public Clock withZone(ZoneId zone) {
                throw new UnsupportedOperationException();
            }

            @Override
            public Instant instant() {
                return Instant.ofEpochSecond(seconds.getAndIncrement());
            }
        };
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        ModeManager m = new ModeManager(workspace, ModeFixtures.registry(), new FakeTimers(clock), clock,
                new ModeConfig("", "00:10", "zh-CN"));
        out.println("ready");
        int sessions = args.length > 2 ? Integer.parseInt(args[2]) : Integer.MAX_VALUE;
        for (int done = 0; done < sessions; done++) {
            ActiveMode a = m.active().orElse(null);
            if (a == null) {
                a = m.enter("homework");
                out.println("E " + a.sessionId());
            }
            for (int n = a.session().turns().size() + 1; n <= 3; n++) {
                m.recordTurn(new Utterance("第" + n + "题怎么做？".repeat(n * 20), "voice", "v", "kid"),
                        "先想一想。".repeat(n * 30));
                out.println("T " + a.sessionId() + " " + n);
            }
            m.requestExit("homework", null);
            m.runPendingExit();
            out.println("X " + a.sessionId());
        }
    }
}
