package homebot.agent;

/** The two reply languages: zh-CN (default) and en-US. */
final class Languages {
    private Languages() {}

    static boolean isEnglish(String language) {
        return language != null && language.toLowerCase(java.util.Locale.ROOT).startsWith("en");
    }
}
