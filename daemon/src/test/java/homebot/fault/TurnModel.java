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
        String rSession = r[0];
        java.util.Set<String> aTimers = timers(a.length > 1 ? a[1] : "");
        java.util.Set<String> rTimers = timers(r.length > 1 ? r[1] : "");
        Matcher set = SET.matcher(turn);
        return switch (turn) {
            case "打开作业模式" -> aSession.equals("-") && !rSession.equals("-") && rTimers.equals(aTimers);
            case "退出作业模式" -> rSession.equals("-") && rTimers.equals(aTimers);
            // cancels one timer: the recovered timers are the acknowledged ones less exactly one
            case "取消计时" -> rSession.equals(aSession) && aTimers.containsAll(rTimers)
                    && rTimers.size() == aTimers.size() - 1;
            // an unnamed timer never replaces another: the acknowledged timers plus one under a new default name
            default -> set.matches() && rSession.equals(aSession) && rTimers.containsAll(aTimers)
                    && rTimers.size() == aTimers.size() + 1 && rTimers.stream().filter(t -> !aTimers.contains(t))
                            .allMatch(t -> t.endsWith("计时:" + Integer.parseInt(set.group(1)) * 60)
                                    && aTimers.stream().noneMatch(x -> x.startsWith(t.substring(0, t.indexOf(':') + 1))));
        };
    }

    private static java.util.Set<String> timers(String joined) {
        java.util.Set<String> out = new java.util.HashSet<>();
        for (String t : joined.split(",")) {
            if (!t.isBlank()) {
                out.add(t.strip());
            }
        }
        return out;
    }
}
