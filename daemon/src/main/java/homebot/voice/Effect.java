package homebot.voice;

import homebot.turn.DialogueState;

/** What a transition asks the runner to do. Data only; {@link VoiceSession} applies them in order. */
public sealed interface Effect {

    /** Start a new voice session with its own chat_id. */
    record NewSession(WakeSource source) implements Effect {}

    /** Open the microphone path (endpointer + recognizer), trying {@code vocabulary} first. */
    record StartListening(Vocabulary vocabulary) implements Effect {}

    /** Close the recognizer of the listening path. */
    record StopListening() implements Effect {}

    /** Go back to the wake word unless speech starts within {@code millis} of audio. */
    record OpenFollowUpWindow(long millis) implements Effect {}

    /** Run a turn with the user's words on the turn thread. */
    record RunTurn(String text, String channel, String turnId) implements Effect {
        public RunTurn(String text, String channel) {
            this(text, channel, null);
        }
    }

    /** Drop whatever the running turn still produces. */
    record CancelTurn() implements Effect {}

    /** Queue one sentence for the speech thread. */
    record Speak(String sentence) implements Effect {}

    /** Mark the end of the reply in the speech queue; reaching it raises PlaybackFinished(next). */
    record EndReply(DialogueState next) implements Effect {}

    /** Stop playback now and drop every queued sentence. */
    record StopPlayback() implements Effect {}

    record PlayEarcon(Earcon earcon) implements Effect {}
}
