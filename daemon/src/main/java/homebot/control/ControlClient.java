package homebot.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ConnectException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/** The CLI's side of the control socket ({@code homebot say}, {@code homebot status}). */
public final class ControlClient {
    private final Path socket;

    public ControlClient(Path socket) {
        this.socket = socket;
    }

    /** Injects {@code text}; {@code sentence} sees each reply sentence as the daemon produces it. */
    public SayResult say(String text, Consumer<String> sentence) throws ControlException {
        try (SocketChannel ch = connect()) {
            BufferedReader in = send(ch, ControlProtocol.say(text));
            String line;
            while ((line = in.readLine()) != null) {
                JsonNode n = parse(line);
                if (n.has("sentence")) {
                    sentence.accept(n.get("sentence").asText());
                } else if (n.path("done").asBoolean(false)) {
                    return new SayResult(n.path("reply").asText(""), n.path("dialogue_state").asText("IDLE"),
                            n.hasNonNull("error_code") ? n.get("error_code").asText() : null);
                } else {
                    throw serverError(n);
                }
            }
            throw new ControlException("control-io", "the daemon closed the connection before the reply was complete");
        } catch (IOException e) {
            throw new ControlException("control-io", "control socket " + socket + " failed: " + e, e);
        }
    }

    public JsonNode status() throws ControlException {
        try (SocketChannel ch = connect()) {
            String line = send(ch, ControlProtocol.status()).readLine();
            if (line == null) {
                throw new ControlException("control-io", "the daemon closed the connection without a status");
            }
            JsonNode n = parse(line);
            if (n.has("error")) {
                throw serverError(n);
            }
            return n;
        } catch (IOException e) {
            throw new ControlException("control-io", "control socket " + socket + " failed: " + e, e);
        }
    }

    private SocketChannel connect() throws ControlException {
        if (!Files.exists(socket)) {
            // A user outside group homebot cannot even look into /run/homebot (0750): that is "denied", not "down".
            Path dir = socket.toAbsolutePath().getParent();
            if (dir != null && Files.isDirectory(dir) && !Files.isExecutable(dir)) {
                throw denied();
            }
            throw new ControlException("daemon-not-running", "daemon not running (no socket at " + socket + ")");
        }
        SocketChannel ch = null;
        try {
            ch = SocketChannel.open(StandardProtocolFamily.UNIX);
            ch.connect(UnixDomainSocketAddress.of(socket));
            return ch;
        } catch (ConnectException e) {
            close(ch);
            throw new ControlException("daemon-not-running", "daemon not running (stale socket at " + socket
                    + ", nothing answers on it)");
        } catch (IOException e) {
            close(ch);
            if (String.valueOf(e.getMessage()).contains("Permission denied")) {
                throw denied();
            }
            throw new ControlException("control-io", "cannot connect to " + socket + ": " + e, e);
        }
    }

    private static BufferedReader send(SocketChannel ch, String line) throws IOException {
        ByteBuffer buf = ByteBuffer.wrap(line.getBytes(StandardCharsets.UTF_8));
        while (buf.hasRemaining()) {
            ch.write(buf);
        }
        return new BufferedReader(new InputStreamReader(Channels.newInputStream(ch), StandardCharsets.UTF_8));
    }

    private static JsonNode parse(String line) throws ControlException {
        try {
            return ControlProtocol.JSON.readTree(line);
        } catch (JsonProcessingException e) {
            throw new ControlException("control-io", "the daemon sent something that is not JSON: " + line);
        }
    }

    private static ControlException serverError(JsonNode n) {
        return new ControlException(n.path("code").asText("control-error"), n.path("error").asText(n.toString()));
    }

    private static void close(SocketChannel ch) {
        if (ch != null) {
            try {
                ch.close();
            } catch (IOException ignored) {
                // connecting failed: that error is reported
            }
        }
    }

    private ControlException denied() {
        return new ControlException("control-denied", "no permission to use " + socket
                + "; join the daemon's group: sudo usermod -aG homebot $USER (then log in again)");
    }
}
