package homebot.audio.models;

import java.nio.file.Path;
import java.util.Optional;

/** One row of {@code homebot models list}: a catalog entry and/or an installed directory. */
public record ModelStatus(String name, Optional<ModelInfo> catalogEntry, boolean installed, Path path) {}
