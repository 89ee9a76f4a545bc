package homebot.audio.wyoming;

/**
 * Upper bounds for one frame, checked against the header's declared lengths before any buffer is allocated, so a
 * peer announcing a gigabyte costs nothing.
 *
 * @param maxHeaderBytes the JSON header line, newline included
 * @param maxDataBytes   the extra data block ({@code data_length})
 * @param maxPayloadBytes the binary payload ({@code payload_length})
 */
public record FrameLimits(int maxHeaderBytes, int maxDataBytes, int maxPayloadBytes) {
    public FrameLimits {
        if (maxHeaderBytes < 64 || maxDataBytes < 0 || maxPayloadBytes < 0) {
            throw new IllegalArgumentException("frame limits too small: " + maxHeaderBytes + "/" + maxDataBytes
                    + "/" + maxPayloadBytes);
        }
    }

    /**
     * 64 KiB of header, 1 MiB of data (an {@code info} with many voices stays well under), 8 MiB of payload (a
     * server sending a whole reply as one chunk: ~3 minutes of 22 kHz mono).
     */
    public static FrameLimits defaults() {
        return new FrameLimits(64 * 1024, 1024 * 1024, 8 * 1024 * 1024);
    }
}
