package homebot.wyoming;

import homebot.audio.wyoming.FrameLimits;
import homebot.audio.wyoming.Infos;
import homebot.audio.wyoming.WyomingConnection;
import homebot.schedule.Scheduler;
import homebot.turn.TurnPipeline;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.Semaphore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * homebot as a Wyoming {@code handle} service on {@code wyoming_server.host:port}: Home Assistant (or any Wyoming
 * client) sends a transcript, homebot's turn pipeline answers. One thread per connection, at most
 * {@code max_connections}; clients outside the allow-list are closed before a byte is read. Frames are bounded
 * ({@link FrameLimits}); a bad client loses its own connection and nothing else.
 */
public final class WyomingServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(WyomingServer.class);

    private final WyomingServerConfig config;
    private final TurnPipeline pipeline;
    private final TimerReports timers;
    private final AllowList allow;
    private final Infos.Info info;
    private final Semaphore slots;
    private ServerSocket server;
    private Thread acceptor;

    /** @param languages e.g. {@code zh}, {@code en}: announced in {@code info} */
    public WyomingServer(WyomingServerConfig config, TurnPipeline pipeline, Scheduler scheduler, List<String> languages,
                         String version) {
        this.config = config;
        this.pipeline = pipeline;
        this.timers = new TimerReports(scheduler);
        this.allow = new AllowList(config.allow());
        this.slots = new Semaphore(config.maxConnections());
        this.info = Infos.Info.single("handle", "homebot", "homebot kitchen assistant: modes, timers, "
                + "local intents, LLM", version, languages, "supports_handled_streaming");
    }

    public synchronized void start() throws IOException {
        if (server != null) {
            return;
        }
        server = new ServerSocket();
        server.setReuseAddress(true);
        server.bind(new InetSocketAddress(InetAddress.getByName(config.host()), config.port()), 50);
        acceptor = new Thread(this::acceptLoop, "wyoming-server");
        acceptor.setDaemon(true);
        acceptor.start();
        LOG.info("wyoming handle service on {}:{} ({} allowed beyond loopback)", config.host(), port(),
                config.allow().isEmpty() ? "nobody" : String.join(", ", config.allow()));
    }

    /** The bound port. */
    public int port() {
        return server.getLocalPort();
    }

    private void acceptLoop() {
        while (!server.isClosed()) {
            Socket s;
            try {
                s = server.accept();
            } catch (IOException e) {
                if (!server.isClosed()) {
                    LOG.warn("wyoming server accept failed: {}", e.toString());
                }
                continue;
            }
            if (!allow.allows(s.getInetAddress())) {
                LOG.warn("wyoming client {} refused: not in wyoming_server.allow", s.getInetAddress().getHostAddress());
                close(s);
                continue;
            }
            if (!slots.tryAcquire()) {
                LOG.warn("wyoming client {} refused: {} connections already", s.getRemoteSocketAddress(),
                        config.maxConnections());
                close(s);
                continue;
            }
            try {
                s.setSoTimeout(config.idleTimeoutMs());
                HandleSession session = new HandleSession(new WyomingConnection(s, FrameLimits.defaults()), pipeline,
                        timers, info);
                Thread t = new Thread(() -> {
                    try {
                        session.run();
                    } finally {
                        slots.release();
                    }
                }, "wyoming-client");
                t.setDaemon(true);
                t.start();
            } catch (IOException | RuntimeException e) {
                slots.release();
                LOG.warn("wyoming client {} could not be served: {}", s.getRemoteSocketAddress(), e.toString());
                close(s);
            }
        }
    }

    private static void close(Socket s) {
        try {
            s.close();
        } catch (IOException ignored) {
            // nothing left to tell a refused client
        }
    }

    @Override
    public synchronized void close() {
        if (server != null) {
            try {
                server.close();
            } catch (IOException ignored) {
                // closing
            }
        }
        timers.close();
    }
}
