package homebot.turn;

import homebot.config.Language;
import homebot.skills.api.Utterance;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * Wraps a link so that a turn which changed something that could not be saved (a full or read-only disk) says
 * so: "好的，计时5分钟。" alone would be a promise the next restart breaks. The change itself still works in
 * memory and is saved when space returns; the user only has to know it is not safe yet.
 */
public final class UnsavedChangeNotice implements TurnHandler {
    private final TurnHandler link;
    private final LongSupplier failedSaves;
    private final Language language;

    /** @param failedSaves a count that grows with every failed save on this thread ({@code StorageHealth}) */
    public UnsavedChangeNotice(TurnHandler link, LongSupplier failedSaves, Language language) {
        this.link = link;
        this.failedSaves = failedSaves;
        this.language = language;
    }

    @Override
    public Optional<TurnReply> handle(Utterance utterance, ReplySink sink) {
        long before = failedSaves.getAsLong();
        return noticed(link.handle(utterance, sink), before, sink);
    }

    /** The wrapped link sees the whole turn (id and kind), as it would unwrapped. */
    @Override
    public Optional<TurnReply> handle(Turn turn, ReplySink sink) {
        long before = failedSaves.getAsLong();
        return noticed(link.handle(turn, sink), before, sink);
    }

    @Override
    public boolean handlesProactive() {
        return link.handlesProactive();
    }

    private Optional<TurnReply> noticed(Optional<TurnReply> reply, long before, ReplySink sink) {
        if (reply.isEmpty() || failedSaves.getAsLong() == before) {
            return reply;
        }
        String notice = language.isChinese() ? "不过磁盘满了或不能写入，刚才的改动没能保存，重启后会丢失。"
                : "But the disk is full or read-only, so this change is not saved and a restart would lose it.";
        sink.sentence(notice);
        TurnReply r = reply.get();
        String text = r.text().isBlank() ? notice : r.text() + (language.isChinese() ? "" : " ") + notice;
        return Optional.of(new TurnReply(text, r.state(), r.source(), r.errorCode(), r.toolMessages()));
    }
}
