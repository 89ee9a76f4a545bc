package homebot.homeassistant;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/**
 * Home Assistant's REST API: {@code GET /api/states} for the entities and their names, {@code POST
 * /api/services/<domain>/<service>} to act; the long-lived token goes in the {@code Authorization: Bearer} header only.
 */
public final class HomeAssistantClient {
    private static final MediaType JSON = MediaType.get("application/json");

    private final HomeAssistantConfig config;
    private final OkHttpClient http;
    private final ObjectMapper json;

    public HomeAssistantClient(HomeAssistantConfig config, ObjectMapper json) {
        this.config = config;
        this.json = json;
        Duration t = Duration.ofMillis(config.timeoutMs());
        this.http = new OkHttpClient.Builder().connectTimeout(t).readTimeout(t).callTimeout(t).build();
    }

    public List<Entity> states() throws HomeAssistantException {
        JsonNode body = send(new Request.Builder().url(config.url() + "/api/states").get(), "/api/states");
        if (!body.isArray()) {
            throw new HomeAssistantException("ha-bad-reply", "/api/states did not return a list");
        }
        List<Entity> out = new ArrayList<>();
        for (JsonNode s : body) {
            String id = s.path("entity_id").asText("");
            if (!id.contains(".")) {
                continue;
            }
            JsonNode attrs = s.path("attributes");
            List<String> aliases = new ArrayList<>();
            attrs.path("aliases").forEach(a -> aliases.add(a.asText()));
            out.add(new Entity(id, attrs.path("friendly_name").asText(""), aliases, s.path("state").asText("")));
        }
        return out;
    }

    /** Calls {@code domain.service} for {@code entityId}. */
    public void call(String domain, String service, String entityId) throws HomeAssistantException {
        if (!domain.matches("[a-z_]+") || !service.matches("[a-z_]+")) {
            throw new IllegalArgumentException("not a Home Assistant service: " + domain + "." + service);
        }
        ObjectNode body = json.createObjectNode().put("entity_id", entityId);
        String path = "/api/services/" + domain + "/" + service;
        send(new Request.Builder().url(config.url() + path).post(RequestBody.create(body.toString(), JSON)), path);
    }

    private JsonNode send(Request.Builder request, String path) throws HomeAssistantException {
        request.header("Authorization", "Bearer " + config.token().reveal());
        try (Response r = http.newCall(request.build()).execute()) {
            String text = r.body().string();
            if (r.code() == 401 || r.code() == 403) {
                throw new HomeAssistantException("ha-unauthorized", path + " answered " + r.code()
                        + ": the access token was refused (home_assistant.token)");
            }
            if (r.code() == 404) {
                throw new HomeAssistantException("ha-not-found", path + " answered 404: no such entity or service");
            }
            if (r.code() >= 500) {
                throw new HomeAssistantException("ha-server-error", path + " answered " + r.code());
            }
            if (!r.isSuccessful()) {
                throw new HomeAssistantException("ha-bad-reply", path + " answered " + r.code() + ": "
                        + config.token().redact(text.length() > 200 ? text.substring(0, 200) : text));
            }
            return text.isBlank() ? json.nullNode() : json.readTree(text);
        } catch (InterruptedIOException e) { // SocketTimeoutException and OkHttp's call timeout
            throw new HomeAssistantException("ha-timeout", path + ": no answer within " + config.timeoutMs() + " ms");
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new HomeAssistantException("ha-bad-reply", path + ": not JSON");
        } catch (IOException e) {
            throw new HomeAssistantException("ha-unreachable", path + ": " + config.token().redact(e.getMessage()));
        }
    }
}
