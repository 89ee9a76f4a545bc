package homebot.household;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The arbitration rule as a table: every unit applies it to the same claims, so exactly one answers. */
class WakeArbiterTest {
    private static WakeArbiter.Claim claim(String room, double score) {
        return new WakeArbiter.Claim(room, score, room + "-1", 0);
    }

    @Test
    void theBestScoreWinsAndATieGoesToTheRoomNameThatSortsFirst() {
        record Row(String room, double score, List<WakeArbiter.Claim> rivals, boolean answers) {}
        List<Row> table = List.of(
                new Row("kitchen", 0.9, List.of(), true),
                new Row("kitchen", 0.9, List.of(claim("dining", 0.7)), true),
                new Row("dining", 0.7, List.of(claim("kitchen", 0.9)), false),
                new Row("dining", 0.8, List.of(claim("kitchen", 0.8)), true),
                new Row("kitchen", 0.8, List.of(claim("dining", 0.8)), false),
                new Row("hall", 0.95, List.of(claim("dining", 0.7), claim("kitchen", 0.9)), true),
                new Row("kitchen", 0.9, List.of(claim("dining", 0.7), claim("hall", 0.95)), false));
        for (Row r : table) {
            assertEquals(r.answers(), WakeArbiter.wins(r.room(), r.score(), r.rivals()), r.toString());
        }
    }

    @Test
    void amongAnyClaimsExactlyOneRoomAnswers() {
        List<WakeArbiter.Claim> all = List.of(claim("a", 0.5), claim("b", 0.91), claim("c", 0.91), claim("d", 0.2));
        long answering = all.stream().filter(me -> WakeArbiter.wins(me.room(), me.score(),
                all.stream().filter(o -> o != me).toList())).count();
        assertEquals(1, answering);
    }
}
