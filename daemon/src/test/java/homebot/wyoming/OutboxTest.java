package homebot.wyoming;

import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.wyoming.FrameLimits;
import homebot.audio.wyoming.Handle;
import homebot.audio.wyoming.WyomingConnection;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A client that stops reading must not hold the turn that is sending to it. */
class OutboxTest {
    @Test
    @Timeout(20)
    void aClientThatNeverReadsIsDroppedAndTheSenderNeverBlocks() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
             Socket silentClient = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort());
             Socket accepted = server.accept()) {
            WyomingConnection connection = new WyomingConnection(accepted, FrameLimits.defaults());
            Outbox out = new Outbox(connection, 8);
            String big = "步".repeat(20_000); // ~60 KB per frame: the socket buffers fill after a few dozen
            for (int i = 0; i < 5_000 && !connection.isClosed(); i++) {
                out.accept(new Handle.HandledChunk(big)); // returns at once, whatever the client does
            }
            assertTrue(connection.isClosed(), "the client that stopped reading was dropped");
            out.close();
        }
    }
}
