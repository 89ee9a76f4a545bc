package homebot.mode;

import static homebot.mode.ModeSwitchGuard.Action.ENTER;
import static homebot.mode.ModeSwitchGuard.Action.EXIT;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ModeSwitchGuardTest {
    private static final ModeDescriptor COOKING = new ModeDescriptor("cooking", "做饭模式",
            Map.of("en-US", "cooking mode"), List.of(), null, "cooking", "home-cooking", Path.of("/skills/home-cooking"));
    private final ModeSwitchGuard guard = new ModeSwitchGuard();

    @ParameterizedTest(name = "{0} \"{1}\" → {2}")
    @CsvSource(delimiter = '|', textBlock = """
            ENTER | 打开做饭模式                      | switch-allowed
            ENTER | 请帮我进入做饭模式吧              | switch-allowed
            ENTER | 开始 做饭 模式                    | switch-allowed
            ENTER | 切换到做饭模式                    | switch-allowed
            ENTER | 启用做饭模式                      | switch-allowed
            ENTER | 开启做饭模式                      | switch-allowed
            ENTER | 能不能打开做饭模式                | switch-allowed
            ENTER | Turn on cooking mode please       | switch-allowed
            ENTER | open cooking mode                 | switch-allowed
            ENTER | Switch to Cooking Mode.           | switch-allowed
            ENTER | let's start cooking mode          | switch-allowed
            ENTER | enter ｃｏｏｋｉｎｇ mode         | switch-allowed
            ENTER | 我想做饭                          | switch-name-missing
            ENTER | 今天晚上做番茄炒蛋                | switch-name-missing
            ENTER | start cooking                     | switch-name-missing
            ENTER | 做饭模式是什么                    | switch-verb-missing
            ENTER | what is cooking mode              | switch-verb-missing
            ENTER | I restarted cooking mode          | switch-verb-missing
            ENTER | 不要打开做饭模式                  | switch-verb-negated
            ENTER | 别开启做饭模式                    | switch-verb-negated
            ENTER | please don't start cooking mode   | switch-verb-negated
            ENTER | 退出做饭模式                      | switch-verb-missing
            EXIT  | 退出做饭模式                      | switch-allowed
            EXIT  | 关闭 做饭 模式                    | switch-allowed
            EXIT  | 结束做饭模式吧                    | switch-allowed
            EXIT  | turn off cooking mode             | switch-allowed
            EXIT  | exit cooking mode                 | switch-allowed
            EXIT  | stop cooking mode now             | switch-allowed
            EXIT  | end cooking mode                  | switch-allowed
            EXIT  | close the cooking mode            | switch-allowed
            EXIT  | 好了做完了                        | switch-name-missing
            EXIT  | 打开做饭模式                      | switch-verb-missing
            EXIT  | my friend likes cooking mode      | switch-verb-missing
            EXIT  | 先不要退出做饭模式                | switch-verb-negated
            EXIT  | do not exit cooking mode          | switch-verb-negated
            """)
    void checksTheUsersOwnWords(ModeSwitchGuard.Action action, String words, String code) {
        assertEquals(code, guard.check(action, COOKING, words).code(), words);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            打开 做饭 模式       | 打开做饭模式
            Turn  On   Cooking Mode | turn on cooking mode
            好 的 ， 做饭        | 好的,做饭
            """)
    void normalizesTranscriptSpacingAndCase(String in, String out) {
        assertEquals(out, ModeSwitchGuard.normalize(in));
    }

    @org.junit.jupiter.api.Test
    void aRefusalSaysWhatIsMissingInTheUsersWords() {
        ModeSwitchGuard.Verdict v = guard.check(ENTER, COOKING, "做饭模式是什么");
        assertEquals(false, v.allowed());
        assertEquals(true, v.reason().contains("\"做饭模式是什么\"") && v.reason().contains("打开"), v.reason());
        assertEquals(true, guard.check(EXIT, COOKING, "我饿了").reason().contains("做饭模式 / cooking mode"));
    }
}
