package homebot.audio.wyoming;

import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.function.Consumer;

/**
 * A client connection that streams audio out and events in at the same time, so the audio thread never blocks
 * on the network: {@link #send} only queues (a full queue means the server stopped reading, which is a failure),
 * one thread writes, one thread reads and hands every known event to the listener. The first failure of either
 * side is kept and the connection closed.
 */
final class StreamingSession implements AutoCloseable {
    private static final WyomingMessage END = () -> WyomingEvent.of("homebot-end-of-queue");

    private final WyomingConnection connection;
    private final BlockingQueue<WyomingMessage> outbox;
    private final Consumer<WyomingMessage> listener;
    private final Thread writer;
    private final Thread reader;
    private volatile WyomingException failure;
    private volatile boolean closed;

    /** @param queueChunks how many messages may wait for the writer (100 ms chunks: 100 = 10 s of audio) */
    StreamingSession(WyomingConnection connection, int queueChunks, Consumer<WyomingMessage> listener, String name) {
        this.connection = connection;
        this.outbox = new ArrayBlockingQueue<>(queueChunks);
        this.listener = listener;
        this.writer = new Thread(this::writeLoop, name + "-send");
        this.reader = new Thread(this::readLoop, name + "-receive");
        writer.setDaemon(true);
        reader.setDaemon(true);
        writer.start();
        reader.start();
    }

    /** Queues a message; false (and the session failed) when the writer is too far behind. */
    boolean send(WyomingMessage m) {
        if (failure != null || closed) {
            return false;
        }
        if (!outbox.offer(m)) {
            fail(new WyomingException(WyomingException.TIMEOUT, connection.peer() + " stopped reading audio"));
            return false;
        }
        return true;
    }

    /** The first failure, or null. */
    WyomingException failure() {
        return failure;
    }

    void readTimeout(Duration d) throws WyomingException {
        connection.readTimeout(d);
    }

    private void writeLoop() {
        try {
            while (true) {
                WyomingMessage m = outbox.take();
                if (m == END) {
                    connection.close(); // after everything queued before it went out
                    return;
                }
                connection.send(m);
            }
        } catch (WyomingException e) {
            fail(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void readLoop() {
        try {
            while (!closed) {
                var m = connection.receive();
                if (m.isEmpty()) {
                    if (!closed) {
                        fail(new WyomingException(WyomingException.TRUNCATED, connection.peer()
                                + " closed the connection mid-stream"));
                    }
                    return;
                }
                listener.accept(m.get());
            }
        } catch (WyomingException e) {
            if (!closed) {
                fail(e);
            }
        }
    }

    private void fail(WyomingException e) {
        if (failure == null) {
            failure = e;
        }
        listener.accept(new Failed(e));
        closeConnection();
    }

    private void closeConnection() {
        closed = true;
        outbox.clear();
        outbox.offer(END);
        connection.close();
    }

    /** Sends {@code last} after what is queued, then closes: a graceful end (audio-stop reaches the server). */
    void finish(WyomingMessage last) {
        if (failure != null || closed) {
            closeConnection();
            return;
        }
        closed = true; // from here on, the connection closing is ours, not the server's
        if (!outbox.offer(last) || !outbox.offer(END)) {
            closeConnection();
        }
    }

    /** Closes at once; what is still queued is dropped. */
    @Override
    public void close() {
        closeConnection();
    }

    /** Handed to the listener when the session fails, so a waiting caller wakes at once. */
    record Failed(WyomingException cause) implements WyomingMessage {
        @Override
        public WyomingEvent event() {
            return WyomingEvent.of("homebot-session-failed");
        }
    }
}
