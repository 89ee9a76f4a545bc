package homebot.skills.cooking;

import homebot.skills.api.nlu.Numbers;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The spoken reply templates of one language ({@code messages_zh.properties} / {@code messages_en.properties}). */
final class Messages {
    private static final Pattern SLOT = Pattern.compile("\\{(\\w+)}");
    private final Properties props = new Properties();
    private final boolean chinese;

    private Messages(String resource, boolean chinese) {
        this.chinese = chinese;
        try (InputStream in = Messages.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("code=cooking-resource-missing " + resource);
            }
            props.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Messages chinese() {
        return new Messages("messages_zh.properties", true);
    }

    static Messages english() {
        return new Messages("messages_en.properties", false);
    }

    boolean isChinese() {
        return chinese;
    }

    /** Fills {@code {name}} slots from alternating key/value arguments. */
    String get(String key, Object... slots) {
        String template = props.getProperty(key);
        if (template == null) {
            throw new IllegalStateException("code=cooking-message-missing " + key);
        }
        Matcher m = SLOT.matcher(template);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String value = null;
            for (int i = 0; i + 1 < slots.length; i += 2) {
                if (slots[i].equals(m.group(1))) {
                    value = String.valueOf(slots[i + 1]);
                }
            }
            m.appendReplacement(out, Matcher.quoteReplacement(value == null ? m.group() : value));
        }
        m.appendTail(out);
        return out.toString();
    }

    String list(List<String> items) {
        return String.join(props.getProperty("list.sep"), items);
    }

    String phrases(List<String> items) {
        return String.join(props.getProperty("phrase.sep"), items);
    }

    /** Servings and step numbers as spoken: "三" / "3". */
    String count(long n) {
        return chinese ? Numbers.toChinese(n, true) : Long.toString(n);
    }

    String ordinal(long n) {
        return chinese ? Numbers.toChinese(n, false) : Long.toString(n);
    }

    String servings(int n) {
        return chinese ? count(n) : n + (n == 1 ? " person" : " people");
    }
}
