package homebot.audio.models;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * Unpacks a model archive into {@code <models>/<name>} atomically: into a temp directory beside it first, then one
 * rename, so a crash never leaves half a model where Vosk would load it. Entries with {@code ..}, absolute paths
 * or drive letters (zip-slip) reject the whole archive before anything is moved into place.
 */
final class ZipUnpacker {
    private ZipUnpacker() {}

    static Path unpack(Path zip, Path modelsDir, String name) throws ModelException {
        Path tmp = null;
        try {
            Files.createDirectories(modelsDir);
            tmp = Files.createTempDirectory(modelsDir, ".unpack-" + name + "-");
            extract(zip, tmp);
            Path root = contentRoot(tmp);
            Path target = modelsDir.resolve(name);
            Path old = null;
            if (Files.exists(target)) {
                old = modelsDir.resolve(".old-" + name + "-" + System.nanoTime());
                Files.move(target, old, StandardCopyOption.ATOMIC_MOVE);
            }
            Files.move(root, target, StandardCopyOption.ATOMIC_MOVE);
            if (old != null) {
                deleteTree(old);
            }
            return target;
        } catch (IOException e) {
            throw new ModelException(ModelException.UNPACK_FAILED, "cannot unpack " + zip + " into " + modelsDir + ": "
                    + e.getMessage(), e);
        } finally {
            if (tmp != null) {
                deleteTree(tmp);
            }
        }
    }

    private static void extract(Path zip, Path into) throws IOException, ModelException {
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            ZipEntry entry;
            int count = 0;
            while ((entry = in.getNextEntry()) != null) {
                Path out = safeResolve(into, entry.getName());
                if (entry.isDirectory()) {
                    Files.createDirectories(out);
                } else {
                    Files.createDirectories(out.getParent());
                    Files.copy(in, out, StandardCopyOption.REPLACE_EXISTING);
                }
                count++;
            }
            if (count == 0) {
                throw new ModelException(ModelException.UNPACK_FAILED, zip + " is not a zip archive or is empty");
            }
        }
    }

    static Path safeResolve(Path into, String entryName) throws ModelException {
        String n = entryName.replace('\\', '/');
        boolean unsafe = n.startsWith("/") || n.matches("^[A-Za-z]:.*")
                || List.of(n.split("/")).contains("..");
        Path out = into.resolve(n).normalize();
        if (unsafe || !out.startsWith(into)) {
            throw new ModelException(ModelException.UNSAFE_ARCHIVE, "refusing model archive: entry '" + entryName
                    + "' would be written outside the model directory");
        }
        return out;
    }

    /** Upstream zips hold one top-level folder named like the model; otherwise the files are the model. */
    private static Path contentRoot(Path dir) throws IOException {
        try (Stream<Path> children = Files.list(dir)) {
            List<Path> all = children.toList();
            if (all.size() == 1 && Files.isDirectory(all.get(0))) {
                return all.get(0);
            }
        }
        return dir;
    }

    static void deleteTree(Path root) {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException ignored) {
            // leftovers under .unpack-* are removed by the next install of the same model
        }
    }

}
