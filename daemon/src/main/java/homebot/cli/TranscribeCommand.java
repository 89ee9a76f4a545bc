package homebot.cli;

import homebot.audio.capture.AudioSource;
import homebot.audio.capture.WavFileSource;
import homebot.audio.capture.Pacer;
import homebot.audio.models.ModelCatalog;
import homebot.audio.models.ModelLocator;
import homebot.audio.models.ModelsConfig;
import homebot.audio.stt.Transcriber;
import homebot.audio.stt.VoskRecognizerFactory;
import homebot.config.HomebotConfig;
import homebot.systemd.Logging;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.logging.Level;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code homebot transcribe FILE.wav}: the transcript of a recording, one utterance per line. */
@Command(name = "transcribe", mixinStandardHelpOptions = true,
        description = "Print the transcript of a WAV file (any rate/channels; converted to 16 kHz mono). Needs a model.")
final class TranscribeCommand implements Callable<Integer> {
    @Mixin
    ConfigOptions options;

    @Parameters(paramLabel = "FILE.wav")
    Path file;

    @Override
    public Integer call() throws Exception {
        Logging.configure(false, System.err, Level.WARNING);
        HomebotConfig config = options.load();
        ModelsConfig models = config.section("models", ModelsConfig.class);
        Path dir = models.dir().isBlank() ? config.workspace().resolve("models") : HomebotConfig.expandHome(models.dir());
        Optional<Path> model = ModelLocator.locate(System.getenv("HOMEBOT_VOSK_MODEL"), models, dir, ModelCatalog.builtIn());
        if (model.isEmpty()) {
            System.err.println("homebot: " + ModelLocator.installHint(models));
            return 1;
        }
        try (VoskRecognizerFactory stt = VoskRecognizerFactory.load(model.get());
             AudioSource in = new WavFileSource(file, Pacer.none())) {
            for (String line : Transcriber.transcribe(in, stt)) {
                ModelsCommand.out().println(line);
            }
        }
        return 0;
    }
}
