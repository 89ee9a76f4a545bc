package homebot.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class SkippedToolsSummaryTest {
    @Test
    void oneLineCountsEachMissingToolAndNamesOneAptCommand() {
        String line = SkippedToolsSummary.line("this module", List.of(
                "a()\tespeak-ng not on PATH (sudo apt install espeak-ng)",
                "b()\tespeak-ng not on PATH (sudo apt install espeak-ng)",
                "class C\tsox not on PATH (sudo apt install sox libsox-fmt-all)",
                "d()\tmount not permitted (run as root with CAP_SYS_ADMIN)"));
        assertEquals("homebot: 4 tests skipped for missing tools (this module): espeak-ng not on PATH ×2,"
                + " mount not permitted ×1, sox not on PATH ×1; to run them: sudo apt install espeak-ng sox"
                + " libsox-fmt-all; run as root with CAP_SYS_ADMIN", line);
    }

    @Test
    void nothingSkippedSaysSo() {
        assertEquals("homebot: no test skipped for a missing tool (the whole build so far)",
                SkippedToolsSummary.line("the whole build so far", List.of()));
    }
}
