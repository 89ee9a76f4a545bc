package homebot.llm;

import homebot.testing.SseScript;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockResponseBody;
import okio.BufferedSink;

/**
 * A chunked body that sends {@code first}, then waits until the test opens the gate, then sends {@code rest}.
 * Makes "the client acted before the stream ended" causal instead of timed; also serves as a stalled server.
 */
public final class GatedBody implements MockResponseBody {
    public final CountDownLatch gate = new CountDownLatch(1);
    private final String first;
    private final String rest;
    private volatile boolean openedInTime;

    public GatedBody(String first, String rest) {
        this.first = first;
        this.rest = rest;
    }

    public MockResponse response() {
        return SseScript.eventStream(this);
    }

    /** True when the gate was opened while the body was still waiting, i.e. before the rest was sent. */
    public boolean openedInTime() {
        return openedInTime;
    }

    @Override
    public long getContentLength() {
        return -1;
    }

    @Override
    public void writeTo(BufferedSink sink) throws IOException {
        sink.write(first.getBytes(StandardCharsets.UTF_8));
        sink.flush();
        try {
            openedInTime = gate.await(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        sink.write(rest.getBytes(StandardCharsets.UTF_8));
        sink.flush();
    }
}
