package homebot.soak;

import java.util.List;
import java.util.Random;

/**
 * What a cook says to the timers, turn by turn, from a seed: unnamed and named timers in Chinese and English
 * (names chosen to collide: one inside another, the default names said by hand), cancels, questions, cooking
 * mode entered and left with a recipe walked in between, and 知道了 / got it while something rings.
 */
final class KitchenTimerScript {
    /** What one turn is, so the checker knows which timers it may remove. */
    enum Kind { SET, CANCEL, ACK, MODE, OTHER }

    record Line(String text, Kind kind) {}

    private static final List<String> NAMES = List.of("米饭", "焖肉", "鸡", "鸡翅", "汤", "第二个", "计时二",
            "炒蛋", "红烧肉", "蛋");
    private static final List<String> EN_NAMES = List.of("rice", "pasta", "eggs", "egg", "timer two", "tea");
    private static final List<String> ZH_COUNTS = List.of("一", "两", "三", "五", "十", "十五", "二十", "三十", "九十");
    private static final List<String> COOKING = List.of("做番茄炒蛋", "下一步", "下一步", "上一步", "再说一遍", "好的",
            "不用了", "番茄要放几个");

    private final Random random;
    private boolean inMode;

    KitchenTimerScript(Random random) {
        this.random = random;
    }

    boolean inMode() {
        return inMode;
    }

    Line next(boolean ringing) {
        if (ringing && random.nextInt(3) > 0) {
            return new Line(random.nextBoolean() ? "知道了" : "got it", Kind.ACK);
        }
        int pick = random.nextInt(100);
        if (pick < 4) {
            inMode = !inMode;
            return new Line(inMode ? (random.nextBoolean() ? "打开做饭模式" : "open cooking mode")
                    : (random.nextBoolean() ? "退出做饭模式" : "exit cooking mode"), Kind.MODE);
        }
        if (pick < 30) {
            return new Line(unnamed(), Kind.SET);
        }
        if (pick < 50) {
            return new Line(named(), Kind.SET);
        }
        if (pick < 65) {
            return new Line(cancel(), Kind.CANCEL);
        }
        if (pick < 75) {
            return new Line(List.of("有哪些计时", "计时还剩多久", "what timers are running", "米饭的计时还剩多久")
                    .get(random.nextInt(4)), Kind.OTHER);
        }
        if (inMode) {
            String said = COOKING.get(random.nextInt(COOKING.size()));
            // "好的" while something rings is an acknowledgement (it may also accept a step's timer offer).
            return new Line(said, ringing && said.equals("好的") ? Kind.ACK : Kind.OTHER);
        }
        return new Line(random.nextBoolean() ? "现在几点" : "今天几号", Kind.OTHER);
    }

    private String unnamed() {
        return switch (random.nextInt(4)) {
            case 0 -> "计时" + zhCount() + (random.nextBoolean() ? "分钟" : "秒");
            case 1 -> "定一个" + zhCount() + "秒的计时";
            case 2 -> "set a timer for " + (1 + random.nextInt(20)) + " minutes";
            default -> "计时" + (1 + random.nextInt(300)) + "秒";
        };
    }

    private String named() {
        if (random.nextInt(3) == 0) {
            return "set a timer for " + (1 + random.nextInt(20)) + " minutes for the "
                    + EN_NAMES.get(random.nextInt(EN_NAMES.size()));
        }
        return NAMES.get(random.nextInt(NAMES.size())) + "计时" + zhCount() + (random.nextBoolean() ? "分钟" : "秒");
    }

    private String cancel() {
        return switch (random.nextInt(4)) {
            case 0 -> "取消计时";
            case 1 -> "cancel the timer";
            case 2 -> "取消第二个计时";
            default -> "取消" + NAMES.get(random.nextInt(NAMES.size())) + "的计时";
        };
    }

    private String zhCount() {
        return ZH_COUNTS.get(random.nextInt(ZH_COUNTS.size()));
    }
}
