package homebot.control;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The daemon's control socket (Unix domain, 0660, no TCP). One acceptor thread hands each client to a small
 * fixed pool (Java 17 has no virtual threads); a client that misbehaves only ever affects its own connection.
 */
public final class ControlServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ControlServer.class);

    private final Path socket;
    private final ControlHandler handler;
    private final ControlConfig config;
    private final Set<ControlConnection> open = ConcurrentHashMap.newKeySet();
    private ServerSocketChannel server;
    private ThreadPoolExecutor pool;
    private ScheduledExecutorService idleWatch;
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
        AtomicInteger n = new AtomicInteger();
        idleWatch = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "homebot-control-idle");
            t.setDaemon(true);
            return t;
        });
        pool = new ThreadPoolExecutor(config.workers(), config.workers(), 0, TimeUnit.MILLISECONDS, new ArrayBlockingQueue<>(64), r -> {
            Thread t = new Thread(r, "homebot-control-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        acceptor = new Thread(this::acceptLoop, "homebot-control-accept");
        acceptor.setDaemon(true);
        acceptor.start();
        LOG.info("control socket listening on {}", socket);
    }

    public Path socket() {
        return socket;
    }

    private void acceptLoop() {
        while (!closed) {
            SocketChannel client;
            try {
                client = server.accept();
            } catch (ClosedChannelException e) {
                return;
            } catch (IOException e) {
                // e.g. EMFILE: keep serving; the next accept may work once a client has left
                LOG.warn("control socket accept failed: {}", e.toString());
                continue;
            }
            ControlConnection[] self = new ControlConnection[1];
            self[0] = new ControlConnection(client, handler, config, idleWatch, () -> open.remove(self[0]));
            open.add(self[0]);
            try {
                pool.execute(self[0]);
            } catch (RejectedExecutionException e) {
                open.remove(self[0]);
                refuse(client);
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
        } catch (IOException e) {
            LOG.debug("closing the control socket: {}", e.toString());
        }
        open.forEach(ControlConnection::abort);
        pool.shutdownNow();
        idleWatch.shutdownNow();
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
