package homebot.intent;

import homebot.config.Language;
import java.time.Duration;

/** Durations the way they are said aloud: "四十分钟", "1 小时 5 分钟", "2 minutes 30 seconds". */
public final class Durations {
    private Durations() {}

    public static String speak(Duration d, Language lang) {
        long total = Math.max(0, (d.toMillis() + 500) / 1000);
        long h = total / 3600;
        long m = (total % 3600) / 60;
        long s = total % 60;
        StringBuilder sb = new StringBuilder();
        if (lang.isChinese()) {
            if (h > 0) {
                sb.append(h).append("小时");
            }
            if (m > 0) {
                sb.append(m).append("分钟");
            }
            if (s > 0 || sb.length() == 0) {
                sb.append(s).append("秒");
            }
            return sb.toString();
        }
        if (h > 0) {
            sb.append(h).append(h == 1 ? " hour" : " hours");
        }
        if (m > 0) {
            sb.append(sb.length() > 0 ? " " : "").append(m).append(m == 1 ? " minute" : " minutes");
        }
        if (s > 0 || sb.length() == 0) {
            sb.append(sb.length() > 0 ? " " : "").append(s).append(s == 1 ? " second" : " seconds");
        }
        return sb.toString();
    }
}
