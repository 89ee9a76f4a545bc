package homebot.skills.api;

/**
 * What the user said this turn, as text, with where it came from.
 *
 * @param text      the user's own words (a transcript or a typed line)
 * @param channel   {@code voice}, {@code console}, {@code socket}...
 * @param chatId    the voice session / console conversation this turn belongs to
 * @param speakerId who spoke, or {@code guest}
 */
public record Utterance(String text, String channel, String chatId, String speakerId) {
    public Utterance {
        text = text == null ? "" : text;
        speakerId = speakerId == null || speakerId.isBlank() ? "guest" : speakerId;
    }
}
