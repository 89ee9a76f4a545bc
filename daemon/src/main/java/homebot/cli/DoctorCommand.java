package homebot.cli;

import homebot.audio.AudioConfig;
import homebot.audio.capture.AudioDevices;
import homebot.audio.models.ModelCatalog;
import homebot.audio.models.ModelLocator;
import homebot.audio.models.ModelsConfig;
import homebot.audio.models.Verification;
import homebot.audio.stt.VoskRecognizerFactory;
import homebot.config.HomebotConfig;
import homebot.doctor.CheckResult;
import homebot.doctor.Checks;
import homebot.doctor.CommandCheck;
import homebot.doctor.ConfigFileCheck;
import homebot.doctor.Doctor;
import homebot.doctor.DoctorCheck;
import homebot.doctor.GpioCheck;
import homebot.doctor.JavaVersionCheck;
import homebot.doctor.LlmCheck;
import homebot.doctor.RemoteSpeechCheck;
import homebot.doctor.WorkspaceCheck;
import homebot.gpio.GpioConfig;
import homebot.llm.LlmConfig;
import homebot.systemd.Logging;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.logging.Level;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code homebot doctor}: one line per check, what is wrong and the command that fixes it. */
@Command(name = "doctor", mixinStandardHelpOptions = true,
        description = "Check Java, audio devices, speech model, TTS, LLM, workspace and GPIO. Exit 1 if something required is broken.")
final class DoctorCommand implements Callable<Integer> {
    @Mixin
    ConfigOptions options;

    @Override
    public Integer call() {
        Logging.configure(false, System.err, Level.SEVERE);
        HomebotConfig config = options.load();
        AudioConfig audio = config.section("audio", AudioConfig.class);
        ModelsConfig models = config.section("models", ModelsConfig.class);
        LlmConfig llm = config.section("llm", LlmConfig.class);
        List<DoctorCheck> checks = new ArrayList<>();
        checks.add(new JavaVersionCheck());
        checks.add(new ConfigFileCheck(config.source()));
        checks.add(new WorkspaceCheck(config.workspace(), "homebot"));
        checks.add(Checks.devices("audio input", true, () -> names(AudioDevices.inputs()),
                "plug in a USB microphone; `arecord -l` lists capture devices; set audio.capture.device"));
        checks.add(Checks.devices("audio output", false, () -> names(AudioDevices.outputs()),
                "connect a speaker; `aplay -l` lists playback devices; set audio.tts.output_device"));
        checks.add(modelCheck(config, models));
        checks.addAll(onnxModelChecks(config, audio));
        checks.add(downloadsCheck(config, Path.of("/usr/lib/homebot")));
        String engine = audio.tts().engine();
        if (engine.equals("espeak")) {
            checks.add(CommandCheck.espeakNg(true));
        } else if (engine.equals("piper")) {
            checks.add(new CommandCheck("tts piper", audio.tts().command().isBlank() ? "piper" : audio.tts().command(), true,
                    "install piper and set audio.tts.command / audio.tts.voice"));
        } else {
            checks.add(ttsCheck(audio));
        }
        // Remote speech engines (issue 15): optional, the local engines answer while they are away.
        if (audio.stt().remote()) {
            checks.add(new RemoteSpeechCheck("stt", audio.stt().engine().equals("wyoming") ? audio.stt().uri()
                    : audio.stt().url(), "asr", Duration.ofSeconds(3)));
        }
        if (engine.equals("wyoming") || audio.tts().url().startsWith("tcp://")) {
            checks.add(new RemoteSpeechCheck("tts", audio.tts().url(), "tts", Duration.ofSeconds(3)));
        }
        if (audio.remoteWake().enabled()) {
            checks.add(new RemoteSpeechCheck("wake", audio.remoteWake().uri(), "wake", Duration.ofSeconds(3)));
        }
        checks.add(llm.configured()
                ? LlmCheck.of(llm.baseUrl(), llm.model(), llm.apiKey().reveal(), Duration.ofSeconds(3))
                : Checks.of("llm", false, () -> CheckResult.warn("not configured: offline, local intents only",
                        "set llm.base_url and llm.model in homebot.yaml (or HOMEBOT_LLM_BASE_URL)")));
        checks.add(new GpioCheck(Path.of("/dev"), config.section("gpio", GpioConfig.class).enabled(), "homebot"));
        return new Doctor(checks).run(ModelsCommand.out());
    }

    private static DoctorCheck modelCheck(HomebotConfig config, ModelsConfig models) {
        Path dir = models.dir().isBlank() ? config.workspace().resolve("models") : HomebotConfig.expandHome(models.dir());
        String fix = "homebot models install " + (models.voskModel().isBlank() ? "vosk-model-small-cn-0.22" : models.voskModel());
        return Checks.verifying("speech model", true, () -> {
            Optional<Path> model = ModelLocator.locate(System.getenv("HOMEBOT_VOSK_MODEL"), models, dir, ModelCatalog.builtIn());
            if (model.isEmpty()) {
                throw new IllegalStateException("no speech model installed; voice input is off");
            }
            String name = model.get().getFileName().toString();
            if (ModelCatalog.builtIn().all().stream().anyMatch(m -> m.name().equals(name)) && model.get().startsWith(dir)) {
                Verification v = ModelsCommand.store(config).verify(name);
                if (!v.ok()) {
                    throw new IllegalStateException(name + ": " + String.join("; ", v.problems()));
                }
            }
            VoskRecognizerFactory.load(model.get()).close(); // loading is the check; the native memory is freed at once
            return "loads: " + model.get();
        }, fix);
    }

    /** openWakeWord and Silero VAD models the config uses: each must be present and load (issue 13). */
    private static List<DoctorCheck> onnxModelChecks(HomebotConfig config, AudioConfig audio) {
        Path dir = ModelsCommand.store(config).modelsDir();
        List<DoctorCheck> out = new ArrayList<>();
        if (audio.wake().usesOpenWakeWord()) {
            var oww = audio.wake().openwakeword();
            List<String> names = new ArrayList<>(List.of(oww.melspectrogram(), oww.embedding()));
            names.addAll(oww.models());
            if (oww.vadThreshold() > 0) {
                names.add(audio.vad().model()); // the wake word's speech gate
            }
            out.add(Checks.verifying("wake models (openWakeWord)", true, () -> loads(names, dir),
                    "homebot models install " + String.join(" && homebot models install ", names)));
        }
        String vadFix = "homebot models install silero_vad (without it end of speech uses the RMS endpointer)";
        if (audio.vad().engine().equals("silero")) {
            out.add(Checks.verifying("VAD model (Silero)", true, () -> loads(List.of(audio.vad().model()), dir), vadFix));
        } else if (audio.vad().engine().equals("auto")) {
            Path file = ModelLocator.onnx(audio.vad().model(), dir);
            out.add(java.nio.file.Files.isRegularFile(file)
                    ? Checks.verifying("VAD model (Silero)", false, () -> loads(List.of(audio.vad().model()), dir), vadFix)
                    : Checks.of("VAD model (Silero)", false, () -> CheckResult.warn(
                            "not installed: end of speech by the RMS endpointer", vadFix)));
        }
        return out;
    }

    private static String loads(List<String> names, Path dir) {
        List<String> loaded = new ArrayList<>();
        for (String name : names) {
            Path file = ModelLocator.onnx(name, dir);
            try (var session = homebot.audio.onnx.Onnx.open(file)) {
                loaded.add(file.getFileName().toString());
            } catch (ai.onnxruntime.OrtException e) {
                throw new IllegalStateException("cannot close " + file + ": " + e.getMessage(), e);
            }
        }
        return "loads: " + String.join(", ", loaded);
    }

    /**
     * What was installed without a pinned digest (a model installed with {@code --trust}, a libvosk.so installed
     * by install-pi.sh without {@code --vosk-sha256}), with the digest it had, so the operator can compare it.
     */
    static DoctorCheck downloadsCheck(HomebotConfig config, Path libDir) {
        return Checks.of("downloads", false, () -> {
            List<String> unverified = new ArrayList<>();
            List<String> verified = new ArrayList<>();
            var store = ModelsCommand.store(config);
            for (var m : ModelCatalog.builtIn().all()) {
                if (!java.nio.file.Files.isDirectory(store.pathOf(m.name()))) {
                    continue;
                }
                try {
                    Verification v = store.verify(m.name());
                    if (v.checksumVerified()) {
                        verified.add(m.name());
                    } else {
                        unverified.add(m.name() + (v.archiveSha256().isEmpty() ? " (digest unknown)"
                                : " (sha256 " + v.archiveSha256() + ")"));
                    }
                } catch (homebot.audio.models.ModelException e) {
                    unverified.add(m.name() + " (" + e.getMessage() + ")");
                }
            }
            Path source = libDir.resolve("libvosk.so.source");
            if (java.nio.file.Files.isRegularFile(libDir.resolve("libvosk.so"))) {
                try {
                    List<String> lines = java.nio.file.Files.readAllLines(source);
                    String digest = lines.size() > 1 ? lines.get(1) : "";
                    if (digest.endsWith(" verified")) {
                        verified.add("libvosk.so");
                    } else {
                        unverified.add(libDir.resolve("libvosk.so") + (digest.isEmpty() ? " (digest not recorded)"
                                : " (" + digest.replace(" unverified", "") + ")"));
                    }
                } catch (java.io.IOException e) {
                    unverified.add(libDir.resolve("libvosk.so") + " (no " + source.getFileName() + ")");
                }
            }
            if (!unverified.isEmpty()) {
                return CheckResult.warn("unverified: " + String.join("; ", unverified),
                        "compare each digest with one you trust (sha256sum), or reinstall with a pinned digest");
            }
            return CheckResult.ok(verified.isEmpty() ? "nothing downloaded yet" : "verified: " + String.join(", ", verified));
        });
    }

    /** Every engine gets a line: an engine `run` cannot start is a required failure, as it makes `run` exit 1. */
    private static DoctorCheck ttsCheck(AudioConfig audio) {
        var tts = audio.tts();
        return Checks.of("tts " + tts.engine(), true, () -> switch (tts.engine()) {
            case "http" -> tts.url().isBlank()
                    ? CheckResult.fail("audio.tts.url is not set", "set audio.tts.url, e.g. http://localhost:8880/v1")
                    : CheckResult.ok("OpenAI-compatible speech at " + tts.url() + (tts.apiKey().isSet() ? " (key set)" : ""));
            case "wav" -> tts.dir().isBlank()
                    ? CheckResult.fail("audio.tts.dir is not set", "set audio.tts.dir to a writable directory")
                    : CheckResult.ok("writes WAV files to " + tts.dir());
            case "text" -> CheckResult.ok("prints replies instead of speaking");
            default -> CheckResult.fail("unknown audio.tts.engine '" + tts.engine() + "': homebot run would exit 1",
                    "set audio.tts.engine to espeak, piper, http, wav or text");
        });
    }

    private static List<String> names(List<?> devices) {
        return devices.stream().map(Object::toString).toList();
    }
}
