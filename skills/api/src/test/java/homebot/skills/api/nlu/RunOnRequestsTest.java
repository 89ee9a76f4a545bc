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
    }

    @Test
    void aNegatedRequestOrAnOpenerIsNotCut() {
        assertEquals("please dont make it for five people", IntentCatalog.connectivesBreak("please dont make it for five people"));
        assertEquals("i want to make it spicy", IntentCatalog.connectivesBreak("i want to make it spicy"));
        assertEquals("right lets skip to the last step", IntentCatalog.connectivesBreak("right lets skip to the last step"));
        assertEquals("four people and two kids", IntentCatalog.connectivesBreak("four people and two kids"));
    }
}
