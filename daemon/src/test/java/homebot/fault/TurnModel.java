package homebot.fault;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What each of {@link TurnWriterChild}'s turns does to the state it reports ("session timers"), so the parent can
 * tell "the turn in flight at the kill was committed" from a loss.
 */
final class TurnModel {
    private static final Pattern SET = Pattern.compile("计时(\\d+)分钟");

    private TurnModel() {}

    /** The text of a turn the child started after its last report, if any. */
    static Optional<String> turnAfterLastState(List<String> lines) {
        for (int i = lines.size() - 1; i >= 0; i--) {
            String l = lines.get(i);
            if (l.startsWith("state ")) {
                return Optional.empty();
            }
            if (l.startsWith("doing ")) {
                return Optional.of(l.split(" ", 3)[2]);
            }
        }
        return Optional.empty();
    }

    /** Whether {@code turn}, applied to the acknowledged state, gives the recovered one. */
    static boolean explains(String acked, String turn, String recovered) {
        String[] a = acked.split(" ", 2);
        String[] r = recovered.split(" ", 2);
        String aSession = a[0];
        String aTimers = a.length > 1 ? a[1] : "";
        String rSession = r[0];
        String rTimers = r.length > 1 ? r[1] : "";
        Matcher set = SET.matcher(turn);
        return switch (turn) {
            case "打开作业模式" -> aSession.equals("-") && !rSession.equals("-") && rTimers.equals(aTimers);
            case "退出作业模式" -> rSession.equals("-") && rTimers.equals(aTimers);
            // one unnamed timer at most in this script: cancelling it leaves none
            case "取消计时" -> rSession.equals(aSession) && rTimers.isEmpty() && !aTimers.contains(",");
            default -> set.matches() && rSession.equals(aSession)
                    && rTimers.equals("计时:" + Integer.parseInt(set.group(1)) * 60);
        };
    }
}
