package homebot.voice;

import java.util.ArrayList;
import java.util.List;

final class RecordingEarconPlayer implements EarconPlayer {
    private final List<Earcon> played = new ArrayList<>();

    @Override
    public synchronized void play(Earcon earcon) {
        played.add(earcon);
    }

    synchronized List<Earcon> played() {
        return List.copyOf(played);
    }
}
