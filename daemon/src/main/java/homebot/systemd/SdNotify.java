package homebot.systemd;

import com.sun.jna.Library;
import com.sun.jna.Native;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@link ServiceNotifier} over libsystemd's {@code sd_notify}. The JDK cannot
 * send to the {@code AF_UNIX} datagram socket named by {@code NOTIFY_SOCKET},
 * so this goes through JNA (already on the class path for Vosk).
 */
public final class SdNotify implements ServiceNotifier {

    private static final Logger LOG = LoggerFactory.getLogger(SdNotify.class);
    static final String LIBRARY = "libsystemd.so.0";

    /** The one function we need; {@code unset_environment} is always 0. */
    interface LibSystemd extends Library {
        int sd_notify(int unsetEnvironment, String state);
    }

    private final LibSystemd lib;
    private final AtomicBoolean failureLogged = new AtomicBoolean();

    SdNotify(LibSystemd lib) {
        this.lib = lib;
    }

    /** The notifier for this process: real under systemd, silent otherwise. */
    public static ServiceNotifier fromEnvironment() {
        return fromEnvironment(System.getenv(), LIBRARY);
    }

    static ServiceNotifier fromEnvironment(Map<String, String> env, String library) {
        String socket = env.get("NOTIFY_SOCKET");
        if (socket == null || socket.isBlank()) {
            LOG.debug("NOTIFY_SOCKET is not set: not started by systemd, notifications are off");
            return NoNotifier.INSTANCE;
        }
        try {
            return new SdNotify(Native.load(library, LibSystemd.class));
        } catch (UnsatisfiedLinkError e) {
            // One line, not a stack trace: the daemon works fine without it,
            // only Type=notify start-up will time out, which this line explains.
            LOG.warn("systemd-notify-unavailable: cannot load {} ({}); READY/WATCHDOG will not be sent",
                    library, e.getMessage());
            return NoNotifier.INSTANCE;
        }
    }

    @Override
    public void ready() {
        send("READY=1");
    }

    @Override
    public void watchdog() {
        send("WATCHDOG=1");
    }

    @Override
    public void stopping() {
        send("STOPPING=1");
    }

    @Override
    public void status(String text) {
        // A newline would start a new KEY=VALUE assignment in the datagram.
        send("STATUS=" + text.replaceAll("[\\r\\n]+", " "));
    }

    @Override
    public boolean active() {
        return true;
    }

    private void send(String state) {
        int rc = lib.sd_notify(0, state);
        if (rc < 0 && failureLogged.compareAndSet(false, true)) {
            LOG.warn("systemd-notify-failed: sd_notify({}) returned errno {}; further failures are not logged",
                    state.substring(0, state.indexOf('=')), -rc);
        }
    }

    /** The silent notifier used off systemd. */
    enum NoNotifier implements ServiceNotifier {
        INSTANCE;

        @Override
        public void ready() {
        }

        @Override
        public void watchdog() {
        }

        @Override
        public void stopping() {
        }

        @Override
        public void status(String text) {
        }

        @Override
        public boolean active() {
            return false;
        }
    }
}
