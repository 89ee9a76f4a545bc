package homebot.app;

import java.io.InputStream;
import java.util.Properties;

/** The build's version, from a resource Maven filters at build time. */
public final class BuildInfo {
    private BuildInfo() {}

    public static String version() {
        try (InputStream in = BuildInfo.class.getResourceAsStream("/homebot/version.properties")) {
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version", "unknown");
        } catch (Exception e) {
            return "unknown";
        }
    }
}
