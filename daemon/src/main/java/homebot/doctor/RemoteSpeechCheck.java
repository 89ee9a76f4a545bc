package homebot.doctor;

import homebot.audio.wyoming.Infos;
import homebot.audio.wyoming.WyomingEndpoint;
import homebot.audio.wyoming.WyomingException;
import homebot.audio.wyoming.WyomingProbe;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.time.Duration;

/**
 * A remote speech engine: a Wyoming server must answer {@code describe} and offer the service asked of it; an
 * OpenAI-compatible endpoint must accept a connection. Not required: while it is away the local engine answers.
 */
public final class RemoteSpeechCheck implements DoctorCheck {
    private final String name;
    private final String target;
    private final String domain;
    private final Duration timeout;

    /**
     * @param role   {@code stt}, {@code tts} or {@code wake}
     * @param target {@code tcp://host:port} (Wyoming) or {@code http(s)://...} (OpenAI-compatible)
     * @param domain the Wyoming info section expected: {@code asr}, {@code tts} or {@code wake}
     */
    public RemoteSpeechCheck(String role, String target, String domain, Duration timeout) {
        this.name = role + " remote";
        this.target = target;
        this.domain = domain;
        this.timeout = timeout;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public boolean required() {
        return false;
    }

    @Override
    public CheckResult run() {
        String fix = "start the server at " + target + " or correct the uri/url in homebot.yaml";
        if (target.startsWith("tcp://")) {
            try {
                Infos.Info info = WyomingProbe.describe(WyomingEndpoint.parse(target), timeout);
                if (!info.offers(domain)) {
                    return CheckResult.warn(target + " answers but offers no " + domain + " service; the local "
                            + "engine answers", "point the uri at the server that runs the " + domain + " service");
                }
                String streaming = switch (domain) {
                    case "asr" -> info.supports("asr", "supports_transcript_streaming") ? " (streams transcripts)" : "";
                    case "tts" -> info.supports("tts", "supports_synthesize_streaming") ? " (streams synthesis)" : "";
                    default -> "";
                };
                return CheckResult.ok(target + " offers " + domain + streaming);
            } catch (WyomingException | IllegalArgumentException e) {
                return CheckResult.warn("away: " + e.getMessage() + "; the local engine answers instead", fix);
            }
        }
        try (Socket s = new Socket()) {
            URI u = URI.create(target);
            int port = u.getPort() > 0 ? u.getPort() : "https".equals(u.getScheme()) ? 443 : 80;
            s.connect(new InetSocketAddress(u.getHost(), port), (int) timeout.toMillis());
            return CheckResult.ok(target + " accepts connections");
        } catch (IOException | IllegalArgumentException e) {
            return CheckResult.warn("away: " + target + ": " + e.getMessage() + "; the local engine answers instead", fix);
        }
    }
}
