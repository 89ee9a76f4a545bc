package homebot.audio.wyoming;

import homebot.audio.tts.SpeechSynthesizer;
import homebot.audio.tts.TtsException;
import homebot.audio.wav.PcmFormat;
import homebot.audio.wav.WavAudio;
import java.io.ByteArrayOutputStream;
import java.time.Duration;

/**
 * Text to speech on a Wyoming TTS server (Piper...): one connection per sentence. The first connection asks
 * {@code describe}; a server announcing {@code supports_synthesize_streaming} gets the streaming form
 * ({@code synthesize-start}, {@code synthesize-chunk}, {@code synthesize} for compatibility,
 * {@code synthesize-stop}, audio until {@code synthesize-stopped}); others get {@code synthesize} and answer
 * with one audio stream. A server that is away or misbehaves raises {@code tts-remote-unavailable}.
 */
public final class WyomingSynthesizer implements SpeechSynthesizer {
    public static final String REMOTE_UNAVAILABLE = "tts-remote-unavailable";
    /** Longest clip accepted from a server: 10 minutes of 16-bit mono at 48 kHz. */
    private static final long MAX_AUDIO_BYTES = 10L * 60 * 48_000 * 2;

    private final WyomingEndpoint endpoint;
    private final Tts.Voice voice;
    private final Duration connectTimeout;
    private final Duration timeout;
    private volatile Boolean streaming;
    private volatile WyomingConnection current;
    private volatile boolean cancelled;

    /** @param voice may be null (the server's default) */
    public WyomingSynthesizer(WyomingEndpoint endpoint, Tts.Voice voice, Duration connectTimeout, Duration timeout) {
        this.endpoint = endpoint;
        this.voice = voice;
        this.connectTimeout = connectTimeout;
        this.timeout = timeout;
    }

    @Override
    public WavAudio synthesize(String text) throws TtsException {
        cancelled = false;
        try {
            if (streaming == null) {
                streaming = askStreaming();
            }
            try (WyomingConnection c = WyomingConnection.connect(endpoint, connectTimeout, timeout)) {
                current = c;
                if (streaming) {
                    c.send(new Tts.SynthesizeStart(voice, null));
                    c.send(new Tts.SynthesizeChunk(text));
                    c.send(new Tts.Synthesize(text, voice, null));
                    c.send(new Tts.SynthesizeStop());
                } else {
                    c.send(new Tts.Synthesize(text, voice, null));
                }
                return collect(c, streaming);
            } finally {
                current = null;
            }
        } catch (WyomingException e) {
            if (cancelled) {
                return WavAudio.mono16(new short[0], 16_000);
            }
            throw new TtsException(REMOTE_UNAVAILABLE, e.getMessage(), e);
        }
    }

    /** Whether the server streams; a server that does not answer {@code describe} is taken as not streaming. */
    private boolean askStreaming() throws WyomingException {
        try (WyomingConnection c = WyomingConnection.connect(endpoint, connectTimeout, timeout)) {
            c.send(new Infos.Describe());
            while (true) {
                WyomingMessage m = c.expectMore("info");
                if (m instanceof Infos.Info info) {
                    return info.supports("tts", "supports_synthesize_streaming");
                }
            }
        }
    }

    /**
     * The audio of the reply. Non-streaming: one audio-start … audio-stop. Streaming: any number of those, ended
     * by synthesize-stopped. Every stream must keep one format.
     */
    private WavAudio collect(WyomingConnection c, boolean streaming) throws WyomingException {
        ByteArrayOutputStream pcm = new ByteArrayOutputStream();
        PcmFormat format = null;
        while (true) {
            WyomingMessage m = c.expectMore(streaming ? "synthesize-stopped" : "audio-stop");
            if (m instanceof Audio.AudioStart s) {
                format = same(format, s.format());
            } else if (m instanceof Audio.AudioChunk chunk) {
                format = same(format, new Audio.AudioStart(chunk.rate(), chunk.width(), chunk.channels(), null)
                        .format());
                if (pcm.size() + (long) chunk.audio().length > MAX_AUDIO_BYTES) {
                    throw new WyomingException(WyomingException.TOO_LARGE, "the server sent more than "
                            + MAX_AUDIO_BYTES + " bytes of audio for one sentence");
                }
                pcm.writeBytes(chunk.audio());
            } else if (m instanceof Audio.AudioStop && !streaming) {
                break;
            } else if (m instanceof Tts.SynthesizeStopped && streaming) {
                break;
            }
        }
        if (format == null) {
            throw new WyomingException(WyomingException.PROTOCOL, "the server sent no audio");
        }
        byte[] data = pcm.toByteArray();
        int whole = data.length - data.length % format.frameSize();
        return new WavAudio(format, whole == data.length ? data : java.util.Arrays.copyOf(data, whole));
    }

    private static PcmFormat same(PcmFormat seen, PcmFormat now) throws WyomingException {
        if (seen != null && !seen.equals(now)) {
            throw new WyomingException(WyomingException.PROTOCOL, "audio format changed mid-reply: " + seen + " → " + now);
        }
        return now;
    }

    @Override
    public void cancel() {
        cancelled = true;
        WyomingConnection c = current;
        if (c != null) {
            c.close();
        }
    }

    @Override
    public String describe() {
        return "wyoming " + endpoint;
    }

    /** For tests and status: null until the first sentence asked the server. */
    Boolean streaming() {
        return streaming;
    }
}
