package homebot.gpio;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PressDebouncerTest {
    /** Edges as "P@t" (pressed) or "R@t" (released); returns which edges counted as presses. */
    private static String run(long debounce, String edges) {
        PressDebouncer d = new PressDebouncer(debounce);
        StringBuilder out = new StringBuilder();
        for (String e : edges.split(" ")) {
            boolean fired = d.edge(e.charAt(0) == 'P', Long.parseLong(e.substring(2)));
            out.append(fired ? '1' : '0');
        }
        return out.toString();
    }

    @Test
    void table() {
        assertEquals("1000", run(30, "P@0 R@5 P@10 R@200"), "bounce on press");
        assertEquals("10010", run(30, "P@0 R@200 P@210 P@500 R@600"), "bounce on release, then a real press");
        assertEquals("1010", run(30, "P@0 R@10 P@500 R@510"), "a short tap releases in time for the next press");
        assertEquals("1111", run(0, "P@0 P@1 P@2 P@3"), "no debounce");
    }
}
