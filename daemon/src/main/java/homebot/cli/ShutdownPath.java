package homebot.cli;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import sun.misc.Signal;

/**
 * How {@code homebot run} stops: on SIGTERM/SIGINT the daemon is closed in the signal thread, <em>before</em>
 * the JVM starts shutting down, and {@code run} then returns 0.
 *
 * <p>Why not just a shutdown hook: the JVM turns SIGTERM into exit status 143, which systemd records as a
 * failed stop ({@code Result=exit-code}); and java.util.logging's own hook resets the handlers while ours still
 * runs, so the "homebot stopped" line was lost. The shutdown hook stays for every other way out (System.exit);
 * {@link #closeOnce} makes the two paths close the daemon exactly once.
 *
 * <p>SIGHUP usually means "reload the config". homebot cannot swap its config under a running voice session, so
 * it says so, closes cleanly (state saved, socket removed) and ends with {@link #RESTART_STATUS}: systemd's
 * {@code Restart=on-failure} then starts it again with the new config. The unit has no {@code ExecReload}, so
 * {@code systemctl reload} is refused; {@code systemctl restart homebot} is the documented way.
 */
final class ShutdownPath {
    private static final Logger LOG = LoggerFactory.getLogger(ShutdownPath.class);

    private final Runnable close;
    private final AtomicBoolean closed = new AtomicBoolean();
    private final Thread hook;
    /** 128 + SIGHUP: what a shell and systemd read as "ended by SIGHUP", so the unit restarts it. */
    static final int RESTART_STATUS = 129;
    private volatile int exitStatus;

    ShutdownPath(Runnable close) {
        this.close = close;
        this.hook = new Thread(this::closeOnce, "shutdown");
    }

    void install() {
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            Signal.handle(new Signal("HUP"), s -> {
                LOG.warn("SIGHUP: homebot does not reload its config in place; stopping cleanly with status {} so that "
                        + "systemd starts it again with the new config (use `systemctl restart homebot`)", RESTART_STATUS);
                exitStatus = RESTART_STATUS;
                closeOnce();
            });
        } catch (IllegalArgumentException e) {
            LOG.warn("cannot handle SIGHUP ({}); it ends the JVM through the shutdown hook", e.getMessage());
        }
        for (String name : List.of("TERM", "INT")) {
            try {
                Signal.handle(new Signal(name), s -> closeOnce());
            } catch (IllegalArgumentException e) {
                // -Xrs or a signal the VM reserves: the shutdown hook still closes the daemon (exit status 143).
                LOG.warn("cannot handle SIG{} ({}); stopping through the shutdown hook", name, e.getMessage());
            }
        }
    }

    /** The status {@code run} ends with: 0, or {@link #RESTART_STATUS} after SIGHUP. */
    int exitStatus() {
        return exitStatus;
    }

    /** Closes the daemon unless that has happened already; true if this call closed it. */
    boolean closeOnce() {
        if (!closed.compareAndSet(false, true)) {
            return false;
        }
        close.run();
        return true;
    }

    /** After a normal end of {@code run}: close, and drop the hook unless the JVM is already shutting down. */
    void finish() {
        closeOnce();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // "Shutdown in progress": the hook has run or runs now; closeOnce() keeps it from closing twice.
        }
    }
}
