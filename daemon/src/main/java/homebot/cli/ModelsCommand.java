package homebot.cli;

import homebot.audio.models.InstallResult;
import homebot.audio.models.ModelCatalog;
import homebot.audio.models.ModelException;
import homebot.audio.models.ModelStatus;
import homebot.audio.models.ModelStore;
import homebot.audio.models.ModelsConfig;
import homebot.audio.models.ProgressRenderer;
import homebot.audio.models.Verification;
import homebot.config.HomebotConfig;
import homebot.systemd.Logging;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.logging.Level;
import okhttp3.OkHttpClient;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code homebot models list | install NAME | verify NAME}: the speech models in the workspace. */
@Command(name = "models", mixinStandardHelpOptions = true, description = "List, install and verify speech models.",
        subcommands = {ModelsCommand.ListModels.class, ModelsCommand.Install.class, ModelsCommand.Verify.class})
final class ModelsCommand implements Runnable {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    static ModelStore store(HomebotConfig config) {
        ModelsConfig models = config.section("models", ModelsConfig.class);
        Path dir = models.dir().isBlank() ? config.workspace().resolve("models") : HomebotConfig.expandHome(models.dir());
        return new ModelStore(dir, ModelCatalog.builtIn().withMirror(models.mirror()), new OkHttpClient());
    }

    static PrintStream out() {
        return new PrintStream(System.out, true, StandardCharsets.UTF_8);
    }

    @Command(name = "list", description = "Models in the catalog and which are installed.")
    static final class ListModels implements Callable<Integer> {
        @Mixin
        ConfigOptions options;

        @Override
        public Integer call() {
            Logging.configure(false, System.err, Level.WARNING);
            PrintStream out = out();
            for (ModelStatus s : store(options.load()).list()) {
                String size = s.catalogEntry().map(i -> i.approxSize()).orElse("");
                String lang = s.catalogEntry().map(i -> i.language()).orElse("");
                out.printf("%-30s %-6s %-6s %s%n", s.name(), lang, size, s.installed() ? "installed at " + s.path() : "not installed");
            }
            return 0;
        }
    }

    @Command(name = "install", description = "Download (resumable), check and unpack a model.")
    static final class Install implements Callable<Integer> {
        @Mixin
        ConfigOptions options;

        @Parameters(paramLabel = "NAME", description = "e.g. vosk-model-small-cn-0.22")
        String name;

        @picocli.CommandLine.Option(names = "--trust", description = "Install even though the catalog pins no SHA-256 "
                + "for it (after comparing the digest printed by a first run with one you trust).")
        boolean trust;

        @Override
        public Integer call() {
            Logging.configure(false, System.err, Level.WARNING);
            PrintStream out = out();
            try {
                InstallResult r = store(options.load()).install(name, ProgressRenderer.forConsole(out), trust);
                out.println("installed " + r.name() + " at " + r.path());
                if (!r.checksumVerified()) {
                    out.println("warning: " + r.warning());
                }
                return 0;
            } catch (ModelException e) {
                System.err.println("homebot: " + e.getMessage() + " [" + e.code() + "]");
                return 1;
            }
        }
    }

    @Command(name = "verify", description = "Check an installed model's files.")
    static final class Verify implements Callable<Integer> {
        @Mixin
        ConfigOptions options;

        @Parameters(paramLabel = "NAME")
        String name;

        @Override
        public Integer call() {
            Logging.configure(false, System.err, Level.WARNING);
            try {
                Verification v = store(options.load()).verify(name);
                out().println(v.ok() ? "OK " + name : "BROKEN " + name + ": " + String.join("; ", v.problems()));
                return v.ok() ? 0 : 1;
            } catch (ModelException e) {
                System.err.println("homebot: " + e.getMessage() + " [" + e.code() + "]");
                return 1;
            }
        }
    }
}
