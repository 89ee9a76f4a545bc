package homebot.mode;

import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.HexFormat;
import java.util.Locale;
import java.util.random.RandomGenerator;

/** Session ids like {@code cook-20261022-195500-a1b2c3}: up to four letters of the mode id, local time, 6 hex. */
final class SessionIds {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private final RandomGenerator random;

    SessionIds(RandomGenerator random) {
        this.random = random;
    }

    String next(String modeId, ZonedDateTime at) {
        byte[] b = new byte[3];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) random.nextInt(256);
        }
        return prefix(modeId) + "-" + STAMP.format(at) + "-" + HexFormat.of().formatHex(b);
    }

    static String prefix(String modeId) {
        String letters = modeId.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
        if (letters.isEmpty()) {
            letters = "mode";
        }
        return letters.substring(0, Math.min(4, letters.length()));
    }
}
