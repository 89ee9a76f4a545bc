package homebot.console;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Reads UTF-8 lines from a byte stream and reports a line that is not valid UTF-8 instead of silently
 * replacing characters: a mangled utterance should be retyped, not guessed.
 */
final class LineInput {
    sealed interface Line {}

    record Text(String text) implements Line {}

    record Invalid(int bytes) implements Line {}

    record End() implements Line {}

    private final InputStream in;

    LineInput(InputStream in) {
        this.in = in;
    }

    Line next() throws IOException {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        int b;
        boolean any = false;
        while ((b = in.read()) != -1) {
            any = true;
            if (b == '\n') {
                break;
            }
            buf.write(b);
        }
        if (!any) {
            return new End();
        }
        byte[] bytes = buf.toByteArray();
        int len = bytes.length > 0 && bytes[bytes.length - 1] == '\r' ? bytes.length - 1 : bytes.length;
        try {
            String text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, 0, len)).toString();
            return new Text(text);
        } catch (CharacterCodingException e) {
            return new Invalid(len);
        }
    }
}
