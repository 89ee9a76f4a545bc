package homebot.audio.models;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import okhttp3.OkHttpClient;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Installs speech models into {@code <workspace>/models/<name>}: resumable download ({@code .part} file and HTTP
 * Range) under {@code models/.downloads}, size and SHA-256 check, atomic unpack. A marker file
 * {@code .homebot-model.json} in the model directory records the archive digest for {@code verify}.
 */
public final class ModelStore {
    private static final Logger LOG = LoggerFactory.getLogger(ModelStore.class);
    static final String MARKER = ".homebot-model.json";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path modelsDir;
    private final ModelCatalog catalog;
    private final OkHttpClient client;

    public ModelStore(Path modelsDir, ModelCatalog catalog, OkHttpClient client) {
        this.modelsDir = modelsDir;
        this.catalog = catalog;
        this.client = client;
    }

    public Path modelsDir() {
        return modelsDir;
    }

    public Path pathOf(String name) {
        return modelsDir.resolve(name);
    }

    /** Downloads (resuming a previous partial download), checks and unpacks {@code name}; refuses an unpinned one. */
    public InstallResult install(String name, ProgressListener progress) throws ModelException {
        return install(name, progress, false);
    }

    /**
     * As {@link #install(String, ProgressListener)}; {@code trustUnpinned} installs a model whose catalog entry pins
     * no SHA-256 (the user compared the printed digest themselves). Without it such a download is refused with its
     * digest and kept, so trusting it needs no second download.
     */
    public InstallResult install(String name, ProgressListener progress, boolean trustUnpinned) throws ModelException {
        ModelInfo info = catalog.require(name);
        Path part = modelsDir.resolve(".downloads").resolve(name + "." + info.format() + ".part");
        try {
            ResumableDownload.fetch(client, info, part, progress);
        } finally {
            progress.finished(name);
        }
        long size;
        String sha;
        try {
            size = Files.size(part);
            sha = sha256(part);
        } catch (IOException e) {
            throw new ModelException(ModelException.DOWNLOAD_FAILED, "cannot read " + part + ": " + e.getMessage(), e);
        }
        if (info.sizeBytes() > 0 && size != info.sizeBytes()) {
            delete(part);
            throw new ModelException(ModelException.SIZE_MISMATCH, name + ": downloaded " + size + " bytes, expected "
                    + info.sizeBytes() + " (from " + info.url() + "); the download was discarded");
        }
        boolean verified = info.checksum().isPresent();
        if (!verified && !trustUnpinned) {
            throw new ModelException(ModelException.UNPINNED, name + ": homebot's catalog pins no SHA-256 for "
                    + info.url() + ", so this download cannot be checked. Its SHA-256 is " + sha + ". Compare it with a "
                    + "digest you trust, then run `homebot models install " + name + " --trust` (the download is kept)");
        }
        if (verified && !info.sha256().equals(sha)) {
            delete(part);
            throw new ModelException(ModelException.CHECKSUM_MISMATCH, name + ": SHA-256 is " + sha + ", expected "
                    + info.sha256() + " (from " + info.url() + "); the download was discarded");
        }
        Path target;
        try {
            target = info.isVosk() ? ZipUnpacker.unpack(part, modelsDir, name) : OnnxFileInstaller.install(part, modelsDir, name);
        } catch (ModelException e) {
            if (e.code().equals(ModelException.UNSAFE_ARCHIVE)) {
                delete(part); // never keep (and later "resume" into) a hostile archive
            }
            throw e;
        }
        writeMarker(target, info, sha, verified);
        delete(part);
        InstallResult result = new InstallResult(name, target, sha, verified, size);
        if (!verified) {
            LOG.warn("model installed without checksum name={} sha256={} msg=checksum unknown, verify manually", name, sha);
        } else {
            LOG.info("model installed name={} path={} bytes={}", name, target, size);
        }
        return result;
    }

    /** Checks an installed model's layout and reports what its marker recorded. */
    public Verification verify(String name) throws ModelException {
        Path dir = pathOf(name);
        if (!Files.isDirectory(dir)) {
            throw new ModelException(ModelException.NOT_INSTALLED, name + " is not installed in " + modelsDir
                    + "; install it with `homebot models install " + name + "`");
        }
        List<String> problems = new ArrayList<>();
        Optional<ModelInfo> entry = catalog.find(name);
        if (entry.isPresent() && !entry.get().isVosk()) {
            return OnnxFileInstaller.verify(entry.get(), dir, readMarker(dir.resolve(MARKER), problems));
        }
        for (String required : List.of("am/final.mdl", "conf/model.conf")) {
            if (!Files.isRegularFile(dir.resolve(required))) {
                problems.add("missing " + required);
            }
        }
        boolean staticGraph = Files.isRegularFile(dir.resolve("graph/HCLG.fst"));
        boolean runtimeGraph = Files.isRegularFile(dir.resolve("graph/HCLr.fst")) && Files.isRegularFile(dir.resolve("graph/Gr.fst"));
        if (!staticGraph && !runtimeGraph) {
            problems.add("missing graph (graph/HCLG.fst or graph/HCLr.fst + graph/Gr.fst)");
        }
        String sha = "";
        boolean verified = false;
        Path marker = dir.resolve(MARKER);
        if (Files.isRegularFile(marker)) {
            try {
                JsonNode m = JSON.readTree(marker.toFile());
                sha = m.path("sha256").asText("");
                verified = m.path("checksum_verified").asBoolean(false);
            } catch (IOException e) {
                problems.add("unreadable " + MARKER);
            }
        }
        if (!verified) {
            problems.add(sha.isEmpty() ? "not installed by homebot: checksum unknown, verify manually"
                    : "checksum unknown, verify manually: archive sha256 was " + sha);
        }
        boolean structural = problems.stream().noneMatch(p -> p.startsWith("missing") || p.startsWith("unreadable"));
        return new Verification(name, structural, problems, sha, verified);
    }

    /** Catalog models (installed or not) followed by installed directories the catalog does not know. */
    public List<ModelStatus> list() {
        Map<String, ModelStatus> rows = new LinkedHashMap<>();
        for (ModelInfo m : catalog.all()) {
            rows.put(m.name(), new ModelStatus(m.name(), Optional.of(m), Files.isDirectory(pathOf(m.name())), pathOf(m.name())));
        }
        if (Files.isDirectory(modelsDir)) {
            try (Stream<Path> dirs = Files.list(modelsDir)) {
                dirs.filter(Files::isDirectory).map(p -> p.getFileName().toString()).filter(n -> !n.startsWith("."))
                        .sorted().forEach(n -> rows.putIfAbsent(n, new ModelStatus(n, Optional.empty(), true, pathOf(n))));
            } catch (IOException e) {
                LOG.warn("cannot list {}: {}", modelsDir, e.getMessage());
            }
        }
        return List.copyOf(rows.values());
    }

    /** The file of an installed single-file ONNX model ({@code <models>/<name>/<name>.onnx}). */
    public Path onnxFile(String name) {
        return OnnxFileInstaller.file(modelsDir, name);
    }

    private static JsonNode readMarker(Path marker, List<String> problems) {
        if (!Files.isRegularFile(marker)) {
            return JSON.createObjectNode();
        }
        try {
            return JSON.readTree(marker.toFile());
        } catch (IOException e) {
            problems.add("unreadable " + MARKER);
            return JSON.createObjectNode();
        }
    }

    static void writeMarker(Path target, ModelInfo info, String sha, boolean verified) throws ModelException {
        try {
            Files.writeString(target.resolve(MARKER), JSON.createObjectNode().put("name", info.name())
                    .put("url", info.url()).put("sha256", sha).put("checksum_verified", verified).toString());
        } catch (IOException e) {
            throw new ModelException(ModelException.UNPACK_FAILED, "cannot write " + target.resolve(MARKER), e);
        }
    }

    static String sha256(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            byte[] buffer = new byte[64 * 1024];
            int n;
            while ((n = in.read(buffer)) >= 0) {
                digest.update(buffer, 0, n);
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is always available", e);
        }
    }

    static void delete(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException e) {
            LOG.warn("cannot delete {}: {}", p, e.getMessage());
        }
    }
}
