package homebot.skills.cooking;

import java.time.Duration;
import java.util.Optional;

/** A numbered step; {@code timer} is the first duration its text mentions ("焖 40 分钟"). */
record Step(int number, String text, Optional<Duration> timer, int line) {}
