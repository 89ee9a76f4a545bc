package homebot.doctor;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;

/**
 * The OpenAI-compatible server answers {@code GET {base_url}/models} and lists the configured model. Never
 * prints the API key, not even when the server echoes it back. Optional by default: local intents work
 * without a model.
 */
public final class LlmCheck implements DoctorCheck {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final String baseUrl;
    private final String model;
    private final String apiKey;
    private final OkHttpClient client;
    private final boolean required;

    public LlmCheck(String baseUrl, String model, String apiKey, OkHttpClient client, boolean required) {
        this.baseUrl = baseUrl;
        this.model = model;
        this.apiKey = apiKey;
        this.client = client;
        this.required = required;
    }

    /** With its own client and a short timeout, so a dead server costs {@code timeout} at most. */
    public static LlmCheck of(String baseUrl, String model, String apiKey, Duration timeout) {
        return new LlmCheck(baseUrl, model, apiKey, new OkHttpClient.Builder().callTimeout(timeout)
                .connectTimeout(timeout).readTimeout(timeout).retryOnConnectionFailure(false).build(), false);
    }

    @Override
    public String name() {
        return "llm";
    }

    @Override
    public boolean required() {
        return required;
    }

    @Override
    public CheckResult run() {
        if (baseUrl == null || baseUrl.isBlank()) {
            return CheckResult.warn("not configured (offline: local intents only)",
                    "set llm.base_url, llm.model and llm.api_key (or HOMEBOT_LLM_API_KEY)");
        }
        HttpUrl base = HttpUrl.parse(baseUrl.replaceAll("/+$", ""));
        if (base == null) {
            return CheckResult.fail("llm.base_url '" + baseUrl + "' is not an http(s) URL",
                    "set llm.base_url, e.g. https://api.deepseek.com/v1");
        }
        HttpUrl url = base.newBuilder().addPathSegment("models").build();
        Request.Builder req = new Request.Builder().url(url).get();
        if (apiKey != null && !apiKey.isBlank()) {
            req.header("Authorization", "Bearer " + apiKey);
        }
        try (Response r = client.newCall(req.build()).execute()) {
            return redact(judge(url, r.code(), r.code() == 200 ? r.body().string() : ""));
        } catch (IOException e) {
            return redact(CheckResult.fail("cannot reach " + url + " (" + e.getClass().getSimpleName() + ": "
                    + e.getMessage() + ")", "check llm.base_url and the network: curl -sS " + url));
        }
    }

    private CheckResult judge(HttpUrl url, int code, String body) {
        String named = model == null || model.isBlank() ? null : model;
        if (code == 401 || code == 403) {
            return CheckResult.fail(url + " refused the request (HTTP " + code + "): check the API key",
                    "set llm.api_key or HOMEBOT_LLM_API_KEY to a valid key");
        }
        if (code == 404) {
            return CheckResult.warn(url.host() + " is reachable but has no /models (HTTP 404), so model '" + named
                    + "' cannot be verified", "check llm.base_url (it usually ends in /v1)");
        }
        if (code != 200) {
            return CheckResult.fail(url + " answered HTTP " + code, "curl -sS " + url);
        }
        List<String> ids = new ArrayList<>();
        try {
            for (JsonNode m : JSON.readTree(body).path("data")) {
                ids.add(m.path("id").asText());
            }
        } catch (IOException e) {
            return CheckResult.warn(url + " answered something that is not a model list", "curl -sS " + url);
        }
        if (named == null) {
            return CheckResult.warn(url.host() + " reachable, but no llm.model is configured (server has: "
                    + preview(ids) + ")", "set llm.model");
        }
        if (ids.contains(named)) {
            return CheckResult.ok(url.host() + " reachable, model '" + named + "' listed");
        }
        return CheckResult.warn(url.host() + " reachable, but model '" + named + "' is not listed (server has: "
                + preview(ids) + ")", "set llm.model to one of the listed models");
    }

    private static String preview(List<String> ids) {
        if (ids.isEmpty()) {
            return "none";
        }
        return ids.size() <= 5 ? String.join(", ", ids) : String.join(", ", ids.subList(0, 5)) + ", …";
    }

    private CheckResult redact(CheckResult r) {
        if (apiKey == null || apiKey.isBlank()) {
            return r;
        }
        return new CheckResult(r.status(), r.message().replace(apiKey, "***"),
                r.fixCommand() == null ? null : r.fixCommand().replace(apiKey, "***"));
    }
}
