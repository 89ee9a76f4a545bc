package homebot.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One client. The server's selector thread reads its bytes without ever waiting ({@link #readable}); only a
 * complete request line takes a worker, so a client that connects and says nothing, or types one byte a
 * minute, holds no thread and delays nobody. Requests of one client are answered in order. Garbage gets an
 * error line and the connection stays usable; an oversized line gets an error and a clean close (the stream
 * cannot be resynchronised). A client that leaves mid-reply only stops the writing: the turn itself completes.
 */
final class ControlConnection {
    private static final Logger LOG = LoggerFactory.getLogger(ControlConnection.class);

    private final SocketChannel channel;
    private final ControlHandler handler;
    private final int maxLineBytes;
    private final long sayTimeoutMs;
    private final long idleTimeoutMs;
    private final Executor workers;
    private final Runnable onClose;
    private final LineReader in;
    private final Deque<String> pending = new ArrayDeque<>();
    private boolean busy;
    private boolean closeWhenDone;
    private long lastRequestNanos;
    private final ReentrantLock writing = new ReentrantLock();
    private volatile boolean broken;
    private final AtomicBoolean closed = new AtomicBoolean();

    ControlConnection(SocketChannel channel, ControlHandler handler, ControlConfig config, Executor workers,
                      Runnable onClose, long nowNanos) throws IOException {
        channel.configureBlocking(false);
        this.channel = channel;
        this.handler = handler;
        this.maxLineBytes = config.maxLineBytes();
        this.sayTimeoutMs = config.sayTimeoutMs();
        this.idleTimeoutMs = config.idleTimeoutMs();
        this.workers = workers;
        this.onClose = onClose;
        this.in = new LineReader(maxLineBytes);
        this.lastRequestNanos = nowNanos;
    }

    SocketChannel channel() {
        return channel;
    }

    /**
     * Selector thread: takes the bytes that arrived and queues every complete request; never blocks. False once
     * there is nothing more to read (the client closed its side, or the connection is closed).
     */
    boolean readable(long nowNanos) {
        try {
            boolean open = in.fill(channel);
            for (String line = in.poll(); line != null; line = in.poll()) {
                if (!line.isBlank()) {
                    enqueue(line, nowNanos);
                }
            }
            if (!open) {
                finishAfterPending();
                return false;
            }
            return true;
        } catch (LineReader.LineTooLongException e) {
            writeThenClose(ControlProtocol.error("line-too-long", "request longer than " + maxLineBytes + " bytes; closing"));
        } catch (IOException e) {
            LOG.debug("control client gone: {}", e.toString());
            abort();
        }
        return false;
    }

    /** Selector thread: closes a connection that has sent no complete request for the idle timeout. */
    synchronized void closeIfIdle(long nowNanos) {
        if (!busy && pending.isEmpty() && nowNanos - lastRequestNanos >= TimeUnit.MILLISECONDS.toNanos(idleTimeoutMs)) {
            LOG.debug("closing an idle control client");
            abort();
        }
    }

    private synchronized void enqueue(String line, long nowNanos) {
        lastRequestNanos = nowNanos;
        pending.add(line);
        if (!busy) {
            busy = true;
            try {
                workers.execute(this::drain);
            } catch (RejectedExecutionException e) {
                busy = false;
                pending.clear();
                writeThenClose(ControlProtocol.error("server-busy", "too many control requests; try again"));
            }
        }
    }

    private synchronized void finishAfterPending() {
        if (busy || !pending.isEmpty()) {
            closeWhenDone = true;
        } else {
            abort();
        }
    }

    /** Worker: answers queued requests one after another, then gives the thread back. */
    private void drain() {
        try {
            while (true) {
                String line;
                synchronized (this) {
                    line = pending.poll();
                    if (line == null) {
                        busy = false;
                        lastRequestNanos = System.nanoTime(); // idle time counts from the last answer
                        if (closeWhenDone) {
                            abort();
                        }
                        return;
                    }
                }
                handle(line);
            }
        } catch (RuntimeException e) {
            LOG.error("control connection failed: {}", e.toString(), e);
            synchronized (this) {
                busy = false;
                pending.clear();
            }
            abort();
        }
    }

    private void handle(String line) {
        JsonNode req;
        try {
            req = ControlProtocol.JSON.readTree(line);
        } catch (JsonProcessingException e) {
            write(ControlProtocol.error("bad-json", "not a JSON object: " + e.getOriginalMessage()));
            return;
        }
        if (req == null || !req.isObject() || !req.path("cmd").isTextual()) {
            write(ControlProtocol.error("bad-request", "expected {\"cmd\":\"say\"|\"status\", ...}"));
            return;
        }
        switch (req.get("cmd").asText()) {
            case "status" -> status();
            case "say" -> say(req.path("text"));
            default -> write(ControlProtocol.error("unknown-command",
                    "unknown cmd '" + req.get("cmd").asText() + "'; known: say, status"));
        }
    }

    private void status() {
        try {
            write(ControlProtocol.JSON.writeValueAsString(handler.status()) + "\n");
        } catch (JsonProcessingException | RuntimeException e) {
            LOG.error("status failed: {}", e.toString(), e);
            write(ControlProtocol.error("status-failed", "the daemon could not build its status: " + e));
        }
    }

    private void say(JsonNode text) {
        if (!text.isTextual() || text.asText().isBlank()) {
            write(ControlProtocol.error("bad-request", "say needs a non-empty \"text\""));
            return;
        }
        CompletableFuture<SayResult> done = new CompletableFuture<>();
        try {
            handler.say(text.asText(), s -> write(ControlProtocol.sentence(s)), done::complete);
            write(ControlProtocol.done(done.get(sayTimeoutMs, TimeUnit.MILLISECONDS)));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // the server is closing
        } catch (TimeoutException e) {
            write(ControlProtocol.error("say-timeout", "no reply within " + sayTimeoutMs / 1000 + " s"));
        } catch (ExecutionException | RuntimeException e) {
            LOG.error("injected turn failed: {}", e.toString(), e);
            write(ControlProtocol.error("say-failed", "the turn failed: " + e));
        }
    }

    /**
     * Never throws: a failed write marks the connection broken so the turn in progress is not disturbed. The
     * channel is non-blocking; a client that stops reading gets the idle timeout to drain, then is dropped.
     */
    private void write(String line) {
        if (broken || closed.get()) {
            return;
        }
        writing.lock();
        try {
            ByteBuffer buf = ByteBuffer.wrap(line.getBytes(StandardCharsets.UTF_8));
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(idleTimeoutMs);
            while (buf.hasRemaining()) {
                if (channel.write(buf) == 0) {
                    if (System.nanoTime() > deadline) {
                        throw new IOException("the client stopped reading");
                    }
                    Thread.sleep(2); // the client's socket buffer is full; it is only this client's wait
                }
            }
        } catch (IOException e) {
            broken = true;
            LOG.debug("control client left mid-reply: {}", e.toString());
        } catch (InterruptedException e) {
            broken = true;
            Thread.currentThread().interrupt();
        } finally {
            writing.unlock();
        }
    }

    /** Selector thread: one attempt at a last error line, never waiting for the client or for a worker's write. */
    private void writeThenClose(String line) {
        if (writing.tryLock()) {
            try {
                channel.write(ByteBuffer.wrap(line.getBytes(StandardCharsets.UTF_8)));
            } catch (IOException e) {
                LOG.debug("control client gone before its error line: {}", e.toString());
            } finally {
                writing.unlock();
            }
        }
        abort();
    }

    void abort() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        try {
            channel.close();
        } catch (IOException ignored) {
            // closing at shutdown: nothing left to tell the client
        } finally {
            onClose.run();
        }
    }
}
