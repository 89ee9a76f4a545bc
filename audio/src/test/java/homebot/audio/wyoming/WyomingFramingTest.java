package homebot.audio.wyoming;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Frames written by hand from the protocol document: header line, extra data merged over data, payload. */
class WyomingFramingTest {
    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }

    private static WyomingReader reader(byte[] b) {
        return new WyomingReader(new ByteArrayInputStream(b), FrameLimits.defaults());
    }

    /** Hands out one byte per read call: every frame boundary falls between reads. */
    private static final class OneByteAtATime extends InputStream {
        private final ByteArrayInputStream in;

        OneByteAtATime(byte[] b) {
            in = new ByteArrayInputStream(b);
        }

        @Override
        public int read() {
            return in.read();
        }

        @Override
        public int read(byte[] b, int off, int len) {
            return len == 0 ? 0 : in.read(b, off, 1);
        }
    }

    @Test
    void aHeaderOnlyEventHasEmptyDataAndNoPayload() throws IOException {
        WyomingEvent e = reader(bytes("{\"type\":\"describe\"}\n")).read();
        assertEquals("describe", e.type());
        assertTrue(e.data().isEmpty());
        assertEquals(0, e.payload().length);
    }

    @Test
    void extraDataIsMergedOverTheHeaderData() throws IOException {
        byte[] extra = bytes("{\"text\":\"打开做饭模式\",\"language\":\"zh\"}");
        byte[] frame = concat(bytes("{\"type\":\"transcript\",\"data\":{\"text\":\"old\",\"keep\":1},\"data_length\":"
                + extra.length + "}\n"), extra);
        WyomingEvent e = reader(frame).read();
        assertEquals("打开做饭模式", e.data().get("text").asText(), "the extra block wins");
        assertEquals("zh", e.data().get("language").asText());
        assertEquals(1, e.data().get("keep").asInt(), "header keys the block does not name stay");
    }

    @Test
    void dataAndPayloadArriveWhateverTheReadSplits() throws IOException {
        byte[] extra = bytes("{\"rate\":16000,\"width\":2,\"channels\":1}");
        byte[] pcm = new byte[3200];
        Arrays.fill(pcm, (byte) 7);
        byte[] frame = concat(bytes("{\"type\":\"audio-chunk\",\"data_length\":" + extra.length + ",\"payload_length\":"
                + pcm.length + "}\n"), extra, pcm, bytes("{\"type\":\"audio-stop\"}\n"));
        WyomingReader r = new WyomingReader(new OneByteAtATime(frame), FrameLimits.defaults());
        WyomingEvent chunk = r.read();
        assertArrayEquals(pcm, chunk.payload());
        Audio.AudioChunk typed = (Audio.AudioChunk) WyomingMessages.decode(chunk).orElseThrow();
        assertEquals(16000, typed.rate());
        assertEquals("audio-stop", r.read().type());
        assertNull(r.read(), "a clean close between frames is the end, not an error");
    }

    @Test
    void aLargePayloadWithinTheLimitIsReadWhole() throws IOException {
        byte[] pcm = new byte[5 * 1024 * 1024 + 3];
        for (int i = 0; i < pcm.length; i++) {
            pcm[i] = (byte) i;
        }
        byte[] frame = concat(bytes("{\"type\":\"audio-chunk\",\"data\":{\"rate\":22050,\"width\":2,\"channels\":1},"
                + "\"payload_length\":" + pcm.length + "}\n"), pcm);
        assertArrayEquals(pcm, reader(frame).read().payload());
    }

    @Test
    void aGigabytePayloadIsRefusedBeforeAnythingIsRead() {
        // Only the header exists: a reader that allocated and started reading would report a truncated payload.
        byte[] frame = bytes("{\"type\":\"audio-chunk\",\"data\":{\"rate\":16000,\"width\":2,\"channels\":1},"
                + "\"payload_length\":1073741824}\n");
        WyomingException e = assertThrows(WyomingException.class, () -> reader(frame).read());
        assertEquals(WyomingException.TOO_LARGE, e.code());
    }

    @Test
    void aHugeDataLengthIsRefusedBeforeAnythingIsRead() {
        WyomingException e = assertThrows(WyomingException.class,
                () -> reader(bytes("{\"type\":\"info\",\"data_length\":99999999999}\n")).read());
        assertEquals(WyomingException.TOO_LARGE, e.code());
    }

    @Test
    void anEndlessHeaderLineIsRefusedAtTheLimit() {
        byte[] noNewline = new byte[200_000];
        Arrays.fill(noNewline, (byte) 'a');
        WyomingException e = assertThrows(WyomingException.class, () -> reader(noNewline).read());
        assertEquals(WyomingException.TOO_LARGE, e.code());
    }

    @Test
    void malformedHeadersAreMalformed() {
        for (String bad : new String[] {"{not json}\n", "[1,2]\n", "{\"data\":{}}\n", "{\"type\":5}\n",
                "{\"type\":\"x\",\"data\":[1]}\n", "{\"type\":\"x\",\"payload_length\":-1}\n",
                "{\"type\":\"x\",\"payload_length\":\"12\"}\n", "{\"type\":\"x\",\"data_length\":2}\n[]"}) {
            WyomingException e = assertThrows(WyomingException.class, () -> reader(bytes(bad)).read(), bad);
            assertEquals(WyomingException.MALFORMED, e.code(), bad);
        }
    }

    @Test
    void aPeerClosingInsideAFrameIsTruncation() {
        for (String cut : new String[] {"{\"type\":\"aud", "{\"type\":\"audio-chunk\",\"payload_length\":10}\n12345",
                "{\"type\":\"info\",\"data_length\":10}\n{\"a\""}) {
            WyomingException e = assertThrows(WyomingException.class, () -> reader(bytes(cut)).read(), cut);
            assertEquals(WyomingException.TRUNCATED, e.code(), cut);
        }
    }

    @Test
    void nullLengthsAndANullDataMeanNone() throws IOException {
        WyomingEvent e = reader(bytes("{\"type\":\"audio-stop\",\"data\":null,\"data_length\":null,"
                + "\"payload_length\":null,\"version\":\"1.5.2\"}\n")).read();
        assertEquals("audio-stop", e.type());
        assertTrue(e.data().isEmpty());
    }

    @Test
    void theWriterPutsDataInTheExtraBlockAsTheReferenceDoes() {
        byte[] pcm = {1, 2, 3, 4};
        byte[] frame = WyomingWriter.encode(new Audio.AudioChunk(16000, 2, 1, null, pcm).event());
        String text = new String(frame, StandardCharsets.UTF_8);
        String header = text.substring(0, text.indexOf('\n'));
        assertEquals("{\"type\":\"audio-chunk\",\"version\":\"1.9.0\",\"data_length\":37,\"payload_length\":4}", header);
        int dataStart = header.length() + 1;
        assertEquals("{\"rate\":16000,\"width\":2,\"channels\":1}", new String(frame, dataStart, 37,
                StandardCharsets.UTF_8));
        assertArrayEquals(pcm, Arrays.copyOfRange(frame, frame.length - 4, frame.length));
    }

    @Test
    void everyTypedMessageSurvivesARoundTrip() throws IOException {
        var ctx = Fields.object().put("conversation_id", "c1");
        WyomingMessage[] all = {new Infos.Describe(), new Asr.Transcribe(null, "zh", null),
                new Asr.Transcript("下一步", "zh", ctx), new Asr.TranscriptStart("zh", null),
                new Asr.TranscriptChunk("下一"), new Asr.TranscriptStop(),
                new Tts.Synthesize("你好", new Tts.Voice("zh_CN-huayan", null, null), null),
                new Tts.SynthesizeStart(null, null), new Tts.SynthesizeChunk("你"), new Tts.SynthesizeStop(),
                new Tts.SynthesizeStopped(), new Audio.AudioStart(16000, 2, 1, 5L), new Audio.AudioStop(),
                new Wake.Detect(java.util.List.of("ok_nabu")), new Wake.Detection("ok_nabu", 1200L),
                new Wake.NotDetected(), new Handle.Handled("好的", ctx), new Handle.NotHandled("不会", null),
                new Handle.HandledStart(ctx), new Handle.HandledChunk("好"), new Handle.HandledStop(),
                new Timer.TimerStarted("t1", 300, "焖肉", null, 5, null), new Timer.TimerUpdated("t1", false, 200),
                new Timer.TimerCancelled("t1"), new Timer.TimerFinished("t1")};
        for (WyomingMessage m : all) {
            WyomingEvent back = reader(WyomingWriter.encode(m.event())).read();
            assertEquals(m, WyomingMessages.decode(back).orElseThrow(), m.toString());
        }
    }

    @Test
    void anUnknownTypeDecodesToNothingAndAKnownTypeMissingAFieldIsMalformed() throws IOException {
        assertTrue(WyomingMessages.decode(WyomingEvent.of("satellite-dance")).isEmpty());
        WyomingException e = assertThrows(WyomingException.class,
                () -> WyomingMessages.decode(reader(bytes("{\"type\":\"transcript\",\"data\":{}}\n")).read()));
        assertEquals(WyomingException.MALFORMED, e.code());
        assertInstanceOf(Wake.NotDetected.class,
                WyomingMessages.decode(reader(bytes("{\"type\":\"not-detected\"}\n")).read()).orElseThrow());
    }
}
