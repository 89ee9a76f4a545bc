package homebot.audio.wake;

/** The wake phrase was heard. {@code confidence} is the lowest word confidence of the phrase. */
public record WakeDetection(String phrase, double confidence) {}
