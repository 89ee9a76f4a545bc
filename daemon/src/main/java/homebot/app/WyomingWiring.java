package homebot.app;

import homebot.config.HomebotConfig;
import homebot.wyoming.WyomingServer;
import homebot.wyoming.WyomingServerConfig;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/** Starts the Wyoming handle service when {@code wyoming_server.enabled}; null (no listener at all) otherwise. */
final class WyomingWiring {
    private WyomingWiring() {}

    static WyomingServer start(HomebotConfig config, Assembly app) {
        WyomingServerConfig wc = config.section("wyoming_server", WyomingServerConfig.class);
        if (!wc.enabled()) {
            return null;
        }
        // Regional forms too: Home Assistant offers an agent to pipelines whose language the info lists.
        List<String> languages = config.language().isChinese() ? List.of("zh", "zh-CN", "zh-Hans", "en", "en-US")
                : List.of("en", "en-US", "zh", "zh-CN", "zh-Hans");
        WyomingServer server = new WyomingServer(wc, app.pipeline(), app.schedule().scheduler(), languages,
                BuildInfo.version());
        try {
            server.start();
        } catch (IOException e) {
            throw new UncheckedIOException("wyoming_server: cannot listen on " + wc.host() + ":" + wc.port() + ": "
                    + e.getMessage(), e);
        }
        return server;
    }
}
