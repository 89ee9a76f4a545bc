package homebot.systemd;

import java.util.concurrent.CopyOnWriteArrayList;
import java.util.List;

/** Records every notification as the sd_notify state string it would send; safe from any thread. */
public final class RecordingNotifier implements ServiceNotifier {

    public final List<String> sent = new CopyOnWriteArrayList<>();

    @Override
    public void ready() {
        sent.add("READY=1");
    }

    @Override
    public void watchdog() {
        sent.add("WATCHDOG=1");
    }

    @Override
    public void stopping() {
        sent.add("STOPPING=1");
    }

    @Override
    public void status(String text) {
        sent.add("STATUS=" + text);
    }

    @Override
    public boolean active() {
        return true;
    }
}
