package homebot.context;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class TokenCounterTest {
    /** Loading o200k costs about half a second, so the tests share one encoding. */
    private static com.knuddels.jtokkit.api.Encoding o200k;

    private static synchronized com.knuddels.jtokkit.api.Encoding o200k() {
        if (o200k == null) {
            o200k = com.knuddels.jtokkit.Encodings.newLazyEncodingRegistry()
                    .getEncoding(com.knuddels.jtokkit.api.EncodingType.O200K_BASE);
        }
        return o200k;
    }

    @Test
    void o200kCountsRealTokens() {
        JtokkitTokenCounter c = new JtokkitTokenCounter(TokenCounterTest::o200k, new CharEstimateTokenCounter());
        assertEquals(2, c.count("hello world"));
        assertEquals("jtokkit-o200k", c.name());
        // countTokensOrdinary: special-token text from a user is ordinary text, not an error.
        assertTrue(c.count("<|endoftext|>") > 1);
        int zh = c.count("番茄要放几个？两个人先放两个，约 150 克。");
        assertTrue(zh > 5 && zh < 30, "Chinese count " + zh);
    }

    @Test
    void theCharacterEstimateIsUsedWhenTheTokenizerCannotLoad() {
        AtomicInteger attempts = new AtomicInteger();
        JtokkitTokenCounter c = new JtokkitTokenCounter(() -> {
            attempts.incrementAndGet();
            throw new IllegalStateException("o200k_base.tiktoken not found");
        }, new CharEstimateTokenCounter());
        assertEquals(new CharEstimateTokenCounter().count("番茄要放几个"), c.count("番茄要放几个"));
        assertEquals("char-estimate", c.name());
        c.count("again");
        assertEquals(1, attempts.get(), "a failed load is not retried on every count");
    }

    @Test
    void theFallbackAlsoFlowsIntoTheAssemblyStats() {
        JtokkitTokenCounter broken = new JtokkitTokenCounter(() -> null, new CharEstimateTokenCounter());
        ContextStats s = new ContextAssembler(broken, ContextBudget.defaults())
                .assemble(new ContextRequest("sys", List.of(), List.of(new HistoryTurn("a", "b")), "now")).stats();
        assertEquals("char-estimate", s.counter());
        assertEquals(1, s.keptTurns());
    }

    @Test
    void warmUpLoadsOffTheCallingThreadAndCountsWaitForIt() {
        AtomicInteger loads = new AtomicInteger();
        JtokkitTokenCounter c = new JtokkitTokenCounter(() -> {
            loads.incrementAndGet();
            return o200k();
        }, new CharEstimateTokenCounter());
        c.warmUpAsync(Runnable::run);
        c.warmUpAsync(Runnable::run);
        assertEquals(4, c.count("the quick brown fox"));
        assertEquals(1, loads.get());
    }

    @Test
    void theEstimateCountsCjkPerCharacterAndLatinPerThreeCharacters() {
        CharEstimateTokenCounter e = new CharEstimateTokenCounter();
        assertEquals(0, e.count(""));
        assertEquals(6, e.count("番茄要放几个"));
        assertEquals(4, e.count("hello world"));
        assertEquals(4 + 1, e.count("做饭模式ok"));
    }

    @Test
    void theCacheCountsEachTextOnceAndForgetsTheLeastRecentlyUsed() {
        AtomicInteger calls = new AtomicInteger();
        TokenCounter slow = new TokenCounter() {
            @Override
            public int count(String text) {
                calls.incrementAndGet();
                return text.length();
            }

            @Override
            public String name() {
                return "jtokkit-o200k";
            }
        };
        CachingTokenCounter c = new CachingTokenCounter(slow, 2);
        assertEquals(3, c.count("abc"));
        assertEquals(3, c.count("abc"));
        assertEquals(1, calls.get());
        c.count("de");
        c.count("f");
        c.count("abc");
        assertEquals(4, calls.get(), "abc was evicted by the two newer texts");
        assertEquals("jtokkit-o200k", c.name());
    }
}
