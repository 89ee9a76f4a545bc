package homebot.voice;

import java.util.List;

/** Effects that touch the audio thread's engines, handed to it through a queue (recognizers are single-threaded). */
sealed interface AudioCommand {
    record Start(List<String> grammar) implements AudioCommand {}

    record Stop() implements AudioCommand {}

    record Window(long millis) implements AudioCommand {}
}
