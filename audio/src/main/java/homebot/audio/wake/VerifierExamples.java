package homebot.audio.wake;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * The training examples of one {@link WakeVerifier}, collected clip by clip through a {@link WakeEnrolment}: the one
 * training path of both {@code homebot wake enroll} (the household's clips) and {@link SyntheticWakeTraining}
 * (espeak-ng's voices). A phrase clip also gives its reversal as other speech (the same voice and spectrum without
 * the words). Sets of examples can be merged, so a set rendered once per voice group can be trained in any
 * combination (the leave-accents-out benchmark does). Not thread-safe.
 *
 * <p>Hard negatives: every window of an other clip that the base model nominates (the detector would ask the
 * verifier about it) is also a candidate; {@link #trainRounds} trains, scores the candidates with the verifier it
 * got, adds the highest-scoring ones (its false accepts and near misses) as negatives with a weight and trains again,
 * as openWakeWord's training does with its large negative sets.
 */
public final class VerifierExamples {
    private final List<float[]> phrase = new ArrayList<>();
    private final List<float[]> other = new ArrayList<>();
    private final List<float[]> candidates = new ArrayList<>();
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

    /** Adds one clip without the phrase: speech, noise (its nominated windows are also mining candidates). */
    public void other(WakeEnrolment e, short[] clip) {
        other.addAll(e.otherWindows(clip, candidates));
        otherClips++;
    }

    /** Adds the nominated windows of a clip without the phrase as mining candidates only (not as negatives). */
    public void candidatesOnly(WakeEnrolment e, short[] clip) {
        e.otherWindows(clip, candidates);
    }

    /** Adds everything of {@code more}. */
    public void addAll(VerifierExamples more) {
        phrase.addAll(more.phrase);
        other.addAll(more.other);
        candidates.addAll(more.candidates);
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

    /**
     * The verifier trained on these examples (element 0), then one per mining round, each trained with the hard
     * negatives mined so far ({@link Mining}).
     */
    public List<WakeVerifier> trainRounds(WakeEnrolment e, VerifierTraining how, Mining m) {
        return trainRounds(phrase, other, candidates, (p, o) -> e.train(p, o, how), v -> v::probability, m);
    }

    /**
     * Hard-negative mining: trains on {@code phrase} against {@code other}; then, {@code m.rounds()} times, scores the
     * candidates with the last verifier, takes the highest-scoring ones at or over {@code m.minScore()} (at most
     * {@code m.limit()}, none taken twice over the rounds) and trains again with every window taken so far added
     * {@code m.weight()} times to the other class.
     *
     * @return the verifier of every round, the first one trained without mining
     */
    static <V> List<V> trainRounds(List<float[]> phrase, List<float[]> other, List<float[]> candidates,
                                   BiFunction<List<float[]>, List<float[]>, V> trainer,
                                   Function<V, ToDoubleFunction<float[]>> scorer, Mining m) {
        List<V> rounds = new ArrayList<>();
        rounds.add(trainer.apply(phrase, other));
        Set<float[]> taken = Collections.newSetFromMap(new IdentityHashMap<>());
        List<float[]> hard = new ArrayList<>();
        for (int round = 1; round <= m.rounds(); round++) {
            ToDoubleFunction<float[]> score = scorer.apply(rounds.get(rounds.size() - 1));
            record Scored(float[] window, double score) {}
            candidates.stream().filter(w -> !taken.contains(w))
                    .map(w -> new Scored(w, score.applyAsDouble(w)))
                    .filter(s -> s.score() >= m.minScore())
                    .sorted(Comparator.comparingDouble(Scored::score).reversed())
                    .limit(m.limit())
                    .forEach(s -> {
                        taken.add(s.window());
                        hard.add(s.window());
                    });
            List<float[]> negatives = new ArrayList<>(other.size() + hard.size() * m.weight());
            negatives.addAll(other);
            for (int k = 0; k < m.weight(); k++) {
                negatives.addAll(hard);
            }
            rounds.add(trainer.apply(phrase, negatives));
        }
        return rounds;
    }

    /**
     * How hard negatives are mined: {@code rounds} of retraining, each adding the candidates the last verifier scores
     * at least {@code minScore} (the highest {@code limit}), each {@code weight} times.
     */
    public record Mining(int rounds, double minScore, int limit, int weight) {
        public Mining {
            if (rounds < 1 || limit < 1 || weight < 1 || !(minScore >= 0 && minScore <= 1)) {
                throw new IllegalArgumentException("mining needs rounds, limit and weight >= 1 and a score floor in "
                        + "[0, 1]: " + rounds + " rounds, limit " + limit + ", weight " + weight + ", floor " + minScore);
            }
        }

        /**
         * {@code rounds:minScore:limit:weight}, e.g. {@code 1:0.1:2000:5}.
         *
         * @throws IllegalArgumentException naming the expected form
         */
        public static Mining parse(String spec) {
            String[] f = spec.strip().split(":");
            try {
                if (f.length == 4) {
                    return new Mining(Integer.parseInt(f[0]), Double.parseDouble(f[1]), Integer.parseInt(f[2]),
                            Integer.parseInt(f[3]));
                }
            } catch (NumberFormatException ignored) {
                // the message below says what is expected
            }
            throw new IllegalArgumentException("hard-negative mining \"" + spec
                    + "\" is not rounds:minScore:limit:weight (e.g. 1:0.1:2000:5)");
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%d round(s), candidates >= %.2f, at most %d, weight %d", rounds,
                    minScore, limit, weight);
        }
    }

    /** Candidate windows for mining: those of the other clips that the base model nominates. */
    public int candidateWindows() {
        return candidates.size();
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
