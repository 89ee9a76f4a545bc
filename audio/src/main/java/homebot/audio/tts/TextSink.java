package homebot.audio.tts;

import java.io.PrintStream;

/** {@code --tts text}: prints each sentence on its own line, for consoles and pipes. */
public final class TextSink implements TtsSink {
    private final PrintStream out;
    private final String prefix;

    public TextSink(PrintStream out, String prefix) {
        this.out = out;
        this.prefix = prefix == null ? "" : prefix;
    }

    @Override
    public void speak(String sentence) {
        if (sentence != null && !sentence.isBlank()) {
            out.println(prefix + sentence.strip());
            out.flush();
        }
    }

    @Override
    public void stop() {
        // printing is instantaneous: nothing to interrupt
    }

    @Override
    public String describe() {
        return "text";
    }
}
