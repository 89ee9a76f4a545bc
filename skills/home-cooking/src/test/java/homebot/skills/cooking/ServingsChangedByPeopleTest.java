package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A host whose guests come and go: "又来了两个客人" adds two to the servings, "走了一个" takes one away. */
class ServingsChangedByPeopleTest {
    @TempDir
    Path workspace;

    @Test
    void guestsWhoComeOrGoChangeTheServingsByThatMany() throws Exception {
        FakeModeSession s = FakeModeSession.in(workspace);
        CookingMode mode = new CookingMode();
        Say.text(mode, s, "做红烧肉");
        int start = new CookingStateStore().load(s.sessionDir()).servings();
        Say.text(mode, s, "又来了两个客人");
        assertEquals(start + 2, new CookingStateStore().load(s.sessionDir()).servings());
        Say.text(mode, s, "走了一个人");
        assertEquals(start + 1, new CookingStateStore().load(s.sessionDir()).servings());
        Say.text(mode, s, "two more guests are coming");
        assertEquals(start + 3, new CookingStateStore().load(s.sessionDir()).servings());
    }
}
