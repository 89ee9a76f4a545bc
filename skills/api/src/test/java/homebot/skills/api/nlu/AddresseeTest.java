package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class AddresseeTest {
    @Test
    void aPersonCalledByNameAndToldYouIsSpokenTo() {
        assertTrue(Addressee.someoneElse("Kofi, you always want jollof, every day jollof"));
        assertTrue(Addressee.someoneElse("Mei, your phone is ringing"));
        assertTrue(Addressee.someoneElse("老公，你去拿个盘子"));
    }

    @Test
    void aWordThatOpensASentenceIsNoName() {
        assertFalse(Addressee.someoneElse("Right, you can read the next step"));
        assertFalse(Addressee.someoneElse("Okay, you can set a timer for five minutes"));
        assertFalse(Addressee.someoneElse("Homebot, you can cancel the timer"));
    }
}
