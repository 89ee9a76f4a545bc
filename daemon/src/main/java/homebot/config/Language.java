package homebot.config;

import java.util.Locale;

/** The languages homebot speaks; Chinese first. */
public enum Language {
    ZH_CN("zh-CN"),
    EN_US("en-US");

    private final String tag;

    Language(String tag) {
        this.tag = tag;
    }

    public String tag() {
        return tag;
    }

    public boolean isChinese() {
        return this == ZH_CN;
    }

    /** Accepts {@code zh-CN}, {@code zh}, {@code zh_cn}, {@code en-US}, {@code en}... */
    public static Language parse(String value) {
        String v = value.trim().toLowerCase(Locale.ROOT).replace('_', '-');
        if (v.equals("zh") || v.startsWith("zh-") || v.equals("cmn")) {
            return ZH_CN;
        }
        if (v.equals("en") || v.startsWith("en-")) {
            return EN_US;
        }
        throw new IllegalArgumentException("unknown language '" + value + "' (use zh-CN or en-US)");
    }

    /** Picks the language of a text: any CJK character means Chinese. */
    public static Language of(String text, Language fallback) {
        return homebot.skills.api.nlu.Languages.isChinese(text) ? ZH_CN
                : homebot.skills.api.nlu.Languages.hasLatin(text) ? EN_US : fallback;
    }
}
