package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A recogniser writes no commas: where a request starts after a report, or a count of people ends, a clause breaks. */
class RunOnRequestsTest {
    @Test
    void aRequestRunOnAfterAReportStartsAClause() {
        assertEquals("oh wait my sister is coming，make it for five people",
                IntentCatalog.connectivesBreak("oh wait my sister is coming make it for five people"));
        assertEquals("lets，make it six people，the neighbours are popping in",
                IntentCatalog.connectivesBreak("lets make it six people the neighbours are popping in"));
        assertEquals("there's five of us，with the little ones",
                IntentCatalog.connectivesBreak("there's five of us with the little ones"));
        assertEquals("actually make it seven，my brother is bringing his kids",
                IntentCatalog.connectivesBreak("actually make it seven my brother is bringing his kids"));
        assertEquals("饭 煮 少 了，改 成 四 个 人 的", IntentCatalog.connectivesBreak("饭 煮 少 了 改 成 四 个 人 的"));
        assertEquals("鸡翅买多了，换成八个人吃", IntentCatalog.connectivesBreak("鸡翅买多了换成八个人吃"));
        assertEquals("make the pancakes，just for me and Kim", IntentCatalog.connectivesBreak("make the pancakes just for me and Kim"));
        assertEquals("回到上一步，盐要多少我没听清", IntentCatalog.connectivesBreak("回到上一步盐要多少我没听清"));
    }

    @Test
    void aNegatedRequestOrAnOpenerIsNotCut() {
        assertEquals("please dont make it for five people", IntentCatalog.connectivesBreak("please dont make it for five people"));
        assertEquals("i want to make it spicy", IntentCatalog.connectivesBreak("i want to make it spicy"));
        assertEquals("right lets skip to the last step", IntentCatalog.connectivesBreak("right lets skip to the last step"));
        assertEquals("four people and two kids", IntentCatalog.connectivesBreak("four people and two kids"));
        assertEquals("make it spicier the kids like it hot", IntentCatalog.connectivesBreak("make it spicier the kids like it hot"));
        assertEquals("多了改成什么", IntentCatalog.connectivesBreak("多了改成什么"));
    }
}
