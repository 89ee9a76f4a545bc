package homebot.audio.wake;

import java.util.ArrayList;
import java.util.List;

/**
 * The training examples of one {@link WakeVerifier}, collected clip by clip through a {@link WakeEnrolment}: the one
 * training path of both {@code homebot wake enroll} (the household's clips) and {@link SyntheticWakeTraining}
 * (espeak-ng's voices). A phrase clip also gives its reversal as other speech (the same voice and spectrum without
 * the words). Sets of examples can be merged, so a set rendered once per voice group can be trained in any
 * combination (the leave-accents-out benchmark does). Not thread-safe.
 */
public final class VerifierExamples {
    private final List<float[]> phrase = new ArrayList<>();
    private final List<float[]> other = new ArrayList<>();
    private int phraseClips;
    private int reaching;
    private int otherClips;

    /** Adds one clip of the phrase (its windows) and the same clip reversed (as other speech). */
    public void phrase(WakeEnrolment e, short[] clip) {
        phraseOnly(e, clip);
        other(e, WakeEnrolment.reversed(clip));
    }

    /** Adds one clip of the phrase without its reversal (a noisy copy of a clip already added). */
    public void phraseOnly(WakeEnrolment e, short[] clip) {
        phrase.addAll(e.phraseWindows(clip));
        reaching += e.reachesBaseThreshold(clip) ? 1 : 0;
        phraseClips++;
    }

    /** Adds one clip without the phrase: speech, noise. */
    public void other(WakeEnrolment e, short[] clip) {
        other.addAll(e.otherWindows(clip));
        otherClips++;
    }

    /** Adds everything of {@code more}. */
    public void addAll(VerifierExamples more) {
        phrase.addAll(more.phrase);
        other.addAll(more.other);
        phraseClips += more.phraseClips;
        reaching += more.reaching;
        otherClips += more.otherClips;
    }

    /**
     * @throws IllegalArgumentException when either class has no example
     */
    public WakeVerifier train(WakeEnrolment e, double l2) {
        return e.train(phrase, other, l2);
    }

    /** Trains the kind of verifier {@code how} says (a logistic regression or an MLP) on the same examples. */
    public WakeVerifier train(WakeEnrolment e, VerifierTraining how) {
        return e.train(phrase, other, how);
    }

    public int phraseWindows() {
        return phrase.size();
    }

    public int otherWindows() {
        return other.size();
    }

    public int phraseClips() {
        return phraseClips;
    }

    /** Phrase clips in which some frame reached the base threshold (the others never reach the verifier). */
    public int reachingBase() {
        return reaching;
    }

    /** Other-speech and noise clips, the reversed phrase clips included. */
    public int otherClips() {
        return otherClips;
    }
}
