package homebot.turn;

import java.util.function.Supplier;

/**
 * Work that belongs around the handler chain of every turn, in a fixed place rather than in listener order:
 * the mode kernel carries out a due expiry before the chain, then records the finished turn and carries out a
 * requested exit after it. Runs on the pipeline's calling thread, before any {@link TurnListener#afterTurn}.
 */
public interface TurnScope {
    /** Must call {@code chain} exactly once and return its reply (or the reply it stands for). */
    TurnReply around(Turn turn, Supplier<TurnReply> chain);

    TurnScope NONE = (turn, chain) -> chain.get();
}
