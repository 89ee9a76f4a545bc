package homebot.agent;

import homebot.skills.api.Utterance;

/** What a tool may know of the turn that called it: above all the user's own words (for switch_mode's check). */
public record ToolCallContext(Utterance utterance, String runId) {}
