package homebot.control;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One client: reads request lines and answers them until the client hangs up. Garbage gets an error line and
 * the connection stays usable; an oversized line gets an error and a clean close (the stream cannot be
 * resynchronised). A client that leaves mid-reply only stops the writing: the turn itself completes.
 */
final class ControlConnection implements Runnable {
    private static final Logger LOG = LoggerFactory.getLogger(ControlConnection.class);

    private final SocketChannel channel;
    private final ControlHandler handler;
    private final int maxLineBytes;
    private final long sayTimeoutMs;
    private final long idleTimeoutMs;
    private final ScheduledExecutorService idleWatch;
    private final Runnable onClose;
    private boolean broken;

    ControlConnection(SocketChannel channel, ControlHandler handler, ControlConfig config,
                      ScheduledExecutorService idleWatch, Runnable onClose) {
        this.channel = channel;
        this.handler = handler;
        this.maxLineBytes = config.maxLineBytes();
        this.sayTimeoutMs = config.sayTimeoutMs();
        this.idleTimeoutMs = config.idleTimeoutMs();
        this.idleWatch = idleWatch;
        this.onClose = onClose;
    }

    @Override
    public void run() {
        try (channel) {
            LineReader in = new LineReader(channel, maxLineBytes);
            while (!broken && !Thread.currentThread().isInterrupted()) {
                String line;
                ScheduledFuture<?> idle = idleWatch.schedule(this::abort, idleTimeoutMs, TimeUnit.MILLISECONDS);
                try {
                    line = in.readLine();
                } catch (LineReader.LineTooLongException e) {
                    write(ControlProtocol.error("line-too-long", "request longer than " + maxLineBytes + " bytes; closing"));
                    return;
                } finally {
                    idle.cancel(false);
                }
                if (line == null) {
                    return;
                }
                if (!line.isBlank()) {
                    handle(line);
                }
            }
        } catch (IOException e) {
            LOG.debug("control client gone: {}", e.toString());
        } catch (java.util.concurrent.RejectedExecutionException e) {
            LOG.debug("control server closing");
        } catch (RuntimeException e) {
            LOG.error("control connection failed: {}", e.toString(), e);
        } finally {
            onClose.run();
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

    /** Never throws: a failed write marks the connection broken so the turn in progress is not disturbed. */
    private synchronized void write(String line) {
        if (broken) {
            return;
        }
        try {
            ByteBuffer buf = ByteBuffer.wrap(line.getBytes(StandardCharsets.UTF_8));
            while (buf.hasRemaining()) {
                channel.write(buf);
            }
        } catch (IOException e) {
            broken = true;
            LOG.debug("control client left mid-reply: {}", e.toString());
        }
    }

    void abort() {
        try {
            channel.close();
        } catch (IOException ignored) {
            // closing at shutdown: nothing left to tell the client
        }
    }
}
