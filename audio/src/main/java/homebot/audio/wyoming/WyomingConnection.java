package homebot.audio.wyoming;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.Optional;

/**
 * One TCP connection to (or from) a Wyoming peer: typed send, typed receive with unknown event types skipped, and
 * a read timeout. Sending and receiving may happen on two threads; each direction on one thread at a time.
 */
public final class WyomingConnection implements AutoCloseable {
    private final Socket socket;
    private final WyomingReader reader;
    private final WyomingWriter writer;
    private final String peer;

    public WyomingConnection(Socket socket, FrameLimits limits) throws IOException {
        this.socket = socket;
        this.socket.setTcpNoDelay(true);
        this.reader = new WyomingReader(new BufferedInputStream(socket.getInputStream(), 64 * 1024), limits);
        this.writer = new WyomingWriter(new BufferedOutputStream(socket.getOutputStream(), 64 * 1024));
        this.peer = String.valueOf(socket.getRemoteSocketAddress());
    }

    /** @throws WyomingException {@code wyoming-unavailable} when nobody answers at {@code endpoint} */
    public static WyomingConnection connect(WyomingEndpoint endpoint, Duration connectTimeout, Duration readTimeout)
            throws WyomingException {
        Socket s = new Socket();
        try {
            s.connect(new InetSocketAddress(endpoint.host(), endpoint.port()), (int) connectTimeout.toMillis());
            s.setSoTimeout((int) readTimeout.toMillis());
            return new WyomingConnection(s, FrameLimits.defaults());
        } catch (SocketTimeoutException e) {
            closeQuietly(s);
            throw new WyomingException(WyomingException.UNAVAILABLE, "no answer from " + endpoint + " within "
                    + connectTimeout.toMillis() + " ms", e);
        } catch (IOException e) {
            closeQuietly(s);
            throw new WyomingException(WyomingException.UNAVAILABLE, "cannot connect to " + endpoint + ": "
                    + e.getMessage(), e);
        }
    }

    public void send(WyomingMessage message) throws WyomingException {
        try {
            writer.write(message.event());
        } catch (IOException e) {
            throw new WyomingException(WyomingException.UNAVAILABLE, "sending " + message.event().type() + " to "
                    + peer + " failed: " + e.getMessage(), e);
        }
    }

    /** The next known event, or empty when the peer closed cleanly; unknown event types are skipped. */
    public Optional<WyomingMessage> receive() throws WyomingException {
        while (true) {
            WyomingEvent e;
            try {
                e = reader.read();
            } catch (WyomingException we) {
                throw we;
            } catch (IOException io) {
                throw new WyomingException(WyomingException.UNAVAILABLE, "reading from " + peer + " failed: "
                        + io.getMessage(), io);
            }
            if (e == null) {
                return Optional.empty();
            }
            Optional<WyomingMessage> m = WyomingMessages.decode(e);
            if (m.isPresent()) {
                return m;
            }
        }
    }

    /** Like {@link #receive} but a clean close is an error: the exchange expected more. */
    public WyomingMessage expectMore(String waitingFor) throws WyomingException {
        return receive().orElseThrow(() -> new WyomingException(WyomingException.TRUNCATED, peer
                + " closed the connection while homebot waited for " + waitingFor));
    }

    public void readTimeout(Duration timeout) throws WyomingException {
        try {
            socket.setSoTimeout((int) Math.max(1, timeout.toMillis()));
        } catch (IOException e) {
            throw new WyomingException(WyomingException.UNAVAILABLE, e.getMessage(), e);
        }
    }

    public String peer() {
        return peer;
    }

    public boolean isClosed() {
        return socket.isClosed();
    }

    @Override
    public void close() {
        closeQuietly(socket);
    }

    private static void closeQuietly(Socket s) {
        try {
            s.close();
        } catch (IOException ignored) {
            // closing a broken socket has nothing left to report
        }
    }
}
