package homebot.audio.tts;

import homebot.audio.wav.WavAudio;
import java.util.ArrayList;
import java.util.List;

/** Remembers what it was asked to play. */
final class RecordingPlayer implements AudioPlayer {
    final List<WavAudio> played = new ArrayList<>();
    int stops;

    @Override
    public synchronized void play(WavAudio audio) {
        played.add(audio);
    }

    @Override
    public synchronized void stop() {
        stops++;
    }
}
