package homebot.audio.wyoming;

/**
 * A typed Wyoming event. The records live one file per protocol area ({@link Audio}, {@link Asr}, {@link Tts},
 * {@link Wake}, {@link Handle}, {@link Timer}, {@link Infos}); {@link WyomingMessages#decode} maps a raw event
 * onto them.
 */
public interface WyomingMessage {
    WyomingEvent event();
}
