package homebot.systemd;

/**
 * The daemon's side of the systemd notify protocol ({@code sd_notify(3)}).
 * {@link SdNotify#fromEnvironment()} returns the real one under systemd and a
 * silent one everywhere else, so callers never check where they run.
 */
public interface ServiceNotifier {

    /** {@code READY=1}: send once the audio loop, the scheduler and the mode kernel are up. */
    void ready();

    /** {@code WATCHDOG=1}: only {@link Watchdog} should call this, and only while healthy. */
    void watchdog();

    /** {@code STOPPING=1}: send first thing on SIGTERM, before finishing the current turn. */
    void stopping();

    /** {@code STATUS=...}: one line shown by {@code systemctl status homebot}. */
    void status(String text);

    /** Whether messages reach a service manager (false off systemd or without libsystemd). */
    boolean active();
}
