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
    /** The real skill folder, with its mode.json aliases and mode-intents.yaml. */
    private static final ModeDescriptor BUNDLED = new ModeDescriptor("cooking", "做饭模式",
            Map.of("en-US", "cooking mode"), List.of("烹饪模式"), null, "cooking", "home-cooking",
            Path.of(System.getProperty("user.dir")).resolve("../skills/home-cooking").normalize());
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
            EXIT  | i didnt say exit cooking mode     | switch-verb-negated
            ENTER | 麻烦您，帮我进一下做饭模式        | switch-allowed
            EXIT  | 好的，谢谢您，做饭模式可以关了    | switch-allowed
            EXIT  | 做饭模式不能关                    | switch-mention-only
            ENTER | 我进了一下做饭模式发现很好用      | switch-mention-only
            EXIT  | i dont want to exit cooking mode  | switch-verb-negated
            ENTER | we werent going to open cooking mode | switch-verb-negated
            ENTER | you shouldnt turn on cooking mode | switch-verb-negated
            ENTER | i cant stand it when you open cooking mode | switch-verb-negated
            ENTER | 打开窗户，不要进入做饭模式        | switch-verb-negated
            ENTER | 打开窗户不要进入做饭模式          | switch-verb-negated
            ENTER | 我开始觉得做饭模式很烦            | switch-mention-only
            ENTER | I never said to open cooking mode | switch-verb-negated
            ENTER | 做饭模式怎么打开                  | switch-mention-only
            ENTER | 帮我切到做饭模式                  | switch-allowed
            ENTER | 把做饭模式打开吧                  | switch-allowed
            EXIT  | 关掉做饭模式                      | switch-allowed
            EXIT  | 把做饭模式关了                    | switch-allowed
            EXIT  | 我没说要关闭做饭模式              | switch-verb-negated
            ENTER | 明天再打开做饭模式                | switch-verb-negated
            ENTER | 她说要进入做饭模式                | switch-verb-negated
            ENTER | we can turn on cooking mode tomorrow | switch-verb-negated
            ENTER | tomorrow turn on cooking mode     | switch-verb-negated
            ENTER | he said to turn on cooking mode   | switch-verb-negated
            ENTER | 我唔系话要开做饭模式              | switch-verb-negated
            ENTER | 我冇叫你开做饭模式                | switch-verb-negated
            EXIT  | 咪关做饭模式住                    | switch-verb-negated
            EXIT  | 做饭模式未好关                    | switch-mention-only
            EXIT  | 莫关做饭模式，我还要炒个菜        | switch-verb-negated
            ENTER | 莫开做饭模式                      | switch-verb-negated
            EXIT  | 弗要关做饭模式，我还没弄好        | switch-verb-negated
            EXIT  | 侬 弗 要 关 做 饭 模 式           | switch-verb-negated
            ENTER | 弗开做饭模式                      | switch-verb-negated
            EXIT  | 先把做饭模式关了汤明天再炖        | switch-allowed
            EXIT  | 好了 把 做 饭 模 式 关 了 剩 下 的 明 儿 再 弄 | switch-allowed
            ENTER | 把做饭模式开了我先去洗菜          | switch-allowed
            EXIT  | 把做饭模式关了没有                | switch-mention-only
            EXIT  | 做饭模式关了真清静                | switch-mention-only
            EXIT  | 我把做饭模式关了你怎么还在念      | switch-mention-only
            EXIT  | 明天再把做饭模式关了              | switch-verb-negated
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

    @ParameterizedTest(name = "{0} \"{1}\" → {2}")
    @CsvSource(delimiter = '|', textBlock = """
            ENTER | 我要做饭了                        | PROPOSE
            ENTER | 开始做饭吧                        | PROPOSE
            ENTER | let's cook                        | PROPOSE
            ENTER | 打开做饭模式                      | ACT
            ENTER | 我不想做饭                        | NONE
            ENTER | 今天天气不错                      | NONE
            EXIT  | 我做完了                          | PROPOSE
            EXIT  | 不做了                            | PROPOSE
            EXIT  | I'm done cooking                  | PROPOSE
            EXIT  | 退出做饭模式                      | ACT
            EXIT  | 我开始觉得做饭模式很烦            | NONE
            EXIT  | 推出做饭模式                      | PROPOSE
            EXIT  | 退出作饭模式                      | ACT
            EXIT  | 关必做饭模式                      | ACT
            ENTER | 推出做饭模式                      | NONE
            EXIT  | 不要推出做饭模式                  | NONE
            ENTER | 打开做饭魔事                      | ACT
            ENTER | 不要打开做饭魔事                  | NONE
            ENTER | 把做饭模式开开                    | ACT
            EXIT  | 把做饭模式关咧                    | ACT
            EXIT  | 我冒讲要关做饭模式                | NONE
            ENTER | chloe stop telling it to open cooking mode | NONE
            EXIT  | mum keeps asking it to leave cooking mode  | NONE
            ENTER | 先白进做饭模式，我还没想好吃啥    | NONE
            ENTER | 白 开 做 饭 魔 事                 | NONE
            EXIT  | 白关做饭模式，还有一个菜          | NONE
            ENTER | 明白，打开做饭模式                | ACT
            ENTER | 你又打开做饭模式了？烦死了        | NONE
            ENTER | 又进做饭模式啦                    | NONE
            EXIT  | 他又把做饭模式关了                | NONE
            ENTER | 再打开做饭模式                    | ACT
            EXIT  | 算了不做了退出做饭模式            | ACT
            EXIT  | 不炒了关掉做饭模式吧              | ACT
            EXIT  | 不想弄了关了做饭模式              | ACT
            EXIT  | 不做了不要退出做饭模式            | NONE
            EXIT  | 还没做完了别关做饭模式            | NONE
            ENTER | 不累了打开做饭模式                | ACT
            ENTER | cooking mode, turn on please      | ACT
            EXIT  | cooking mode, turn off            | ACT
            EXIT  | cooking mode, don't turn off      | NONE
            ENTER | 外婆又要开做饭模式了              | NONE
            ENTER | 她老是开着做饭模式                | NONE
            ENTER | 阿妈要煮饭了帮我开一下做饭模式    | ACT
            ENTER | we hardly use the cooking mode    | NONE
            ENTER | she always puts cooking mode on  | NONE
            ENTER | eh turn on da cooking mode       | ACT
            ENTER | 我去叫它开做饭模式                | NONE
            EXIT  | 你跟它说把做饭模式关了            | NONE
            ENTER | I'll get it to turn on cooking mode | NONE
            ENTER | 今晚吃鱼不                        | NONE
            ENTER | 没有冰糖咋整                      | NONE
            ENTER | 麻烦打开做饭的模式                | ACT
            ENTER | 哎，做饭模式，开一下吧            | ACT
            ENTER | 闺女说先开那个做饭模式，你帮我打开一下 | ACT
            ENTER | 我妈跟我说要先开那个做饭模式，麻烦你帮我打开一下嘛 | ACT
            ENTER | 我妈跟我说要先开那个做饭模式      | NONE
            EXIT  | 做饭模式太吵了，关了吧            | ACT
            EXIT  | 别关做饭模式，关了火再说          | NONE
            ENTER | 做饭模式好烦，关灯吧              | NONE
            ENTER | 这个音箱还能开做饭模式，厉害吧    | NONE
            ENTER | 它也可以进做饭模式的              | NONE
            ENTER | this thing can even do cooking mode | NONE
            ENTER | 你能开做饭模式吗                  | ACT
            ENTER | can you turn on cooking mode      | ACT
            ENTER | mum is the cooking mode on          | NONE
            ENTER | is cooking mode on already          | NONE
            EXIT  | was the cooking mode off            | NONE
            ENTER | cooking mode on                     | ACT
            ENTER | 打开做番模式                        | ACT
            ENTER | 开 开 做 反 摸 是                   | ACT
            EXIT  | 退出做反模式                        | ACT
            ENTER | 不要打开做番模式                    | NONE
            EXIT  | 推出做番模式                        | PROPOSE
            """)
    void judgesTheStrengthOfARequest(ModeSwitchGuard.Action action, String words, ModeSwitchGuard.Strength expected) {
        assertEquals(expected, guard.judge(action, BUNDLED, words), words);
    }

    @org.junit.jupiter.api.Test
    void aYesToAProposalCountsAsTheUsersWordsButTheModelAloneNever() {
        assertEquals(false, guard.check(ENTER, COOKING, "好").allowed(), "no proposal: a bare yes switches nothing");
        guard.propose(new ModeSwitchGuard.Proposal(ENTER, "cooking"));
        assertEquals(false, guard.check(EXIT, COOKING, "好").allowed(), "the yes is for entering only");
        assertEquals(false, guard.check(ENTER, COOKING, "讲个笑话").allowed());
        assertEquals(true, guard.check(ENTER, COOKING, "好的").allowed());
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"好嘞", "行啊", "要的", "可以的", "好的好的", "嗯嗯", "sounds good", "yes please"})
    void aYesInAnyCommonFormConfirmsAProposal(String yes) {
        guard.propose(new ModeSwitchGuard.Proposal(ENTER, "cooking"));
        assertEquals(true, guard.check(ENTER, COOKING, yes).allowed(), yes);
    }

    @org.junit.jupiter.api.Test
    void aRefusalSaysWhatIsMissingInTheUsersWords() {
        ModeSwitchGuard.Verdict v = guard.check(ENTER, COOKING, "做饭模式是什么");
        assertEquals(false, v.allowed());
        assertEquals(true, v.reason().contains("\"做饭模式是什么\"") && v.reason().contains("打开"), v.reason());
        assertEquals(true, guard.check(EXIT, COOKING, "我饿了").reason().contains("做饭模式 / cooking mode"));
    }
}
