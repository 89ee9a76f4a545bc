package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.skills.api.TimerInfo;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Timers the way a cook answers and names them: every timed step is offered even while another step's timer runs,
 * "不用计时" turns an offer down without touching the running timer while "把计时取消" still cancels it, the offered
 * length said back is the offer taken, a name said after the length ("，叫煮青菜") names the timer, and a timer can
 * be cancelled by its length.
 */
class TimerOfferAnswersTest {
    @TempDir
    Path workspace;
    FakeModeSession s;
    CookingMode mode;

    @BeforeEach
    void setUp() throws Exception {
        s = FakeModeSession.in(workspace);
        mode = new CookingMode();
        Say.text(mode, s, "做红烧肉");
    }

    private List<String> names() {
        return s.timers().list().stream().map(TimerInfo::name).toList();
    }

    @Test
    void theNextTimedStepIsOfferedWhileTheLastStepsTimerRuns() {
        Say.text(mode, s, "下一步");
        Say.text(mode, s, "好");
        String third = Say.text(mode, s, "下一步");
        assertTrue(third.contains("要我计时"), third);
        Say.text(mode, s, "好");
        assertEquals(2, s.timers().list().size(), names().toString());
    }

    @Test
    void noNeedForATimerDeclinesTheOfferAndKeepsTheRunningOne() {
        Say.text(mode, s, "下一步");
        Say.text(mode, s, "好");
        Say.text(mode, s, "下一步");
        String r = Say.text(mode, s, "不用计时了，因为我自己会看着的");
        assertEquals(1, s.timers().list().size(), r + " " + names());
        Say.text(mode, s, "下一步");
        Say.text(mode, s, "下一步");
        r = Say.text(mode, s, "这个就不用计时了");
        assertEquals(1, s.timers().list().size(), r + " " + names());
    }

    @Test
    void cancellingTheTimerWhileAnOfferIsOpenStillCancelsIt() {
        Say.text(mode, s, "下一步");
        Say.text(mode, s, "好");
        Say.text(mode, s, "下一步");
        String r = Say.text(mode, s, "把计时取消");
        assertTrue(s.timers().list().isEmpty(), r + " " + names());
    }

    @Test
    void theOfferedLengthSaidBackTakesTheOfferWithTheStepsName() {
        Say.text(mode, s, "下一步");
        Say.text(mode, s, "给我定个三分钟的计时");
        assertEquals(1, s.timers().list().size(), names().toString());
        assertTrue(!names().get(0).equals("计时"), names().toString());
    }

    @Test
    void aNameSaidAfterTheLengthNamesTheTimer() {
        Say.text(mode, s, "再帮我定个十分钟的，叫煮青菜");
        Say.text(mode, s, "set a timer called bath for ninety seconds");
        assertEquals(List.of("bath", "煮青菜"), names().stream().sorted().toList());
    }

    @Test
    void aTimerIsCancelledByItsLength() {
        Say.text(mode, s, "计时一分钟");
        Say.text(mode, s, "给米饭计时八分钟");
        Say.text(mode, s, "取消八分钟那个");
        assertEquals(List.of(Duration.ofMinutes(1)), s.timers().list().stream().map(TimerInfo::duration).toList());
    }

    @Test
    void anOfferTakenWithANameOfTheCooksOwnKeepsThatName() {
        Say.text(mode, s, "下一步");
        String r = Say.text(mode, s, "炒三分钟，帮我计个时，名字叫糖色");
        assertEquals(List.of("糖色"), names(), r);
        Say.text(mode, s, "下一步");
        Say.text(mode, s, "下一步");
        r = Say.text(mode, s, "下一步");
        assertTrue(r.contains("要我计时"), r);
        r = Say.text(mode, s, "yes, set it and call it stew");
        assertTrue(names().contains("stew"), r + " " + names());
    }

    @Test
    void aTimerAskedForAcrossClausesIsSetWithItsNameAndStartsNoDish() {
        Say.text(mode, s, "这个焖的时间比较长，四十分钟对吧，你帮我定上，叫红烧肉");
        assertEquals(List.of("红烧肉"), names());
        assertEquals(Duration.ofMinutes(40), s.timers().list().get(0).duration());
        assertEquals(1, new CookingStateStore().load(s.sessionDir()).step());
    }

    @Test
    void anOfferStandsWhileTheCookOnlyAsksQuestions() {
        Say.text(mode, s, "鱼要几条"); // no fish here: 红烧肉's first step offers five minutes
        Say.text(mode, s, "冰糖要多少");
        Say.text(mode, s, "一共几步");
        Say.text(mode, s, "好，帮我计上");
        assertEquals(List.of(Duration.ofMinutes(5)), s.timers().list().stream().map(TimerInfo::duration).toList());
    }

    @Test
    void anOfferLapsesOnceTheCookAsksForSomethingElse() {
        Say.text(mode, s, "下一步"); // offers three minutes
        Say.text(mode, s, "定个十分钟的计时，叫米饭");
        Say.to(mode, s, "好");
        assertEquals(List.of("米饭"), names());
    }
}
