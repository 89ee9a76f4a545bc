package homebot.homeassistant;

import homebot.audio.Secret;
import java.util.List;

/**
 * Controlling the house through Home Assistant's REST API (YAML section {@code home_assistant}). Off unless
 * {@code url} is set.
 *
 * @param url            e.g. {@code http://homeassistant.local:8123}; blank = no Home Assistant
 * @param token          a long-lived access token, kept like the LLM key ({@code HOMEBOT_HA_TOKEN}, systemd
 *                       credential {@code ha-token}); never logged
 * @param timeoutMs      one request's budget (connect + read)
 * @param domains        the entity domains homebot may switch
 * @param confirmDomains domains that need a spoken "yes" first (locks, alarms); also allowed once confirmed
 * @param refreshSeconds entity names are re-read from {@code /api/states} at most this often
 */
public record HomeAssistantConfig(String url, Secret token, long timeoutMs, List<String> domains,
                                  List<String> confirmDomains, long refreshSeconds) {
    public HomeAssistantConfig {
        url = url == null ? "" : url.strip();
        while (url.endsWith("/")) {
            url = url.substring(0, url.length() - 1);
        }
        token = token == null ? Secret.none() : token;
        domains = domains == null ? List.of() : List.copyOf(domains);
        confirmDomains = confirmDomains == null ? List.of() : List.copyOf(confirmDomains);
        if (!url.isEmpty() && !(url.startsWith("http://") || url.startsWith("https://"))) {
            throw new IllegalArgumentException("home_assistant.url must start with http:// or https://, was " + url);
        }
        if (timeoutMs < 100 || refreshSeconds < 0) {
            throw new IllegalArgumentException("home_assistant: timeout_ms >= 100, refresh_seconds >= 0");
        }
    }

    public static HomeAssistantConfig defaults() {
        return new HomeAssistantConfig("", Secret.none(), 5_000,
                List.of("light", "switch", "fan", "cover", "media_player", "climate"),
                List.of("lock", "alarm_control_panel"), 300);
    }

    public static HomeAssistantConfig of(String url, Secret token) {
        HomeAssistantConfig d = defaults();
        return new HomeAssistantConfig(url, token, d.timeoutMs, d.domains, d.confirmDomains, d.refreshSeconds);
    }

    public HomeAssistantConfig withTimeout(long ms) {
        return new HomeAssistantConfig(url, token, ms, domains, confirmDomains, refreshSeconds);
    }

    public boolean configured() {
        return !url.isEmpty();
    }
}
