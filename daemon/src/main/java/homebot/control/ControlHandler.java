package homebot.control;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.function.Consumer;

/**
 * What the control socket asks of the daemon. The integrator implements it over the voice session and the
 * turn pipeline.
 */
public interface ControlHandler {
    /**
     * Injects {@code text} as if spoken. Calls {@code sentence} for each reply sentence as it is produced (the
     * reply is also spoken as usual) and {@code done} exactly once at the end, possibly on another thread.
     * Must not throw for ordinary failures: report them as a {@link SayResult} with an error code.
     */
    void say(String text, Consumer<String> sentence, Consumer<SayResult> done);

    /** A JSON object describing the running daemon (see {@code homebot.doctor.StatusReport#toJson}). */
    JsonNode status();
}
