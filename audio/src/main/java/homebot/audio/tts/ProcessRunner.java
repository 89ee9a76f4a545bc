package homebot.audio.tts;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs a TTS engine process: text on stdin, audio from stdout, stderr kept for the error message. One call at a
 * time; {@link #cancel} kills the running process from any thread.
 */
final class ProcessRunner {
    private final String aptPackage;
    private volatile Process current;
    private volatile boolean cancelled;

    ProcessRunner(String aptPackage) {
        this.aptPackage = aptPackage;
    }

    /** Returns stdout, or an empty array when cancelled. */
    byte[] run(List<String> command, String stdin, Duration timeout) throws TtsException {
        cancelled = false;
        Process p;
        try {
            p = new ProcessBuilder(command).start();
        } catch (IOException e) {
            throw new TtsException(TtsErrors.ENGINE_MISSING, "TTS engine '" + command.get(0)
                    + "' cannot be started (" + e.getMessage() + "); install it with `sudo apt install " + aptPackage
                    + "` or set audio.tts.command", e);
        }
        current = p;
        try {
            CompletableFuture<byte[]> out = drain(p.getInputStream());
            CompletableFuture<byte[]> err = drain(p.getErrorStream());
            try (OutputStream in = p.getOutputStream()) {
                in.write(stdin.getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                // the engine may exit before reading all input; its exit status tells what happened
            }
            if (!p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                p.destroyForcibly();
                throw new TtsException(TtsErrors.ENGINE_FAILED, "TTS engine '" + command.get(0)
                        + "' did not finish within " + timeout.toMillis() + " ms");
            }
            if (cancelled) {
                return new byte[0];
            }
            byte[] audio = out.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            if (p.exitValue() != 0) {
                String msg = new String(err.get(1, TimeUnit.SECONDS), StandardCharsets.UTF_8).strip();
                throw new TtsException(TtsErrors.ENGINE_FAILED, "TTS engine '" + command.get(0)
                        + "' failed with exit status " + p.exitValue() + (msg.isEmpty() ? "" : ": " + msg));
            }
            return audio;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            p.destroyForcibly();
            return new byte[0];
        } catch (ExecutionException | TimeoutException e) {
            p.destroyForcibly();
            throw new TtsException(TtsErrors.ENGINE_FAILED, "reading TTS engine output failed: " + e, e);
        } finally {
            current = null;
        }
    }

    /** Whether the last {@link #run} was cancelled. */
    boolean cancelled() {
        return cancelled;
    }

    void cancel() {
        cancelled = true;
        Process p = current;
        if (p != null) {
            p.destroyForcibly();
        }
    }

    private static CompletableFuture<byte[]> drain(InputStream stream) {
        CompletableFuture<byte[]> f = new CompletableFuture<>();
        Thread t = new Thread(() -> {
            try (stream) {
                f.complete(stream.readAllBytes());
            } catch (IOException e) {
                f.complete(new byte[0]);
            }
        }, "tts-process-reader");
        t.setDaemon(true);
        t.start();
        return f;
    }
}
