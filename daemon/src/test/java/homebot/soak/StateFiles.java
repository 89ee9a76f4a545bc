package homebot.soak;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Checks every state file of a workspace: each {@code *.json} parses as one JSON document, each line of each
 * {@code *.jsonl} is parsed and unparseable (torn) lines are counted, so a caller can hold them to "at most the
 * in-flight line per crash", left-over temp files of interrupted atomic writes are counted. Returns the problems; an empty list means valid.
 */
public final class StateFiles {
    /**
     * @param tornLastLines    unparseable last lines (a write cut short)
     * @param earlierTornLines unparseable lines before the last: a torn line that later appends went past (the
     *                         JSONL writer terminates it first, so it never swallows the next record)
     */
    public record Report(int jsonFiles, int jsonlFiles, long jsonlLines, int tornLastLines, int earlierTornLines,
                         int leftOverTemps, List<String> problems) {}

    private StateFiles() {}

    public static Report check(Path workspace) throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<String> problems = new ArrayList<>();
        int jsonFiles = 0;
        int jsonlFiles = 0;
        long lines = 0;
        int torn = 0;
        int temps = 0;
        int earlier = 0;
        List<Path> files;
        try (Stream<Path> s = Files.walk(workspace)) {
            files = s.filter(Files::isRegularFile).toList();
        }
        for (Path f : files) {
            String name = f.getFileName().toString();
            if (name.endsWith(".json")) {
                jsonFiles++;
                try {
                    if (json.readTree(f.toFile()) == null) {
                        problems.add("empty json: " + workspace.relativize(f));
                    }
                } catch (IOException e) {
                    problems.add("unparseable json: " + workspace.relativize(f) + ": " + e.getMessage());
                }
            } else if (name.endsWith(".jsonl")) {
                jsonlFiles++;
                List<String> all = Files.readAllLines(f);
                for (int i = 0; i < all.size(); i++) {
                    String line = all.get(i);
                    if (line.isBlank()) {
                        continue;
                    }
                    lines++;
                    try {
                        json.readTree(line);
                    } catch (IOException e) {
                        if (i == all.size() - 1) {
                            torn++;
                        } else {
                            earlier++;
                        }
                    }
                }
            } else if (name.endsWith(".tmp")) {
                temps++; // a write killed before its rename: harmless, the target is intact
            } else if (name.contains(".corrupt-")) {
                problems.add("a store found its file corrupt and moved it aside: " + workspace.relativize(f));
            }
        }
        return new Report(jsonFiles, jsonlFiles, lines, torn, earlier, temps, problems);
    }
}
