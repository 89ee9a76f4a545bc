package homebot.schedule;

import java.time.Duration;
import java.util.Map;

/** The system reminder a due follow-up wakes the agent with, and the marker by which the agent declines. */
public final class FollowUpReminder {
    /** A reply consisting of this marker (whitespace around it allowed) means: say nothing to the user. */
    public static final String SILENT = "<silent/>";

    private final ScheduleTexts texts;

    public FollowUpReminder(ScheduleTexts texts) {
        this.texts = texts;
    }

    /** E.g. "[系统提醒，非用户消息] 20 分钟前你计划：检查烤箱。请决定是否需要主动提醒用户；如果不需要，回复 <silent/>。" */
    public String text(Job followUp, Duration sincePlanned) {
        String reason = followUp.text().strip();
        while (reason.endsWith("。") || reason.endsWith(".")) {
            reason = reason.substring(0, reason.length() - 1);
        }
        return texts.get("followup.reminder", Map.of("ago", texts.duration(sincePlanned), "reason", reason));
    }

    /** True when the agent's reply to a follow-up means "stay silent" (nothing is spoken). */
    public static boolean isSilent(String reply) {
        return reply == null || reply.isBlank() || reply.strip().equals(SILENT);
    }
}
