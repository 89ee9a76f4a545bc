package homebot.audio.wake;

import homebot.audio.stt.RecognitionResult;
import homebot.audio.stt.SpeechRecognizer;
import homebot.audio.stt.SpeechRecognizerFactory;
import homebot.audio.stt.SttException;
import homebot.audio.stt.Vocabulary;
import homebot.audio.stt.VoskRecognizerFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Wake word by grammar: a recognizer restricted to the wake phrases (plus decoys and {@code [unk]}) is fed
 * continuously, and each final result goes through {@link WakePhraseMatcher}. This is a workaround, not true
 * keyword spotting (the grammar forces the nearest phrase), hence the confidence threshold and the energy gate:
 * while the room is quiet nothing is decoded, and when the gate closes the utterance is flushed and judged.
 */
public final class VoskWakeWordDetector implements WakeWordDetector {
    private static final Logger LOG = LoggerFactory.getLogger(VoskWakeWordDetector.class);
    private static final int PREROLL_MS = 300;

    private final SpeechRecognizer recognizer;
    private final WakePhraseMatcher matcher;
    private final EnergyGate gate;

    /** The usual wiring: phrases validated against the factory's model vocabulary. */
    public VoskWakeWordDetector(VoskRecognizerFactory factory, WakeConfig config) {
        this(factory, factory.model().vocabulary(), config);
    }

    /**
     * Validates the phrases against the model and opens the grammar recognizer.
     *
     * @throws SttException {@code stt-phrase-unknown} naming a phrase the model cannot recognise
     */
    public VoskWakeWordDetector(SpeechRecognizerFactory factory, Vocabulary vocabulary, WakeConfig config) {
        List<String> phrases = config.phrases().isEmpty()
                ? DefaultWakePhrases.forVocabulary(vocabulary) : config.phrases();
        if (phrases.isEmpty()) {
            throw new SttException(SttException.PHRASE_UNKNOWN, "the speech model knows none of the default wake "
                    + "phrases " + DefaultWakePhrases.ALL + "; set audio.wake.phrases (or HOMEBOT_WAKE_WORDS)");
        }
        if (!vocabulary.checkable()) {
            LOG.warn("model has no words.txt: wake phrases {} cannot be checked and may never be recognised", phrases);
        }
        for (String phrase : phrases) {
            if (!factory.knows(phrase)) {
                throw new SttException(SttException.PHRASE_UNKNOWN, "wake phrase '" + phrase
                        + "' cannot be recognised by the speech model: unknown word(s) "
                        + vocabulary.unknownParts(phrase));
            }
        }
        List<String> grammar = new ArrayList<>(phrases);
        for (String decoy : config.decoys()) {
            if (factory.knows(decoy)) {
                grammar.add(decoy);
            } else {
                LOG.warn("wake decoy '{}' ignored: not in the model's vocabulary", decoy);
            }
        }
        this.matcher = new WakePhraseMatcher(phrases, config.confidence());
        this.gate = config.energyGate() ? new EnergyGate(config.gateDbfs(), config.gateHangoverMs(), PREROLL_MS) : null;
        this.recognizer = factory.open(grammar);
        LOG.info("wake word detector ready phrases={} confidence={} energy_gate={}", phrases, config.confidence(),
                config.energyGate());
    }

    public List<String> phrases() {
        return matcher.phrases();
    }

    @Override
    public Optional<WakeDetection> accept(short[] samples, int count) {
        if (gate != null) {
            EnergyGate.Change change = gate.accept(samples, count);
            if (change == EnergyGate.Change.CLOSED) {
                Optional<WakeDetection> d = judge(recognizer.accept(samples, count));
                return d.isPresent() ? d : judge(recognizer.finish());
            }
            if (!gate.isOpen()) {
                return Optional.empty();
            }
            if (change == EnergyGate.Change.OPENED) {
                short[] before = gate.drainPreroll();
                Optional<WakeDetection> d = judge(recognizer.accept(before, before.length));
                if (d.isPresent()) {
                    return d;
                }
            }
        }
        return judge(recognizer.accept(samples, count));
    }

    private Optional<WakeDetection> judge(RecognitionResult result) {
        if (result instanceof RecognitionResult.Final f && !f.text().isEmpty()) {
            Optional<WakeDetection> d = matcher.match(f);
            LOG.debug("wake candidate text='{}' words={} accepted={}", f.text(), f.words().size(), d.isPresent());
            if (d.isPresent()) {
                recognizer.reset();
                if (gate != null) {
                    gate.reset();
                }
            }
            return d;
        }
        return Optional.empty();
    }

    @Override
    public void reset() {
        recognizer.reset();
        if (gate != null) {
            gate.reset();
        }
    }

    @Override
    public void close() {
        recognizer.close();
    }
}
