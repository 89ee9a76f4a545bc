package homebot.fault;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The kill -9 lane's model of a turn in flight: it must accept exactly what the turn does, nothing looser. */
class TurnModelTest {
    private static final String ACKED = "home-1 第二个计时:180,计时:300";

    @Test
    void anUnnamedTimerInFlightAddsOneUnderANewNameAndReplacesNothing() {
        assertTrue(TurnModel.explains(ACKED, "计时5分钟", "home-1 计时:300,第三个计时:300,第二个计时:180"));
        assertFalse(TurnModel.explains(ACKED, "计时5分钟", "home-1 计时:300,第二个计时:180"), "nothing added");
        assertFalse(TurnModel.explains(ACKED, "计时5分钟", "home-1 第三个计时:300,第二个计时:180"), "one replaced");
        assertFalse(TurnModel.explains(ACKED, "计时5分钟", "home-1 计时:300,第三个计时:180,第二个计时:180"), "wrong time");
    }

    @Test
    void aCancelInFlightRemovesExactlyOne() {
        assertTrue(TurnModel.explains(ACKED, "取消计时", "home-1 第二个计时:180"));
        assertFalse(TurnModel.explains(ACKED, "取消计时", "home-1"), "two gone");
        assertFalse(TurnModel.explains(ACKED, "取消计时", "home-2 第二个计时:180"), "another session");
    }
}
