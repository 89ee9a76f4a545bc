package homebot.audio.models;

/** Download progress; {@code total} is -1 when the size is unknown. Called on the downloading thread. */
@FunctionalInterface
public interface ProgressListener {
    void progress(String name, long done, long total);

    /** Called once when the download ends (complete or not). */
    default void finished(String name) {}

    static ProgressListener none() {
        return (name, done, total) -> {};
    }
}
