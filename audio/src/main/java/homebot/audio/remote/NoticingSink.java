package homebot.audio.remote;

import homebot.audio.tts.TtsException;
import homebot.audio.tts.TtsSink;

/**
 * Speaks each remote-engine outage notice once, between sentences, on the thread that speaks replies anyway: no
 * second voice talks over a reply. A notice raised while a sentence was rendered (the TTS server itself went
 * away) follows that sentence at once.
 */
public final class NoticingSink implements TtsSink {
    private final TtsSink inner;
    private final RemoteServices services;

    public NoticingSink(TtsSink inner, RemoteServices services) {
        this.inner = inner;
        this.services = services;
    }

    @Override
    public void speak(String sentence) throws TtsException {
        sayNotices();
        inner.speak(sentence);
        sayNotices();
    }

    private void sayNotices() throws TtsException {
        for (String notice : services.drainNotices()) {
            inner.speak(notice);
        }
    }

    @Override
    public void stop() {
        inner.stop();
    }

    @Override
    public String describe() {
        return inner.describe();
    }

    @Override
    public void close() {
        inner.close();
    }
}
