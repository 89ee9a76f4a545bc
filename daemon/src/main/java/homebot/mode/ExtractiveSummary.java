package homebot.mode;

import homebot.skills.api.TurnRecord;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The summary written when neither the model nor the plugin gave one. It invents nothing: it states that it is
 * extractive and quotes the first and last exchanges verbatim (shortened), with the turn count and speakers.
 */
final class ExtractiveSummary {
    private static final int HEAD = 3;
    private static final int TAIL = 5;
    private static final int MAX_CHARS = 120;

    private ExtractiveSummary() {}

    static String of(List<TurnRecord> turns, boolean chinese) {
        StringBuilder out = new StringBuilder();
        Set<String> speakers = new LinkedHashSet<>();
        turns.stream().filter(t -> !t.proactive()).forEach(t -> speakers.add(t.speakerId()));
        if (turns.isEmpty()) {
            return chinese ? "本次模式会话没有记录任何对话。\n" : "No turns were recorded in this mode session.\n";
        }
        out.append(chinese
                ? "（自动摘录，未经模型总结：以下为对话原文节选）\n\n共 " + turns.size() + " 轮对话，参与者："
                        + String.join("、", speakers) + "。\n\n"
                : "(Extractive summary, not written by a model: verbatim excerpts of the conversation.)\n\n"
                        + turns.size() + " turns; speakers: " + String.join(", ", speakers) + ".\n\n");
        int n = turns.size();
        boolean gap = n > HEAD + TAIL;
        for (int i = 0; i < n; i++) {
            if (gap && i == HEAD) {
                out.append(chinese ? "- ……（省略 " + (n - HEAD - TAIL) + " 轮）\n"
                        : "- … (" + (n - HEAD - TAIL) + " turns omitted)\n");
                i = n - TAIL;
            }
            TurnRecord t = turns.get(i);
            // A proactive turn's text is the backend's reminder: never shown as something a person said.
            String who = t.proactive() ? (chinese ? "（系统提醒）" : "(reminder)") : t.speakerId() + ":";
            out.append("- ").append(who).append(' ').append(shorten(t.user()))
                    .append(t.failed() ? (chinese ? " → （未完成）" : " → (failed) ") : " → ").append(shorten(t.assistant())).append('\n');
        }
        return out.toString();
    }

    private static String shorten(String s) {
        String one = s == null ? "" : s.replaceAll("\\s+", " ").strip();
        return one.length() <= MAX_CHARS ? one : one.substring(0, MAX_CHARS - 1) + "…";
    }
}
