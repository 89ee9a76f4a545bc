package homebot.voice;

/** Effects that touch the audio thread's engines, handed to it through a queue (recognizers are single-threaded). */
sealed interface AudioCommand {
    record Start(Vocabulary vocabulary) implements AudioCommand {}

    record Stop() implements AudioCommand {}

    record Window(long millis) implements AudioCommand {}
}
