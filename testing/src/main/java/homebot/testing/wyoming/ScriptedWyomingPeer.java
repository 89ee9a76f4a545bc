package homebot.testing.wyoming;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A Wyoming server for tests, written from the protocol document and sharing no code with homebot's own framing:
 * it reads a header line, then exactly {@code data_length} bytes of JSON merged over {@code data}, then exactly
 * {@code payload_length} bytes; it writes frames byte for byte as the document shows (or raw bytes, for broken
 * peers). Each accepted connection runs the {@link Script} on its own thread. Loopback only.
 */
public final class ScriptedWyomingPeer implements AutoCloseable {
    /** What the server does with one connection. */
    @FunctionalInterface
    public interface Script {
        void run(Conversation c) throws Exception;
    }

    /** One received frame: the merged data object and the payload (empty when none). */
    public record Frame(String type, ObjectNode data, byte[] payload) {}

    private static final ObjectMapper JSON = new ObjectMapper();

    private final ServerSocket server;
    private final Script script;
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    private final List<Frame> received = Collections.synchronizedList(new ArrayList<>());
    private final List<Throwable> failures = new CopyOnWriteArrayList<>();
    private final AtomicInteger connections = new AtomicInteger();
    private final Thread acceptor;

    public ScriptedWyomingPeer(Script script) throws IOException {
        this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        this.script = script;
        this.acceptor = new Thread(this::acceptLoop, "scripted-wyoming-peer");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    public int port() {
        return server.getLocalPort();
    }

    public String uri() {
        return "tcp://127.0.0.1:" + port();
    }

    /** Every frame any connection received, in arrival order. */
    public List<Frame> received() {
        synchronized (received) {
            return List.copyOf(received);
        }
    }

    public List<String> receivedTypes() {
        return received().stream().map(Frame::type).toList();
    }

    public int connections() {
        return connections.get();
    }

    /** Exceptions thrown by scripts other than the peer going away. */
    public List<Throwable> failures() {
        return List.copyOf(failures);
    }

    /** Stops listening and drops every connection at once, as a crashed server would. */
    public void kill() {
        try {
            server.close();
        } catch (IOException ignored) {
            // already closed
        }
        for (Socket s : open) {
            try {
                s.close();
            } catch (IOException ignored) {
                // already closed
            }
        }
    }

    @Override
    public void close() {
        kill();
    }

    private void acceptLoop() {
        while (!server.isClosed()) {
            Socket s;
            try {
                s = server.accept();
            } catch (IOException e) {
                return;
            }
            connections.incrementAndGet();
            open.add(s);
            Thread t = new Thread(() -> {
                try (s) {
                    script.run(new Conversation(s));
                } catch (IOException e) {
                    // the client went away or the test killed the peer: part of the scenarios
                } catch (Throwable e) {
                    failures.add(e);
                } finally {
                    open.remove(s);
                }
            }, "scripted-wyoming-conversation");
            t.setDaemon(true);
            t.start();
        }
    }

    /** One connection as the script sees it. */
    public final class Conversation {
        private final Socket socket;
        private final InputStream in;
        private final OutputStream out;

        Conversation(Socket socket) throws IOException {
            this.socket = socket;
            this.in = socket.getInputStream();
            this.out = socket.getOutputStream();
        }

        /** The next frame, or null when the client closed. */
        public Frame read() throws IOException {
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            int b;
            while ((b = in.read()) != '\n') {
                if (b < 0) {
                    if (line.size() == 0) {
                        return null;
                    }
                    throw new IOException("client closed inside a header");
                }
                line.write(b);
            }
            JsonNode header = JSON.readTree(line.toByteArray());
            ObjectNode data = header.hasNonNull("data") ? (ObjectNode) header.get("data") : JSON.createObjectNode();
            int dataLength = header.path("data_length").asInt(0);
            if (dataLength > 0) {
                data.setAll((ObjectNode) JSON.readTree(in.readNBytes(dataLength)));
            }
            int payloadLength = header.path("payload_length").asInt(0);
            byte[] payload = payloadLength > 0 ? in.readNBytes(payloadLength) : new byte[0];
            if (payload.length < payloadLength) {
                throw new IOException("client closed inside a payload");
            }
            Frame f = new Frame(header.get("type").asText(), data, payload);
            received.add(f);
            return f;
        }

        /** Reads frames until one of {@code type} arrives (or the client closes: null). */
        public Frame readUntil(String type) throws IOException {
            Frame f;
            while ((f = read()) != null) {
                if (f.type().equals(type)) {
                    return f;
                }
            }
            return null;
        }

        /** Writes a frame with its data inline in the header line. */
        public void send(String type, String dataJson) throws IOException {
            send(type, dataJson, null);
        }

        /** Writes a frame: header {@code {"type":..,"data":..,"payload_length":..}}, newline, payload. */
        public void send(String type, String dataJson, byte[] payload) throws IOException {
            StringBuilder h = new StringBuilder("{\"type\":\"").append(type).append('"');
            if (dataJson != null) {
                h.append(",\"data\":").append(dataJson);
            }
            if (payload != null && payload.length > 0) {
                h.append(",\"payload_length\":").append(payload.length);
            }
            h.append("}\n");
            out.write(h.toString().getBytes(StandardCharsets.UTF_8));
            if (payload != null) {
                out.write(payload);
            }
            out.flush();
        }

        /** Writes a frame whose data travels in the extra data block ({@code data_length}), as wyoming's writer does. */
        public void sendWithDataBlock(String type, String dataJson, byte[] payload) throws IOException {
            byte[] data = dataJson.getBytes(StandardCharsets.UTF_8);
            String h = "{\"type\":\"" + type + "\",\"version\":\"1.9.0\",\"data_length\":" + data.length
                    + (payload != null && payload.length > 0 ? ",\"payload_length\":" + payload.length : "") + "}\n";
            out.write(h.getBytes(StandardCharsets.UTF_8));
            out.write(data);
            if (payload != null) {
                out.write(payload);
            }
            out.flush();
        }

        public void writeRaw(byte[] bytes) throws IOException {
            out.write(bytes);
            out.flush();
        }

        /** Closes this connection from the server side. */
        public void hangUp() throws IOException {
            socket.close();
        }
    }
}
