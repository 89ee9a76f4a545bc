package homebot.control;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The daemon's control socket (Unix domain, 0660, no TCP). One selector thread accepts clients and reads their
 * bytes without waiting; a complete request goes to a small fixed pool of workers (Java 17 has no virtual
 * threads). A client that connects and says nothing, or sends a byte at a time, holds no worker, so it never
 * delays another; one that misbehaves only ever affects its own connection.
 */
public final class ControlServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ControlServer.class);
    /** Open connections at most; each costs a file descriptor and a few KB, no thread. */
    static final int MAX_OPEN = 256;

    private final Path socket;
    private final ControlHandler handler;
    private final ControlConfig config;
    private final Set<ControlConnection> open = ConcurrentHashMap.newKeySet();
    private ServerSocketChannel server;
    private Selector selector;
    private ThreadPoolExecutor pool;
    private Thread acceptor;
    private volatile boolean closed;

    public ControlServer(Path socket, ControlHandler handler) {
        this(socket, handler, ControlConfig.defaults());
    }

    /** {@code config.socket()} is ignored here: the caller resolved the path ({@link ControlConfig#socketPath}). */
    public ControlServer(Path socket, ControlHandler handler, ControlConfig config) {
        this.socket = socket.toAbsolutePath();
        this.handler = handler;
        this.config = config;
    }

    /** Binds the socket and starts serving; the exception says what is wrong and how to fix it. */
    public synchronized void start() throws ControlException {
        if (server != null) {
            throw new IllegalStateException("already started");
        }
        server = SocketSetup.bind(socket);
        try {
            selector = Selector.open();
            server.configureBlocking(false);
            server.register(selector, SelectionKey.OP_ACCEPT);
        } catch (IOException e) {
            try {
                server.close();
            } catch (IOException ignored) {
                // already failing
            }
            throw new ControlException("control-socket-failed", "could not watch the control socket " + socket + ": " + e, e);
        }
        AtomicInteger n = new AtomicInteger();
        pool = new ThreadPoolExecutor(config.workers(), config.workers(), 0, TimeUnit.MILLISECONDS, new ArrayBlockingQueue<>(64), r -> {
            Thread t = new Thread(r, "homebot-control-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        acceptor = new Thread(this::selectLoop, "homebot-control-accept");
        acceptor.setDaemon(true);
        acceptor.start();
        LOG.info("control socket listening on {}", socket);
    }

    public Path socket() {
        return socket;
    }

    private void selectLoop() {
        long checkEvery = Math.max(10, Math.min(1_000, config.idleTimeoutMs() / 4));
        while (!closed) {
            try {
                selector.select(checkEvery);
            } catch (IOException | ClosedSelectorException e) {
                if (closed) {
                    return;
                }
                LOG.warn("control socket select failed: {}", e.toString());
                continue;
            }
            long now = System.nanoTime();
            try {
                for (var it = selector.selectedKeys().iterator(); it.hasNext(); ) {
                    SelectionKey key = it.next();
                    it.remove();
                    if (!key.isValid()) {
                        continue;
                    }
                    if (key.isAcceptable()) {
                        accept(now);
                    } else if (key.isReadable()) {
                        if (!((ControlConnection) key.attachment()).readable(now)) {
                            key.cancel(); // end of stream is always "readable": stop watching, the worker closes it
                        }
                    }
                }
            } catch (ClosedSelectorException e) {
                return;
            }
            open.forEach(c -> c.closeIfIdle(now));
        }
    }

    private void accept(long now) {
        SocketChannel client;
        try {
            client = server.accept();
        } catch (ClosedChannelException e) {
            return;
        } catch (IOException e) {
            // e.g. EMFILE: keep serving; the next accept may work once a client has left
            LOG.warn("control socket accept failed: {}", e.toString());
            return;
        }
        if (client == null) {
            return;
        }
        if (open.size() >= MAX_OPEN) {
            refuse(client);
            return;
        }
        try {
            ControlConnection[] self = new ControlConnection[1];
            self[0] = new ControlConnection(client, handler, config, pool, () -> open.remove(self[0]), now);
            open.add(self[0]);
            client.register(selector, SelectionKey.OP_READ, self[0]);
        } catch (IOException e) {
            LOG.debug("control client gone at once: {}", e.toString());
            try {
                client.close();
            } catch (IOException ignored) {
                // nothing to tell it
            }
        }
    }

    private static void refuse(SocketChannel client) {
        try (client) {
            client.write(ByteBuffer.wrap(ControlProtocol.error("server-busy", "too many control clients; try again")
                    .getBytes(StandardCharsets.UTF_8)));
        } catch (IOException ignored) {
            // the client is gone already
        }
    }

    /** Stops accepting, drops open connections and removes the socket file; returns within about 1 s. */
    @Override
    public synchronized void close() {
        if (closed || server == null) {
            closed = true;
            return;
        }
        closed = true;
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(900);
        try {
            server.close();
            selector.close();
        } catch (IOException e) {
            LOG.debug("closing the control socket: {}", e.toString());
        }
        open.forEach(ControlConnection::abort);
        pool.shutdownNow();
        try {
            acceptor.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
            pool.awaitTermination(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            Files.deleteIfExists(socket);
        } catch (IOException e) {
            LOG.warn("could not remove the control socket {}: {}", socket, e.toString());
        }
    }
}
