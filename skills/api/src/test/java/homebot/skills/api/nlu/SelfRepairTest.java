package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** A speaker's own correction mid-sentence replaces what it corrects; answers and plain sentences stay as said. */
class SelfRepairTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "定三分钟，哦不，四分半 | 定四分半",
        // session 46: three as Ireland says it, corrected ("step tree no four")
        "step tree no four | step four",
        "帮我计时五分钟 啊不对 八分钟 | 帮我计时八分钟",
        "set a timer for two minutes... no, make that five | set a timer for five minutes",
        "set a timer for ten minutes, sorry I mean fifteen | set a timer for fifteen minutes",
        "timer for 5 minutes no wait 7 minutes | timer for 7 minutes",
        "做可乐鸡翅，我们两个人吃，不对，三个人 | 做可乐鸡翅，我们三个人",
        "pancakes, just for me... no wait, for three | pancakes, just for three",
        "蛋炒饭啊不对番茄炒蛋 | 番茄炒蛋",
        // session 38: Gan and Hakka 唔对 (not right), as said and as a recogniser spaces it
        "第二步唔对第五步 | 第五步",
        "去 第 二 唔 对 第 三 步 | 去第三步",
        // a count let go with 算了 and said again
        "两个人……算了，四个人的吧 | 四个人的吧",
        "做红烧肉三个人算了五个人 | 做红烧肉五个人",
        "下一步，不对，上一步 | 上一步",
        "红 烧 肉 哦 不 清 蒸 鱼 | 清蒸鱼",
        "鸡蛋要几多我是说要多少个 | 鸡蛋要多少个",
        "set a timer called pasta no wait called rice | set a timer called rice",
        // session 23: a number that counts no length, corrected with an apology after it
        "Go to step five... no, four, sorry. | Go to step four",
        "make it for six people, no, eight | make it for eight people",
        // session 24: the apology before the corrected number
        "Go to step six. No, sorry, five. | Go to step five",
        // session 25: Wu 佛对 (不对) as a recogniser writes it
        "跳到第六步佛对佛对第五步 | 跳到第五步",
        // session 36: a count of people said again, the dish before it kept
        "红烧肉做五个不对六个人的 | 红烧肉做六个人的",
        "番茄炒蛋做俩人的 啊不对 三个人的 | 番茄炒蛋做三个人的",
    })
    void theCorrectionReplacesWhatItCorrects(String said, String meant) {
        assertEquals(meant, SelfRepair.repaired(said));
    }

    @ParameterizedTest
    @ValueSource(strings = {"不对", "no, no timer", "no thanks", "不是", "不对不对", "下一步", "I know, no problem",
            "no timer for this step", "不用计时了，我盯着看就行", "我不是说过了吗", "set a timer for ten minutes"})
    void answersAndPlainSentencesStayAsSaid(String said) {
        assertEquals(said, SelfRepair.repaired(said));
    }
}
