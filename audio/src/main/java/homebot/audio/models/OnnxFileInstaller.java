package homebot.audio.models;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Single-file models (openWakeWord, Silero VAD): a checked download becomes {@code <models>/<name>/<name>.onnx}
 * by one directory rename, so a reader never sees half a model; {@code verify} recomputes the file's digest.
 */
final class OnnxFileInstaller {
    private OnnxFileInstaller() {}

    static Path file(Path modelsDir, String name) {
        return modelsDir.resolve(name).resolve(name + ".onnx");
    }

    static Path install(Path download, Path modelsDir, String name) throws ModelException {
        Path target = modelsDir.resolve(name);
        Path staging = modelsDir.resolve(".downloads").resolve(name + ".staging");
        try {
            deleteTree(staging);
            Files.createDirectories(staging);
            Files.move(download, staging.resolve(name + ".onnx"), StandardCopyOption.REPLACE_EXISTING);
            deleteTree(target);
            try {
                Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(staging, target);
            }
            return target;
        } catch (IOException e) {
            throw new ModelException(ModelException.UNPACK_FAILED, "cannot install " + name + " into " + target + ": "
                    + e.getMessage(), e);
        }
    }

    static Verification verify(ModelInfo info, Path dir, JsonNode marker) {
        List<String> problems = new ArrayList<>();
        Path f = dir.resolve(info.name() + ".onnx");
        String sha = "";
        if (!Files.isRegularFile(f)) {
            problems.add("missing " + info.name() + ".onnx");
        } else {
            try {
                sha = ModelStore.sha256(f);
            } catch (IOException e) {
                problems.add("unreadable " + f + ": " + e.getMessage());
            }
        }
        boolean verified = !sha.isEmpty() && info.checksum().map(sha::equals).orElse(false);
        if (!sha.isEmpty() && info.checksum().isPresent() && !verified) {
            problems.add("unreadable: SHA-256 is " + sha + ", expected " + info.sha256()
                    + " (the file changed since install; reinstall it)");
        } else if (!sha.isEmpty() && info.checksum().isEmpty()) {
            problems.add("checksum unknown, verify manually: sha256 is " + sha);
        }
        boolean structural = problems.stream().noneMatch(p -> p.startsWith("missing") || p.startsWith("unreadable"));
        return new Verification(info.name(), structural, problems, sha.isEmpty() ? marker.path("sha256").asText("") : sha,
                verified);
    }

    private static void deleteTree(Path p) throws IOException {
        if (!Files.exists(p)) {
            return;
        }
        try (Stream<Path> all = Files.walk(p)) {
            for (Path q : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(q);
            }
        }
    }
}
