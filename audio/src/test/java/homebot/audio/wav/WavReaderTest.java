package homebot.audio.wav;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.Fixtures;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WavReaderTest {
    @TempDir
    Path dir;

    @Test
    void writtenClipReadsBackIdentical() throws Exception {
        short[] samples = {0, 1, -1, 32767, -32768, 1234};
        Path file = dir.resolve("a.wav");
        WavWriter.write(file, WavAudio.mono16(samples, 16_000));
        WavAudio back = WavReader.read(file);
        assertEquals(PcmFormat.TARGET, back.format());
        assertArrayEquals(samples, back.samples16());
    }

    @Test
    void soxFixtureParsesWithItsRealFormat() throws Exception {
        WavAudio tone = WavReader.read(Fixtures.file("tone-1k-48k-stereo.wav"));
        assertEquals(PcmFormat.s16(48_000, 2), tone.format());
        assertEquals(250, tone.durationMillis());
    }

    @Test
    void streamedEspeakHeaderWithUnknownLengthReadsToEnd() throws Exception {
        byte[] bytes = Files.readAllBytes(Fixtures.file("hi-stdout.wav")); // `espeak-ng --stdout -v en-us hi`
        int declared = ByteBuffer.wrap(bytes, 40, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
        assertTrue(declared > bytes.length, "the fixture really has the streamed header: data size " + declared);
        WavAudio audio = WavReader.read(bytes);
        assertEquals(22_050, audio.format().sampleRate());
        assertEquals(bytes.length - 44, audio.data().length);
    }

    @Test
    void fortyEightKhzStereoIsConvertedTo16kMono() throws Exception {
        short[] mono = WavReader.readMono16k(Fixtures.file("tone-1k-48k-stereo.wav"));
        assertEquals(4000, mono.length, 40);
    }

    @Test
    void eightBitAndFloatInputsAreConverted() throws Exception {
        byte[] u8 = new byte[1600];
        Arrays.fill(u8, (byte) 200);
        short[] fromU8 = WavReader.toMono16k(new WavAudio(new PcmFormat(16_000, 1, 8, false), u8),
                homebot.audio.dsp.FrontEndConfig.defaults());
        assertEquals(Math.round((200 - 128) / 128f * 32768f), fromU8[100]);
        ByteBuffer f = ByteBuffer.allocate(4 * 160).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < 160; i++) {
            f.putFloat(-0.5f);
        }
        short[] fromFloat = WavReader.toMono16k(new WavAudio(new PcmFormat(16_000, 1, 32, true), f.array()),
                homebot.audio.dsp.FrontEndConfig.defaults());
        assertEquals(-16384, fromFloat[10]);
    }

    @Test
    void notRiffIsRefusedAsCorrupt() throws Exception {
        Path file = dir.resolve("x.wav");
        Files.writeString(file, "ID3 this is an mp3, honest");
        WavException e = assertThrows(WavException.class, () -> WavReader.read(file));
        assertEquals("wav-corrupt", e.code());
        assertTrue(e.getMessage().contains("x.wav") && e.getMessage().contains("RIFF"), e.getMessage());
    }

    @Test
    void headerCutShortIsRefusedAsCorrupt() throws Exception {
        byte[] whole = WavWriter.toBytes(WavAudio.mono16(new short[100], 16_000));
        WavException e = assertThrows(WavException.class, () -> WavReader.read(Arrays.copyOf(whole, 30)));
        assertEquals("wav-corrupt", e.code());
    }

    @Test
    void truncatedDataIsRefusedAsCorrupt() throws Exception {
        byte[] whole = WavWriter.toBytes(WavAudio.mono16(new short[100], 16_000));
        WavException e = assertThrows(WavException.class, () -> WavReader.read(Arrays.copyOf(whole, 100)));
        assertEquals("wav-corrupt", e.code());
        assertTrue(e.getMessage().contains("truncated"), e.getMessage());
    }

    @Test
    void muLawIsRefusedAsUnsupportedWithAHint() throws Exception {
        byte[] wav = header(7, 1, 8000, 8, 4);
        WavException e = assertThrows(WavException.class, () -> WavReader.read(wav));
        assertEquals("wav-unsupported", e.code());
        assertTrue(e.getMessage().contains("sox"), e.getMessage());
    }

    @Test
    void twelveBitWidthIsRefusedAsUnsupported() throws Exception {
        WavException e = assertThrows(WavException.class, () -> WavReader.read(header(1, 1, 16000, 12, 4)));
        assertEquals("wav-unsupported", e.code());
    }

    @Test
    void missingFileNamesThePath() {
        NoSuchFileException e = assertThrows(NoSuchFileException.class, () -> WavReader.read(dir.resolve("nope.wav")));
        assertTrue(e.getMessage().contains("nope.wav"));
    }

    private static byte[] header(int tag, int channels, int rate, int bits, int dataBytes) {
        ByteBuffer h = ByteBuffer.allocate(44 + dataBytes).order(ByteOrder.LITTLE_ENDIAN);
        h.put("RIFF".getBytes(StandardCharsets.US_ASCII)).putInt(36 + dataBytes);
        h.put("WAVEfmt ".getBytes(StandardCharsets.US_ASCII)).putInt(16);
        h.putShort((short) tag).putShort((short) channels).putInt(rate).putInt(rate * channels * bits / 8);
        h.putShort((short) (channels * bits / 8)).putShort((short) bits);
        h.put("data".getBytes(StandardCharsets.US_ASCII)).putInt(dataBytes);
        return h.array();
    }

}
