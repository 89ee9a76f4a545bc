package homebot.mode;

import homebot.skills.api.Utterance;
import homebot.turn.ReplySink;
import homebot.turn.TurnHandler;
import homebot.turn.TurnReply;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The last local reading of a wish to enter or leave a mode: a word only that wish uses ("鱼也蒸好了，菜都齐了，我这边
 * 不做了", "I rather fancy cooking something proper"). It sits after every handler that understands requests, so
 * "I'm done with this step" is the cooking skill's next step before it is ever a wish to leave, and it only
 * proposes: the switch waits for a yes, as with {@link ModeIntents}' proposals.
 */
public final class ModeHints implements TurnHandler {
    private final ModeManager manager;
    private final ModeSwitchGuard guard;

    public ModeHints(ModeManager manager, ModeSwitchGuard guard) {
        this.manager = manager;
        this.guard = guard;
    }

    @Override
    public Optional<TurnReply> handle(Utterance utterance, ReplySink sink) {
        String words = utterance.text();
        if (guard.proposal().isPresent()) {
            return Optional.empty(); // an open question is answered before this, never asked over
        }
        String active = manager.active().map(a -> a.mode().id()).orElse(null);
        List<RegisteredMode> hinted = new ArrayList<>();
        ModeSwitchGuard.Action action = active == null ? ModeSwitchGuard.Action.ENTER : ModeSwitchGuard.Action.EXIT;
        for (RegisteredMode m : manager.registry().modes()) {
            // "I'm done cooking" with the mode off: a word of leaving is no wish to enter (and the reverse)
            ModeSwitchGuard.Action other = action == ModeSwitchGuard.Action.ENTER ? ModeSwitchGuard.Action.EXIT
                    : ModeSwitchGuard.Action.ENTER;
            if ((active == null || m.id().equals(active)) && guard.hints(action, m.descriptor(), words)
                    && !guard.hints(other, m.descriptor(), words)) {
                hinted.add(m);
            }
        }
        if (hinted.size() != 1) {
            return Optional.empty();
        }
        boolean zh = ModeIntents.speaksChinese(words) || !homebot.skills.api.nlu.Languages.hasLatin(words);
        return Optional.of(ModeIntents.propose(guard, action, hinted.get(0), null, zh, sink));
    }
}
