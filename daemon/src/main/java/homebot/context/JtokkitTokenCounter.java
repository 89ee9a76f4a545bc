package homebot.context;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * o200k_base token counts via jtokkit. Loading the encoding takes about half a second, so it is never done in a
 * constructor: either {@link #warmUpAsync} starts it on a background thread after start-up, or the first count
 * loads it. If loading fails the counter logs once ({@code token-counter-unavailable}) and falls back to the
 * character estimate for the rest of the process.
 */
public final class JtokkitTokenCounter implements TokenCounter {
    private static final Logger LOG = LoggerFactory.getLogger(JtokkitTokenCounter.class);

    private final Supplier<Encoding> loader;
    private final TokenCounter fallback;
    private CompletableFuture<Encoding> loading;
    private volatile Encoding encoding;
    private volatile boolean failed;

    public JtokkitTokenCounter(Supplier<Encoding> loader, TokenCounter fallback) {
        this.loader = loader;
        this.fallback = fallback;
    }

    /** The counter the daemon uses: o200k_base, character estimate as fallback. */
    public static JtokkitTokenCounter o200k() {
        return new JtokkitTokenCounter(
                () -> Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.O200K_BASE),
                new CharEstimateTokenCounter());
    }

    /** Starts loading the encoding on {@code executor}; later counts wait for it instead of loading again. */
    public synchronized void warmUpAsync(Executor executor) {
        if (loading == null && encoding == null && !failed) {
            loading = CompletableFuture.supplyAsync(loader, executor);
        }
    }

    @Override
    public int count(String text) {
        Encoding e = encoding();
        if (e == null) {
            return fallback.count(text);
        }
        return text == null || text.isEmpty() ? 0 : e.countTokensOrdinary(text);
    }

    @Override
    public String name() {
        return encoding() == null ? fallback.name() : "jtokkit-o200k";
    }

    private Encoding encoding() {
        Encoding e = encoding;
        if (e != null || failed) {
            return e;
        }
        synchronized (this) {
            if (encoding != null || failed) {
                return encoding;
            }
            try {
                encoding = loading != null ? loading.join() : loader.get();
                if (encoding == null) {
                    throw new IllegalStateException("the encoding registry returned no encoding");
                }
            } catch (RuntimeException | Error ex) {
                failed = true;
                LOG.warn("token-counter-unavailable: jtokkit o200k_base could not be loaded ({}); using the {} "
                        + "for token budgets", ex.toString(), fallback.name());
            }
            return encoding;
        }
    }
}
