package homebot.skills.cooking;

import java.time.Duration;

/**
 * Limits of cooking mode. YAML (under {@code cooking:}): {@code max_timer_minutes}, {@code max_servings}.
 *
 * @param maxTimerMinutes the longest timer a user may set by voice or tool (default 720 = 12 hours)
 * @param maxServings     the most people a recipe may be scaled to (default 50)
 */
public record CookingConfig(int maxTimerMinutes, int maxServings) {
    public CookingConfig {
        if (maxTimerMinutes < 1 || maxServings < 1) {
            throw new IllegalArgumentException("cooking limits must be positive");
        }
    }

    public static CookingConfig defaults() {
        return new CookingConfig(720, 50);
    }

    Duration maxTimer() {
        return Duration.ofMinutes(maxTimerMinutes);
    }
}
