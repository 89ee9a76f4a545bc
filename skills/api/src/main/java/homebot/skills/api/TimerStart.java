package homebot.skills.api;

import java.util.Optional;

/**
 * What setting a timer did: the timer now running and, when an explicit name was already in use, the timer it
 * replaced, so the answer can say so. A timer is never replaced without this saying which.
 */
public record TimerStart(TimerInfo timer, Optional<TimerInfo> replaced) {
    public TimerStart {
        replaced = replaced == null ? Optional.empty() : replaced;
    }
}
