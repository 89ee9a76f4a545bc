package homebot.schedule;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import homebot.agent.Tool;
import homebot.agent.ToolCallContext;
import homebot.skills.api.ToolArgumentException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZonedDateTime;
import java.time.format.DateTimeParseException;

/**
 * {@code schedule_follow_up}: the model plans to come back to something ("check the oven in 20 minutes").
 * When due, the agent is woken with a system reminder (not a user message) and may stay silent.
 */
public final class ScheduleFollowUpTool implements Tool {
    public static final String NAME = "schedule_follow_up";

    private final Scheduler scheduler;
    private final Clock clock;
    private final ObjectMapper json;

    public ScheduleFollowUpTool(Scheduler scheduler, Clock clock, ObjectMapper json) {
        this.scheduler = scheduler;
        this.clock = clock;
        this.json = json;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "Plan to come back to the user later, e.g. to check the oven in 20 minutes. When it is due you "
                + "are reminded (this is not a user message) and decide whether to speak; quiet hours and rate "
                + "limits may skip it. Give in_minutes or at, and the reason. Not for timers the user asks for.";
    }

    @Override
    public JsonNode parameters() {
        ObjectNode schema = json.createObjectNode();
        schema.put("type", "object");
        ObjectNode props = schema.putObject("properties");
        props.putObject("in_minutes").put("type", "number")
                .put("description", "minutes from now, more than 0");
        props.putObject("at").put("type", "string")
                .put("description", "ISO-8601 time: 2026-10-22T19:55:00+08:00, 2026-10-22T19:55 or 19:55 (local)");
        props.putObject("reason").put("type", "string")
                .put("description", "what to check or say then, in the user's language; at most "
                        + Scheduler.MAX_TEXT_CHARS + " characters");
        schema.putArray("required").add("reason");
        schema.put("additionalProperties", false);
        return schema;
    }

    @Override
    public String call(JsonNode arguments, ToolCallContext context) throws ToolArgumentException {
        String reason = arguments.path("reason").asText("").strip();
        if (reason.isEmpty()) {
            throw new ToolArgumentException("reason is required: say what to check or tell the user then");
        }
        boolean hasMinutes = arguments.hasNonNull("in_minutes");
        boolean hasAt = arguments.hasNonNull("at") && !arguments.get("at").asText().isBlank();
        if (hasMinutes == hasAt) {
            throw new ToolArgumentException("give exactly one of in_minutes or at");
        }
        Instant due = hasMinutes ? inMinutes(arguments.get("in_minutes")) : at(arguments.get("at").asText().strip());
        String chatId = context == null || context.utterance() == null ? null : context.utterance().chatId();
        Job job;
        try {
            job = scheduler.addFollowUp(due, reason, chatId);
        } catch (IllegalArgumentException e) {
            String message = e.getMessage() == null ? "" : e.getMessage();
            throw message.startsWith("schedule-text-too-long")
                    ? new ToolArgumentException(ToolArgumentException.TOO_LONG, "reason: " + message)
                    : new ToolArgumentException(message);
        }
        ObjectNode result = json.createObjectNode();
        result.put("ok", true);
        result.put("id", job.id());
        result.put("due_at", job.dueAt().atZone(clock.getZone()).toOffsetDateTime().toString());
        return result.toString();
    }

    private Instant inMinutes(JsonNode value) throws ToolArgumentException {
        if (!value.isNumber() && !value.isTextual()) {
            throw new ToolArgumentException("in_minutes must be a number");
        }
        double minutes;
        try {
            minutes = value.isNumber() ? value.asDouble() : Double.parseDouble(value.asText().strip());
        } catch (NumberFormatException e) {
            throw new ToolArgumentException("in_minutes must be a number, got '" + value.asText() + "'");
        }
        if (!(minutes > 0) || Double.isInfinite(minutes)) {
            throw new ToolArgumentException("in_minutes must be more than 0, got " + value.asText());
        }
        return clock.instant().plus(Duration.ofSeconds(Math.round(Math.min(minutes, 1e7) * 60)));
    }

    private Instant at(String text) throws ToolArgumentException {
        try {
            return OffsetDateTime.parse(text).toInstant();
        } catch (DateTimeParseException ignored) {
            // try the local forms below
        }
        try {
            return LocalDateTime.parse(text).atZone(clock.getZone()).toInstant();
        } catch (DateTimeParseException ignored) {
            // try a bare time of day
        }
        try {
            ZonedDateTime now = clock.instant().atZone(clock.getZone());
            ZonedDateTime at = now.with(LocalTime.parse(text));
            return (at.isAfter(now) ? at : at.plusDays(1)).toInstant();
        } catch (DateTimeParseException e) {
            throw new ToolArgumentException("at must be an ISO-8601 time like 2026-10-22T19:55:00+08:00 or 19:55, got '"
                    + text + "'");
        }
    }
}
