package homebot.wyoming;

import homebot.audio.wyoming.WyomingConnection;
import homebot.audio.wyoming.WyomingEvent;
import homebot.audio.wyoming.WyomingException;
import homebot.audio.wyoming.WyomingMessage;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Everything the server sends to one client, in order, written by the outbox's own thread. The turn thread only
 * queues, so a client that stops reading never holds the turn pipeline (and with it the kitchen's own turns);
 * when its queue is full the client is dropped.
 */
final class Outbox implements Consumer<WyomingMessage>, AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Outbox.class);
    private static final WyomingMessage END = () -> WyomingEvent.of("homebot-outbox-end");

    private final WyomingConnection connection;
    private final BlockingQueue<WyomingMessage> queue;
    private final Thread writer;

    Outbox(WyomingConnection connection, int capacity) {
        this.connection = connection;
        this.queue = new ArrayBlockingQueue<>(capacity);
        this.writer = new Thread(this::drain, "wyoming-client-send");
        writer.setDaemon(true);
        writer.start();
    }

    @Override
    public void accept(WyomingMessage m) {
        if (!queue.offer(m)) {
            LOG.warn("wyoming client {} is not reading; dropping it", connection.peer());
            connection.close();
        }
    }

    private void drain() {
        try {
            while (true) {
                WyomingMessage m = queue.take();
                if (m == END) {
                    return;
                }
                connection.send(m);
            }
        } catch (WyomingException e) {
            LOG.info("wyoming client {} gone: {}", connection.peer(), e.getMessage());
            connection.close();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Lets what is queued go out, then stops the writer (bounded wait: the socket closes after it anyway). */
    @Override
    public void close() {
        if (!queue.offer(END)) {
            queue.clear();
            queue.offer(END);
        }
        try {
            writer.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
