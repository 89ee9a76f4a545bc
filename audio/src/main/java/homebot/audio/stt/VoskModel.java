package homebot.audio.stt;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.vosk.LibVosk;
import org.vosk.LogLevel;
import org.vosk.Model;

/** A loaded Vosk model (native memory, ~300 MB for the small models): load once, share, close at shutdown. */
public final class VoskModel implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(VoskModel.class);
    static final String INSTALL_HINT = "install one with `homebot models install vosk-model-small-cn-0.22` "
            + "(or vosk-model-small-en-us-0.15), or point HOMEBOT_VOSK_MODEL at a model directory";

    private final Path path;
    private final Model model;
    private final Vocabulary vocabulary;
    private final boolean runtimeGraph;
    private boolean closed;

    private VoskModel(Path path, Model model, Vocabulary vocabulary, boolean runtimeGraph) {
        this.path = path;
        this.model = model;
        this.vocabulary = vocabulary;
        this.runtimeGraph = runtimeGraph;
    }

    /**
     * Loads the model in {@code dir}.
     *
     * @throws SttException {@code stt-model-missing} naming the path and the install command, or
     *     {@code stt-native-missing} when libvosk cannot be loaded on this platform
     */
    public static VoskModel load(Path dir) {
        Path abs = dir.toAbsolutePath().normalize();
        if (!Files.isDirectory(abs)) {
            throw missing(abs, "no such directory", null);
        }
        Model model;
        try {
            LibVosk.setLogLevel(LogLevel.WARNINGS);
            model = new Model(abs.toString());
        } catch (IOException e) {
            throw missing(abs, "Vosk cannot load it (" + e.getMessage() + ")", e);
        } catch (UnsatisfiedLinkError | NoClassDefFoundError e) {
            throw new SttException(SttException.NATIVE_MISSING, "the Vosk native library (libvosk.so) cannot be "
                    + "loaded on " + System.getProperty("os.arch") + ": " + e.getMessage()
                    + "; supply it with -Djna.library.path=DIR (see deploy docs)", e);
        }
        Vocabulary vocabulary;
        try {
            vocabulary = Vocabulary.load(abs);
        } catch (IOException e) {
            model.close();
            throw missing(abs, "its word list cannot be read (" + e.getMessage() + ")", e);
        }
        boolean runtimeGraph = Files.exists(abs.resolve("graph/HCLr.fst")) && Files.exists(abs.resolve("graph/Gr.fst"));
        LOG.info("vosk model loaded path={} words={} runtime_graph={}", abs, vocabulary.size(), runtimeGraph);
        return new VoskModel(abs, model, vocabulary, runtimeGraph);
    }

    private static SttException missing(Path path, String why, Throwable cause) {
        return new SttException(SttException.MODEL_MISSING, "no usable speech model at " + path + ": " + why + "; "
                + INSTALL_HINT, cause);
    }

    public Path path() {
        return path;
    }

    public Vocabulary vocabulary() {
        return vocabulary;
    }

    /** True when the model has HCLr.fst + Gr.fst, the only kind on which Vosk honours a grammar. */
    public boolean hasRuntimeGraph() {
        return runtimeGraph;
    }

    Model handle() {
        if (closed) {
            throw new IllegalStateException("vosk model " + path + " is closed");
        }
        return model;
    }

    @Override
    public synchronized void close() {
        if (!closed) {
            closed = true;
            model.close();
        }
    }
}
