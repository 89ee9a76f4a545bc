package homebot.audio.models;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The downloadable models, from the {@code models.json} resource; a mirror rewrites every URL. */
public final class ModelCatalog {
    public static final String RESOURCE = "/homebot/audio/models/models.json";
    public static final String UPSTREAM = "https://alphacephei.com/vosk/models";

    private final List<ModelInfo> models;

    public ModelCatalog(List<ModelInfo> models) {
        this.models = List.copyOf(models);
    }

    /** The built-in catalog. */
    public static ModelCatalog builtIn() {
        try (InputStream in = ModelCatalog.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("model catalog resource missing: " + RESOURCE);
            }
            return parse(in);
        } catch (IOException e) {
            throw new UncheckedIOException("model catalog resource unreadable", e);
        }
    }

    public static ModelCatalog parse(InputStream json) throws IOException {
        JsonNode root = new ObjectMapper().readTree(json);
        List<ModelInfo> models = new ArrayList<>();
        for (JsonNode m : root.path("models")) {
            JsonNode sha = m.path("sha256");
            models.add(new ModelInfo(m.path("name").asText(), m.path("url").asText(),
                    m.path("size").asLong(-1), sha.isTextual() && !sha.asText().isEmpty() ? sha.asText() : null,
                    m.path("language").asText(""), m.path("approx_size").asText(""), m.path("notes").asText(""),
                    m.path("format").asText(ModelInfo.ZIP)));
        }
        return new ModelCatalog(models);
    }

    /**
     * The same catalog served from {@code baseUrl} ({@code <base>/<name>.zip}, {@code <base>/<name>.onnx} for
     * single ONNX files); blank or upstream = unchanged.
     * YAML {@code models.mirror}.
     */
    public ModelCatalog withMirror(String baseUrl) {
        if (baseUrl == null || baseUrl.isBlank()) {
            return this;
        }
        String base = baseUrl.strip().replaceAll("/+$", "");
        return new ModelCatalog(models.stream().map(m -> m.withUrl(base + "/" + m.name() + "." + m.format())).toList());
    }

    public List<ModelInfo> all() {
        return models;
    }

    public Optional<ModelInfo> find(String name) {
        return models.stream().filter(m -> m.name().equals(name)).findFirst();
    }

    public ModelInfo require(String name) throws ModelException {
        return find(name).orElseThrow(() -> new ModelException(ModelException.UNKNOWN, "unknown model '" + name
                + "'; known: " + models.stream().map(ModelInfo::name).toList()));
    }
}
