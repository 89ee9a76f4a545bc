package homebot.schedule;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.Properties;

/**
 * Generated wording in one language, from {@code homebot/schedule/messages-<lang>.properties}. Placeholders
 * are {@code {name}}-style (not MessageFormat, whose quote rules break English apostrophes).
 */
public final class ScheduleTexts {
    private final String language;
    private final Properties texts;

    public ScheduleTexts(String language) {
        this.language = tag(language);
        this.texts = load(this.language);
    }

    public String language() {
        return language;
    }

    /** {@code en…} is English, anything else the default Chinese. */
    public static String tag(String language) {
        return language != null && language.toLowerCase(java.util.Locale.ROOT).startsWith("en") ? "en-US" : "zh-CN";
    }

    /**
     * Names for timers the user did not name, in the order they are handed out: a finite list, written the way
     * speech recognition writes them back ("第二个计时", "timer two") so the user can say them.
     */
    public java.util.List<String> defaultTimerNames() {
        return java.util.Arrays.stream(texts.getProperty("timer.default-names").split(",")).map(String::strip)
                .filter(s -> !s.isEmpty()).toList();
    }

    public String get(String key, Map<String, String> values) {
        String template = texts.getProperty(key);
        if (template == null) {
            throw new IllegalStateException("missing text " + key + " for " + language);
        }
        String out = template;
        for (Map.Entry<String, String> e : values.entrySet()) {
            out = out.replace("{" + e.getKey() + "}", e.getValue());
        }
        return out;
    }

    /** A spoken duration, rounded to what a listener cares about: seconds below a minute, else minutes. */
    public String duration(Duration d) {
        long seconds = Math.max(0, d.getSeconds());
        if (seconds < 60) {
            return unit(seconds, "second");
        }
        long minutes = (seconds + 30) / 60;
        long hours = minutes / 60;
        minutes %= 60;
        if (hours == 0) {
            return unit(minutes, "minute");
        }
        return minutes == 0 ? unit(hours, "hour")
                : unit(hours, "hour") + texts.getProperty("unit.join") + unit(minutes, "minute");
    }

    private String unit(long n, String unit) {
        String key = "unit." + unit + (n == 1 ? "" : "s");
        return texts.getProperty(key).replace("{n}", Long.toString(n));
    }

    private static Properties load(String language) {
        String resource = "/homebot/schedule/messages-" + language + ".properties";
        try (InputStream in = ScheduleTexts.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            Properties p = new Properties();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            return p;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
