package homebot.skills.cooking;

import homebot.skills.api.nlu.Durations;

import homebot.skills.api.ModeSession;
import homebot.skills.api.TimerInfo;
import homebot.skills.api.TimerStart;
import homebot.skills.api.Timers;
import homebot.skills.api.ToolArgumentException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Named kitchen timers on the daemon's scheduler ({@link ModeSession#timers()}), spoken in the user's words. */
final class TimerActions {
    private final CookingActions kitchen;
    private final CookingConfig config;

    TimerActions(CookingActions kitchen, CookingConfig config) {
        this.kitchen = kitchen;
        this.config = config;
    }

    Reply set(ModeSession s, Messages m, String rawName, Duration d) throws CookingException {
        checkLength(m, d);
        String name = named(s, rawName);
        String spoken = Durations.speak(d, m.isChinese());
        if (name.isEmpty()) {
            TimerStart started = refusable(m, () -> s.timers().startUnnamed(m.isChinese() ? "zh-CN" : "en-US", d,
                    m.get("timer.announce.unnamed", "duration", spoken)));
            String given = started.timer().name();
            kitchen.save(s, kitchen.state(s).timerStarted(given));
            // The plain one is just "the timer"; another is named aloud so it can be asked for.
            boolean plain = given.equalsIgnoreCase(m.get("timer.default.name"));
            return Reply.say(plain ? m.get("timer.set.unnamed", "duration", spoken)
                    : m.get("timer.set.unnamed.named", "name", given, "duration", spoken));
        }
        return start(s, m, name, d, m.get("timer.announce", "name", name));
    }

    /**
     * "改成八分钟", "make it four minutes instead": the timer named, else the one set last, starts again with the new
     * length, counted from now; null (declined) with none to change.
     */
    Reply change(ModeSession s, Messages m, String rawName, Duration d) throws CookingException {
        String name = named(s, rawName);
        Optional<TimerInfo> target = name.isEmpty() ? TimerInfo.latest(s.timers().list()) : s.timers().find(name);
        if (target.isEmpty()) {
            return null; // "make it ten minutes" with no timer running corrects nothing homebot knows of
        }
        checkLength(m, d);
        String changed = target.get().name();
        refusable(m, () -> s.timers().start(changed, d, m.get("timer.announce", "name", changed)));
        kitchen.save(s, kitchen.state(s).timerStarted(changed));
        // the plain one is "the timer", not "the timer timer"
        boolean plain = changed.equalsIgnoreCase(m.get("timer.default.name"));
        return Reply.say(m.get(plain ? "timer.changed.unnamed" : "timer.changed", "name", changed,
                "duration", Durations.speak(d, m.isChinese())));
    }

    private void checkLength(Messages m, Duration d) throws CookingException {
        if (d == null || d.isZero() || d.isNegative() || d.toSeconds() < 1) {
            throw new CookingException("cooking-timer-too-short", m.get("timer.zero"));
        }
        if (d.compareTo(config.maxTimer()) > 0) {
            throw new CookingException("cooking-timer-too-long", m.get("timer.too.long",
                    "max", Durations.speak(config.maxTimer(), m.isChinese()),
                    "duration", Durations.speak(d, m.isChinese())));
        }
    }

    /** Starts the timer a step offered, after the user said yes. */
    Reply acceptOffer(ModeSession s, Messages m) throws CookingException {
        return acceptOffer(s, m, null);
    }

    /** The offered timer, for {@code instead} when the cook named another duration ("十分钟吧" to "计时八分钟吗？"). */
    Reply acceptOffer(ModeSession s, Messages m, Duration instead) throws CookingException {
        return acceptOffer(s, m, instead, null);
    }

    /** The offered timer under the cook's own {@code name} when they gave one ("帮我计个时，名字叫蒸鱼"). */
    Reply acceptOffer(ModeSession s, Messages m, Duration instead, String name) throws CookingException {
        CookingState st = kitchen.state(s);
        CookingState.PendingTimer p = st.pendingTimer();
        if (p == null) {
            return Reply.say(m.get("offer.none"));
        }
        return start(s, m, name != null && !name.isBlank() ? name : p.name(),
                instead != null ? instead : Duration.ofSeconds(p.seconds()), p.announcement());
    }


    Reply declineOffer(ModeSession s, Messages m) {
        kitchen.save(s, kitchen.state(s).offering(null));
        return Reply.say(m.get("offer.declined"));
    }

    private Reply start(ModeSession s, Messages m, String name, Duration d, String announcement)
            throws CookingException {
        TimerStart started = refusable(m, () -> s.timers().start(name, d, announcement));
        kitchen.save(s, kitchen.state(s).timerStarted(name));
        String set = m.get("timer.set", "name", name, "duration", Durations.speak(d, m.isChinese()));
        return Reply.say(started.replaced().isEmpty() ? set
                : set + " " + m.get("timer.replaced", "name", started.replaced().get().name()));
    }

    private static TimerStart refusable(Messages m, java.util.function.Supplier<TimerStart> start)
            throws CookingException {
        try {
            return start.get();
        } catch (IllegalArgumentException e) {
            String message = e.getMessage() == null ? "" : e.getMessage();
            if (message.startsWith("timer-name-too-long")) {
                throw new CookingException(ToolArgumentException.TOO_LONG, m.get("timer.name.too.long", "max",
                        Integer.toString(Timers.MAX_NAME_CHARS)));
            }
            throw new CookingException("cooking-timer-refused", m.get("timer.failed", "reason",
                    message.replaceFirst("^[a-z-]+: ", "")));
        }
    }

    Reply left(ModeSession s, Messages m, String rawName) throws CookingException {
        clearOffer(s);
        List<TimerInfo> all = s.timers().list();
        if (all.isEmpty()) {
            return Reply.say(m.get("timer.none"));
        }
        String name = named(s, rawName);
        if (name.isEmpty()) {
            return all.size() == 1 ? Reply.say(leftOf(s, m, all.get(0))) : list(s, m);
        }
        return Reply.say(leftOf(s, m, find(s, m, name)));
    }

    Reply cancel(ModeSession s, Messages m, String rawName) throws CookingException {
        clearOffer(s);
        List<TimerInfo> all = s.timers().list();
        if (all.isEmpty()) {
            return Reply.say(m.get("timer.none"));
        }
        String name = named(s, rawName);
        TimerInfo target;
        if (name.isEmpty()) {
            if (all.size() > 1) {
                return new Reply(m.get("timer.which", "names", m.list(all.stream().map(TimerInfo::name).toList())), true);
            }
            target = all.get(0);
        } else {
            target = find(s, m, name);
        }
        s.timers().cancel(target.name());
        return Reply.say(m.get("timer.cancelled", "name", target.name()));
    }

    /** "取消八分钟那个": the timer set for that long (the latest of two). */
    Reply cancel(ModeSession s, Messages m, java.time.Duration length) throws CookingException {
        clearOffer(s);
        List<TimerInfo> all = s.timers().list();
        if (all.isEmpty()) {
            return Reply.say(m.get("timer.none"));
        }
        TimerInfo target = TimerInfo.setFor(all, length).orElseThrow(() -> new CookingException("cooking-unknown-timer", m.get("timer.unknown",
                        "name", Durations.speakDigits(length, m.isChinese()),
                        "names", m.list(all.stream().map(TimerInfo::name).toList()))));
        s.timers().cancel(target.name());
        return Reply.say(m.get("timer.cancelled", "name", target.name()));
    }

    Reply list(ModeSession s, Messages m) {
        clearOffer(s);
        List<TimerInfo> all = s.timers().list();
        if (all.isEmpty()) {
            return Reply.say(m.get("timer.none"));
        }
        List<String> items = new ArrayList<>();
        Instant now = s.clock().instant();
        for (TimerInfo t : all) {
            items.add(t.firing() ? m.get("timer.item.firing", "name", t.name())
                    : m.get("timer.item", "name", t.name(), "left", speakLeft(t, now, m)));
        }
        return Reply.say(m.get("timer.list", "count", m.count(all.size()), "items", m.phrases(items)));
    }

    private String leftOf(ModeSession s, Messages m, TimerInfo t) {
        if (t.firing()) {
            return m.get("timer.left.firing", "name", t.name());
        }
        return m.get("timer.left", "name", t.name(), "left", speakLeft(t, s.clock().instant(), m));
    }

    static String speakLeft(TimerInfo t, Instant now, Messages m) {
        Duration left = t.remaining(now);
        long seconds = (left.toMillis() + 999) / 1000;
        return Durations.speak(Duration.ofSeconds(seconds), m.isChinese());
    }

    private TimerInfo find(ModeSession s, Messages m, String name) throws CookingException {
        List<TimerInfo> all = s.timers().list();
        String said = key(name);
        Optional<TimerInfo> exact = all.stream().filter(t -> key(t.name()).equals(said)).findFirst();
        if (exact.isPresent()) {
            return exact.get();
        }
        List<TimerInfo> near = all.stream()
                .filter(t -> key(t.name()).contains(said) || said.contains(key(t.name()))).toList();
        if (near.size() == 1) {
            return near.get(0);
        }
        // "蒸鱼" for the timer homebot named 蒸鲈鱼: the cook's shorter name, its characters in the same order
        List<TimerInfo> shortened = all.stream().filter(t -> inOrder(said, key(t.name()))).toList();
        if (shortened.size() == 1) {
            return shortened.get(0);
        }
        // "焯水" for the timer homebot named 焯肉 (the step's verb, then what it does it to): the one timer of that verb
        String verb = said.isEmpty() ? "" : said.substring(0, 1);
        if (said.codePointCount(0, said.length()) == 2 && COOKING_VERB.matcher(verb).matches()) {
            List<TimerInfo> sameVerb = all.stream().filter(t -> key(t.name()).startsWith(verb)).toList();
            if (sameVerb.size() == 1) {
                return sameVerb.get(0);
            }
        }
        // "煎几翅" for the timer called 煎鸡翅: the name as a recogniser heard it, the same syllables in another tone
        if (homebot.skills.api.nlu.Languages.isChinese(said) && said.codePointCount(0, said.length()) >= 2) {
            String sound = homebot.skills.api.nlu.Pinyin.key(said, false);
            List<TimerInfo> heard = all.stream()
                    .filter(t -> homebot.skills.api.nlu.Pinyin.key(key(t.name()), false).equals(sound)).toList();
            if (heard.size() == 1) {
                return heard.get(0);
            }
        }
        throw new CookingException("cooking-unknown-timer", m.get("timer.unknown", "name", name,
                "names", m.list(all.stream().map(TimerInfo::name).toList())));
    }

    /** The verbs a step's timer is named by ("焯肉", "焖肉", "蒸鲈鱼"). */
    private static final java.util.regex.Pattern COOKING_VERB = java.util.regex.Pattern.compile("[蒸煮炖焖炒烧煎烤焯卤炸熬煲泡腌醒]");

    /** Whether every character of a Chinese name of two or more is in the other, in the same order. */
    private static boolean inOrder(String said, String name) {
        if (said.codePointCount(0, said.length()) < 2 || !homebot.skills.api.nlu.Languages.isChinese(said)) {
            return false;
        }
        int at = 0;
        for (int i = 0; i < said.length(); i++) {
            at = name.indexOf(said.charAt(i), at);
            if (at < 0) {
                return false;
            }
            at++;
        }
        return true;
    }

    private void clearOffer(ModeSession s) {
        CookingState st = kitchen.state(s);
        if (st.pendingTimer() != null) {
            kitchen.save(s, st.offering(null));
        }
    }

    /**
     * The cook's name for a timer, cleaned; a name that sounds, as a whole, like one of the book's dishes ("叫红烧如": the
     * recogniser wrote 肉 as 如) is that dish's name, so the timer is called what the cook meant and is found by it.
     */
    private String named(ModeSession s, String rawName) {
        String name = clean(rawName);
        if (name.codePointCount(0, name.length()) < 3 || !homebot.skills.api.nlu.Languages.isChinese(name)) {
            return name;
        }
        RecipeBook book = kitchen.book(s);
        if (book.namedExactly(name).isPresent()) {
            return name; // a name of the dish as the cook says it ("西红柿炒鸡蛋") stays theirs
        }
        return book.namedByAccent(name).or(() -> book.namedByAccentAnyTone(name)).map(Recipe::name).orElse(name);
    }

    /** "焖肉的" → "焖肉", "the rice" → "rice", "rice timer" → "rice". */
    static String clean(String raw) {
        return homebot.skills.api.nlu.TimerNames.clean(raw);
    }

    private static String key(String s) {
        return s.toLowerCase(Locale.ROOT).replace(" ", "");
    }
}
