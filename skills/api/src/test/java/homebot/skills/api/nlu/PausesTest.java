package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Spaces a recogniser leaves between Chinese phrases are pauses; spaces between single characters are not. */
class PausesTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "好了 肉下锅了 定个五分钟 就叫焯水 | 好了，肉下锅了，定个五分钟，就叫焯水",
        "搞定 我们做完啦 | 搞定，我们做完啦",
        "好 三分钟 帮我们定上 | 好，三分钟，帮我们定上",
        "下 一 步 | 下 一 步",
        "下 一 步 顺便 定 个 八 分 钟 | 下 一 步 顺便 定 个 八 分 钟",
        "帮 我 定 个 五 分钟 的 计时 | 帮 我 定 个 五 分钟 的 计时",
        "番茄 炒到 | 番茄 炒到",
        "ok 下一步 | ok 下一步",
        "下一步 | 下一步",
        "next step please | next step please",
    })
    void aPauseBetweenPhrasesIsAClauseBreak(String said, String read) {
        assertEquals(read, Pauses.asBreaks(said));
    }
}
