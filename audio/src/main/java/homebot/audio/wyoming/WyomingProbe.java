package homebot.audio.wyoming;

import java.time.Duration;

/** Asks a Wyoming server what it offers ({@code describe} → {@code info}), for {@code doctor}. */
public final class WyomingProbe {
    private WyomingProbe() {}

    public static Infos.Info describe(WyomingEndpoint endpoint, Duration timeout) throws WyomingException {
        try (WyomingConnection c = WyomingConnection.connect(endpoint, timeout, timeout)) {
            c.send(new Infos.Describe());
            while (true) {
                if (c.expectMore("info") instanceof Infos.Info info) {
                    return info;
                }
            }
        }
    }
}
