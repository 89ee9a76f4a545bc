package homebot.skills.cooking;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An amount written in a recipe: {@code 2}, {@code 1/2}, {@code 1 1/2}, {@code 0.5}, {@code ½}, a range
 * {@code 10-15} (its lower bound: the moment to check), with an optional unit after {@code %}. No number
 * ({@code @salt{}}, {@code @pepper{some}}) means "to taste": {@code value} is null and never scaled.
 */
record Quantity(Double value, String unit) {
    private static final Pattern MIXED = Pattern.compile("(\\d+)\\s+(\\d+)\\s*/\\s*(\\d+)");
    private static final Pattern FRACTION = Pattern.compile("(\\d+)\\s*/\\s*(\\d+)");
    private static final Pattern DECIMAL = Pattern.compile("\\d+(?:[.,]\\d+)?");
    private static final Pattern RANGE = Pattern.compile("(.+?)\\s*(?:-|–|~|～|到|to)\\s*(.+)");
    private static final double MAX = 1_000_000;

    Quantity {
        unit = unit == null ? "" : unit.strip();
    }

    static Quantity parse(String amount, int line) throws RecipeProblem {
        String raw = amount == null ? "" : amount.strip();
        int percent = raw.indexOf('%');
        String number = percent < 0 ? raw : raw.substring(0, percent).strip();
        String unit = percent < 0 ? "" : raw.substring(percent + 1).strip();
        if (number.isEmpty()) {
            return new Quantity(null, unit);
        }
        Double value = number(number);
        if (value == null) {
            Matcher range = RANGE.matcher(number);
            if (range.matches()) {
                value = number(range.group(1));
            }
        }
        if (value == null) {
            return new Quantity(null, unit); // "some", "a handful": to taste
        }
        if (value <= 0 || value > MAX || value.isNaN()) {
            throw new RecipeProblem(line, "impossible quantity '" + number + "': it must be greater than 0");
        }
        return new Quantity(value, unit);
    }

    /** A written number: whole, decimal, fraction, mixed or a vulgar fraction; null when it is none of them. */
    static Double number(String s) {
        String t = s.strip().replace("½", " 1/2").replace("¼", " 1/4").replace("¾", " 3/4").replace("⅓", " 1/3")
                .replace("⅔", " 2/3").strip();
        Matcher m = MIXED.matcher(t);
        if (m.matches()) {
            double den = Double.parseDouble(m.group(3));
            return den == 0 ? null : Double.parseDouble(m.group(1)) + Double.parseDouble(m.group(2)) / den;
        }
        m = FRACTION.matcher(t);
        if (m.matches()) {
            double den = Double.parseDouble(m.group(2));
            return den == 0 ? null : Double.parseDouble(m.group(1)) / den;
        }
        if (DECIMAL.matcher(t).matches() && t.length() <= 12) {
            return Double.parseDouble(t.replace(',', '.'));
        }
        return null;
    }

    /** The timer this amount describes ({@code 25%minutes}, {@code 1.5%h}, {@code 30%秒}). */
    Duration duration(int line) throws RecipeProblem {
        if (value == null) {
            throw new RecipeProblem(line, "a timer needs a number and a unit, e.g. ~{25%minutes}");
        }
        long secondsPerUnit = switch (unit.toLowerCase(Locale.ROOT)) {
            case "h", "hr", "hrs", "hour", "hours", "小时", "钟头" -> 3600;
            case "m", "min", "mins", "minute", "minutes", "分", "分钟" -> 60;
            case "s", "sec", "secs", "second", "seconds", "秒", "秒钟" -> 1;
            case "" -> throw new RecipeProblem(line, "a timer needs a unit, e.g. ~{" + format(value) + "%minutes}");
            default -> throw new RecipeProblem(line, "unknown timer unit '" + unit + "' (use seconds, minutes or hours)");
        };
        long seconds = Math.round(value * secondsPerUnit);
        if (seconds < 1 || seconds > 48 * 3600) {
            throw new RecipeProblem(line, "timer of " + format(value) + " " + unit + " is out of range (1 s to 48 h)");
        }
        return Duration.ofSeconds(seconds);
    }

    static String format(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.3f", v).replaceAll("0+$", "");
    }
}
