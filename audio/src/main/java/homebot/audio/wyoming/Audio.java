package homebot.audio.wyoming;

import homebot.audio.wav.PcmFormat;

/** {@code audio-start}, {@code audio-chunk}, {@code audio-stop}: raw PCM and the bounds of a stream. */
public final class Audio {
    private Audio() {}

    /** @param timestamp milliseconds, or null */
    public record AudioStart(int rate, int width, int channels, Long timestamp) implements WyomingMessage {
        public static AudioStart of(PcmFormat f) {
            return new AudioStart(f.sampleRate(), f.bytesPerSample(), f.channels(), null);
        }

        /** @throws WyomingException for a rate, width or channel count no WAV can hold */
        public PcmFormat format() throws WyomingException {
            try {
                return new PcmFormat(rate, channels, width * 8, false);
            } catch (IllegalArgumentException e) {
                throw new WyomingException(WyomingException.PROTOCOL, "unusable audio format: " + e.getMessage(), e);
            }
        }

        @Override
        public WyomingEvent event() {
            return new WyomingEvent("audio-start", Fields.put(Fields.object().put("rate", rate)
                    .put("width", width).put("channels", channels), "timestamp", timestamp));
        }
    }

    public record AudioChunk(int rate, int width, int channels, Long timestamp, byte[] audio) implements WyomingMessage {
        public static AudioChunk of(PcmFormat f, byte[] audio) {
            return new AudioChunk(f.sampleRate(), f.bytesPerSample(), f.channels(), null, audio);
        }

        @Override
        public WyomingEvent event() {
            return new WyomingEvent("audio-chunk", Fields.put(Fields.object().put("rate", rate).put("width", width)
                    .put("channels", channels), "timestamp", timestamp), audio);
        }
    }

    public record AudioStop(Long timestamp) implements WyomingMessage {
        public AudioStop() {
            this(null);
        }

        @Override
        public WyomingEvent event() {
            return new WyomingEvent("audio-stop", Fields.put(Fields.object(), "timestamp", timestamp));
        }
    }

    static WyomingMessage decode(WyomingEvent e) throws WyomingException {
        return switch (e.type()) {
            case "audio-start" -> new AudioStart(Fields.integer(e, "rate"), Fields.integer(e, "width"),
                    Fields.integer(e, "channels"), Fields.optLong(e, "timestamp"));
            case "audio-chunk" -> new AudioChunk(Fields.integer(e, "rate"), Fields.integer(e, "width"),
                    Fields.integer(e, "channels"), Fields.optLong(e, "timestamp"), e.payload());
            case "audio-stop" -> new AudioStop(Fields.optLong(e, "timestamp"));
            default -> null;
        };
    }
}
