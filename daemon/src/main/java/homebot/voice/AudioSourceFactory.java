package homebot.voice;

import homebot.audio.capture.AudioSource;
import java.io.IOException;

/** Opens the audio source; called again to reopen it after the device was lost. */
@FunctionalInterface
public interface AudioSourceFactory {
    AudioSource open() throws IOException;
}
