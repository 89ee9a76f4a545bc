package homebot.llm;

import com.fasterxml.jackson.databind.JsonNode;

/** A function definition as sent in the request's {@code tools} array. */
public record ToolSpec(String name, String description, JsonNode parameters) {}
