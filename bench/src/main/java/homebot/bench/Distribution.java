package homebot.bench;

import java.util.Arrays;
import java.util.Locale;

/** Samples in microseconds, summarised as median, p90, p99, min and max (nearest-rank percentiles). */
final class Distribution {
    private final String name;
    private final double[] micros;

    Distribution(String name, double[] micros) {
        this.name = name;
        this.micros = micros.clone();
        Arrays.sort(this.micros);
    }

    double percentile(double p) {
        if (micros.length == 0) {
            return Double.NaN;
        }
        int rank = (int) Math.ceil(p / 100.0 * micros.length);
        return micros[Math.max(0, Math.min(micros.length - 1, rank - 1))];
    }

    double median() {
        return percentile(50);
    }

    /** One machine-readable line: run-all.sh greps these. */
    String line() {
        return String.format(Locale.ROOT, "RESULT %s n=%d median=%.3fms p90=%.3fms p99=%.3fms min=%.3fms max=%.3fms",
                name, micros.length, median() / 1000, percentile(90) / 1000, percentile(99) / 1000,
                micros.length == 0 ? Double.NaN : micros[0] / 1000,
                micros.length == 0 ? Double.NaN : micros[micros.length - 1] / 1000);
    }
}
