package homebot.household;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A loopback TCP relay in front of the broker whose {@link #cut} closes every connection at once, without an MQTT
 * DISCONNECT: to the broker the unit has vanished (power pulled, Wi-Fi gone), so its last will fires.
 */
final class TcpCut implements AutoCloseable {
    private final ServerSocket server;
    private final int target;
    private final List<Socket> open = new CopyOnWriteArrayList<>();

    TcpCut(int target) throws IOException {
        this.target = target;
        this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread accept = new Thread(this::accept, "tcp-cut");
        accept.setDaemon(true);
        accept.start();
    }

    String url() {
        return "tcp://127.0.0.1:" + server.getLocalPort();
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket in = server.accept();
                Socket out = new Socket(InetAddress.getLoopbackAddress(), target);
                open.add(in);
                open.add(out);
                pump(in, out);
                pump(out, in);
            } catch (IOException e) {
                return;
            }
        }
    }

    private void pump(Socket from, Socket to) {
        Thread t = new Thread(() -> {
            try (InputStream i = from.getInputStream(); OutputStream o = to.getOutputStream()) {
                i.transferTo(o);
            } catch (IOException ignored) {
                // a cut: the other pump sees it too
            }
        }, "tcp-cut-pump");
        t.setDaemon(true);
        t.start();
    }

    /** Closes every relayed connection and refuses new ones. */
    void cut() throws IOException {
        server.close();
        for (Socket s : open) {
            s.close();
        }
    }

    @Override
    public void close() throws IOException {
        cut();
    }
}
