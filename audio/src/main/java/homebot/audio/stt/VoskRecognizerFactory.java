package homebot.audio.stt;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.vosk.Recognizer;

/** Opens Vosk recognizers on one model. Recognizers are cheap; the model is loaded once. */
public final class VoskRecognizerFactory implements SpeechRecognizerFactory {
    private static final Logger LOG = LoggerFactory.getLogger(VoskRecognizerFactory.class);
    private static final float RATE = 16_000f;

    private final VoskModel model;
    private final boolean ownsModel;

    /** Uses a model owned by the caller (closing this factory leaves it open). */
    public VoskRecognizerFactory(VoskModel model) {
        this(model, false);
    }

    private VoskRecognizerFactory(VoskModel model, boolean ownsModel) {
        this.model = model;
        this.ownsModel = ownsModel;
    }

    /** Loads the model in {@code dir} and owns it; see {@link VoskModel#load} for the errors. */
    public static VoskRecognizerFactory load(Path dir) {
        return new VoskRecognizerFactory(VoskModel.load(dir), true);
    }

    public VoskModel model() {
        return model;
    }

    @Override
    public SpeechRecognizer open() {
        try {
            return new VoskSpeechRecognizer(new Recognizer(model.handle(), RATE));
        } catch (IOException e) {
            throw new SttException(SttException.RECOGNIZER_FAILED, "cannot create a recognizer on " + model.path(), e);
        }
    }

    /**
     * A recognizer restricted to {@code phrases} plus {@code [unk]}.
     *
     * @throws SttException {@code stt-phrase-unknown} when a phrase has words the model does not know
     */
    @Override
    public SpeechRecognizer open(List<String> phrases) {
        String grammar = grammarJson(phrases);
        if (!model.hasRuntimeGraph()) {
            LOG.warn("model {} has no runtime graph (HCLr.fst/Gr.fst): grammar ignored, recognizing freely", model.path());
            return open();
        }
        return new VoskSpeechRecognizer(new Recognizer(model.handle(), RATE, grammar));
    }

    /** The grammar Vosk is given: each phrase as space-separated model words, then {@code [unk]}. */
    public String grammarJson(List<String> phrases) {
        List<String> entries = new ArrayList<>();
        for (String phrase : phrases) {
            entries.add(String.join(" ", segment(phrase)));
        }
        entries.add("[unk]");
        try {
            return new ObjectMapper().writeValueAsString(entries);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The phrase as model words. @throws SttException {@code stt-phrase-unknown} naming the missing words */
    public List<String> segment(String phrase) {
        return model.vocabulary().segment(phrase).orElseThrow(() -> new SttException(SttException.PHRASE_UNKNOWN,
                "the speech model at " + model.path() + " cannot recognise '" + phrase + "': unknown word(s) "
                        + model.vocabulary().unknownParts(phrase)));
    }

    @Override
    public boolean knows(String phrase) {
        return model.vocabulary().knows(phrase);
    }

    @Override
    public void close() {
        if (ownsModel) {
            model.close();
        }
    }
}
