package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * How many eat, said anywhere around the dish that starts (another clause, before or after the name, in the
 * words people use): the recipe starts for that many, not for the recipe's own count.
 */
class ServingsSaidWithTheDishTest {
    @TempDir
    Path workspace;
    FakeModeSession s;
    CookingMode mode;

    @BeforeEach
    void setUp() throws Exception {
        s = FakeModeSession.in(workspace);
        mode = new CookingMode();
    }

    @org.junit.jupiter.api.Test
    void anotherDishWithItsServingsStartsWhileOneCooks() {
        Say.text(mode, s, "做番茄炒蛋");
        Say.text(mode, s, "接着做可乐鸡翅，六个人");
        CookingState st = new CookingStateStore().load(s.sessionDir());
        assertEquals("可乐鸡翅", st.recipe());
        assertEquals(6, st.servings());
        Say.text(mode, s, "可乐鸡翅，三个人");
        assertEquals(3, new CookingStateStore().load(s.sessionDir()).servings());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "请开始做红烧肉，按两人份计算。| 红烧肉 | 2",
        "先做番茄炒蛋吧，算上我们一共四个人 | 番茄炒蛋 | 4",
        "蛋 炒 饭 两 人 份 | 蛋炒饭 | 2",
        "做可乐鸡翅，我们家五口人 | 可乐鸡翅 | 5",
        "pancakes for two | Pancakes | 2",
        "aglio e olio for six | Spaghetti aglio e olio | 6",
        "Pancakes. For the whole crew, that's six of us | Pancakes | 6",
        "let's make fried rice, there are three of us tonight | Fried rice | 3",
    })
    void theDishStartsForAsManyAsWereSaid(String said, String recipe, int servings) {
        Say.text(mode, s, said);
        CookingState st = new CookingStateStore().load(s.sessionDir());
        assertEquals(recipe, st.recipe(), said);
        assertEquals(servings, st.servings(), said);
    }
}
