package homebot.audio.vad;

/**
 * YAML {@code audio.endpointing}. Durations in milliseconds; 0 disables the no-speech timeout or the maximum.
 *
 * @param trailingSilenceMs silence after speech that ends the utterance
 * @param noSpeechTimeoutMs give up when no speech starts within this time
 * @param maxUtteranceMs cut the utterance off after this long
 * @param minSpeechMs sound must last this long to count as speech (ignores clicks and knocks)
 * @param speechMarginDb how far above the adaptive noise floor a frame must be to count as speech
 * @param minSpeechDbfs frames quieter than this are never speech, whatever the noise floor
 */
public record EndpointerConfig(int trailingSilenceMs, int noSpeechTimeoutMs, int maxUtteranceMs, int minSpeechMs,
        double speechMarginDb, double minSpeechDbfs) {
    public EndpointerConfig {
        if (trailingSilenceMs < 50 || trailingSilenceMs > 10_000) {
            throw new IllegalArgumentException("trailing_silence_ms must be in [50, 10000]: " + trailingSilenceMs);
        }
        if (noSpeechTimeoutMs < 0 || maxUtteranceMs < 0) {
            throw new IllegalArgumentException("no_speech_timeout_ms and max_utterance_ms must be >= 0");
        }
        if (minSpeechMs < 0 || minSpeechMs > 2000) {
            throw new IllegalArgumentException("min_speech_ms must be in [0, 2000]: " + minSpeechMs);
        }
        if (speechMarginDb < 1 || speechMarginDb > 60) {
            throw new IllegalArgumentException("speech_margin_db must be in [1, 60]: " + speechMarginDb);
        }
        if (minSpeechDbfs < -90 || minSpeechDbfs > -10) {
            throw new IllegalArgumentException("min_speech_dbfs must be in [-90, -10]: " + minSpeechDbfs);
        }
    }

    public static EndpointerConfig defaults() {
        return new EndpointerConfig(700, 5_000, 15_000, 100, 12, -48);
    }

    public EndpointerConfig withTrailingSilenceMs(int ms) {
        return new EndpointerConfig(ms, noSpeechTimeoutMs, maxUtteranceMs, minSpeechMs, speechMarginDb, minSpeechDbfs);
    }

    public EndpointerConfig withNoSpeechTimeoutMs(int ms) {
        return new EndpointerConfig(trailingSilenceMs, ms, maxUtteranceMs, minSpeechMs, speechMarginDb, minSpeechDbfs);
    }

    public EndpointerConfig withMaxUtteranceMs(int ms) {
        return new EndpointerConfig(trailingSilenceMs, noSpeechTimeoutMs, ms, minSpeechMs, speechMarginDb, minSpeechDbfs);
    }
}
