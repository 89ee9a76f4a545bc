package homebot.skills.cooking;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cookbook's maintenance paths: importing a folder of Cooklang recipes (parse, convert, validate, atomic
 * write with fsync; one invocation imports {@link #RECIPES} files) and planning 2 or 4 dishes to finish together.
 * In the skill's package (on the class path) because the recipe model is package-private by design.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xmx128m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"})
public class RecipeImportBench {
    static final int RECIPES = 50;

    @Param({"2", "4"})
    public int dishes;

    private Path source;
    private Path target;
    private List<Recipe> planned;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        source = Files.createTempDirectory("homebot-import-src");
        for (int i = 0; i < RECIPES; i++) {
            Files.writeString(source.resolve("dish-" + i + ".cook"), cooklang(i));
        }
        target = Files.createTempDirectory("homebot-import-dst");
        List<Recipe> all = new ArrayList<>();
        CooklangParser parser = new CooklangParser();
        for (int i = 0; i < 4; i++) {
            all.add(((RecipeParser.Parsed) parser.parse(Path.of("d" + i + ".cook"), cooklang(i * 7 + 3)).result()).recipe());
        }
        planned = all.subList(0, dishes);
    }

    /** A recipe of 6 to 10 steps mixing hands-on work and waits, different for each {@code i}. */
    static String cooklang(int i) {
        StringBuilder sb = new StringBuilder(">> title: Dish " + i + "\n>> servings: " + (2 + i % 4) + "\n\n");
        int steps = 6 + i % 5;
        for (int s = 0; s < steps; s++) {
            switch ((s + i) % 4) {
                case 0 -> sb.append("Chop @onion{").append(1 + s % 3).append("} and @garlic{2%cloves}.\n\n");
                case 1 -> sb.append("Stir-fry @pork{").append(100 + 10 * s).append("%g} in @oil{1%tbsp} for ~{")
                        .append(2 + s % 3).append("%minutes}.\n\n");
                case 2 -> sb.append("Cover and simmer for ~simmer{").append(10 + 5 * ((s + i) % 5)).append("%minutes}.\n\n");
                default -> sb.append("Season with @salt and @soy sauce{1%tbsp}, then plate.\n\n");
            }
        }
        return sb.toString();
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        for (Path dir : List.of(source, target)) {
            try (Stream<Path> walk = Files.walk(dir)) {
                for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }

    /** One call imports {@link #RECIPES} files (the second and later calls update them). */
    @Benchmark
    public List<RecipeImporter.Report> importFolder() throws IOException {
        return new RecipeImporter().importAll(List.of(source), target);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public DishPlanner.Plan plan() {
        return new DishPlanner().plan(planned);
    }
}
