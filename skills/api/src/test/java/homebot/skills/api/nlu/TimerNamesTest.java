package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** A timer's name said last, after the length and often after a pause, is the timer's name. */
class TimerNamesTest {
    @ParameterizedTest
    @CsvSource({"再整一个二十分钟的，叫炖排骨,炖排骨", "再定一个三分钟，叫，叫翻面,翻面", "蒸八分钟，帮我计个时，名字叫蒸鱼,蒸鱼",
            "再set一个 十 分 钟 叫 泡 面,泡面", "Set another one for three minutes called garlic,garlic",
            "another one for an hour called roast,roast", "yes and call it stew please,stew",
            "put other timer of four minutes it call coffee,coffee", "set one for ten minutes its name rice,rice"})
    void theNameSaidLastIsRead(String said, String name) {
        assertEquals(Optional.of(name), TimerNames.saidAtEnd(said));
    }

    @ParameterizedTest
    @CsvSource({"再定一个二十分钟的", "叫五分钟", "他们叫我", "set another one for ten minutes"})
    void noNameIsMadeUp(String said) {
        assertEquals(Optional.empty(), TimerNames.saidAtEnd(said), said);
    }

    @Test
    void aTimerMatchWithoutANameTakesTheNameSaidLast() {
        IntentMatch m = new IntentMatch("timer_set", Map.of("d", "二十分钟"), "t", 0.95, "t");
        assertEquals(Optional.of("炖排骨"), TimerNames.withNameSaid(m, "再整一个二十分钟的，叫炖排骨").slot("name"));
        IntentMatch other = new IntentMatch("next", Map.of(), "t");
        assertEquals(other, TimerNames.withNameSaid(other, "下一步，叫炖排骨"));
    }

    @Test
    void aCancelThatNamesNoTimerTakesTheRunningOneTheWordsName() {
        IntentMatch m = new IntentMatch("timer_cancel", Map.of(), "t");
        assertEquals(Optional.of("garlic"), TimerNames.withTimerMentioned(m, "Garlic's done, kill that timer",
                java.util.List.of("pasta", "garlic")).slot("name"));
        assertEquals(Optional.empty(), TimerNames.withTimerMentioned(m, "kill that timer",
                java.util.List.of("pasta", "garlic")).slot("name"));
        assertEquals(Optional.empty(), TimerNames.withTimerMentioned(m, "the garlic and the pasta are done, cancel",
                java.util.List.of("pasta", "garlic")).slot("name"));
    }

    @Test
    void aCancelWhoseNameRunsNotTakesTheRunningOneTheWordsName() {
        // "取消咗佢" (cancel it) read 了它; a clause before the verb read as the name
        IntentMatch it = new IntentMatch("timer_cancel", Map.of("name", "了它"), "t");
        assertEquals(Optional.of("饭煲"), TimerNames.withTimerMentioned(it, "饭煲那个唔要了，我按错了，取消咗佢",
                java.util.List.of("炒肉", "饭煲")).slot("name"));
        IntentMatch clause = new IntentMatch("timer_cancel", Map.of("name", "电饭锅我忘了插电"), "t");
        assertEquals(Optional.of("米饭"), TimerNames.withTimerMentioned(clause, "米饭那个嫑了，电饭锅我忘了插电，关掉",
                java.util.List.of("焯鸡中翅", "米饭")).slot("name"));
        IntentMatch none = new IntentMatch("timer_cancel", Map.of("name", "米饭"), "t");
        assertEquals(Optional.of("米饭"), TimerNames.withTimerMentioned(none, "取消米饭的计时",
                java.util.List.of("计时", "第二个计时")).slot("name"), "the word for a timer names no timer called so");
        IntentMatch running = new IntentMatch("timer_cancel", Map.of("name", "米饭"), "t");
        assertEquals(Optional.of("米饭"), TimerNames.withTimerMentioned(running, "米饭那个关掉，焯鸡中翅还要",
                java.util.List.of("焯鸡中翅", "米饭")).slot("name"));
    }

    @ParameterizedTest
    @CsvSource({"再帮我定个叫洗衣机的,洗衣机", "叫花鸡,叫花鸡", "the pasta timer,pasta", "the taro for,taro", "小米粥先熬上,小米粥", "小米粥先熬上给它,小米粥", "把煮青菜那个,煮青菜", "叫叫翻面,翻面", "叫洗衣机,洗衣机", "名字叫汤,汤", "叫做米饭,米饭",
            "the rice one,rice", "rice one lah,rice", "锅里炖着汤呢给汤记,汤", "我面条,面条", "米线嘞,米线", "馒头的增,馒头",
            "boudin its done,boudin", "了它,''", "it,''",
            // session 23: the request's verb said before or after the thing ("定个洗衣机的", "汤定个", "先给米饭"), and
            // 饭 heard as 换 by a recogniser for a speaker who merges f and h
            "定个洗衣机的,洗衣机", "也定一个洗衣机,洗衣机", "先给米饭,米饭", "汤定个,汤", "再定个衣服个计时,衣服",
            "米换,米饭", "白换的,白饭", "换水,换水", "也给我定个洗衣机,洗衣机", "衣服个,衣服", "煮一个,煮一个",
            // session 25: who is asked before the thing ("帮我给粥", "麻烦你给洗衣机", "再帮我定个衣服"), the Cantonese
            // 同 for 给, and where it cooks or runs after it ("laundry down cellah", "chicken in the smoker")
            "帮我给粥,粥", "帮我洗衣机,洗衣机", "再帮我定个衣服,衣服", "麻烦你给洗衣机,洗衣机", "同饭煲,饭煲", "同糖水,糖水",
            "你帮我给米饭,米饭", "同事,同事", "帮手,帮手",
            "laundry down cellah,laundry", "chicken in the smoker,chicken", "brisket on the barbecue,brisket",
            "washing out in the garden,washing", "for the laundry,laundry", "name tea,tea",
            "饭也要烧个米饭,米饭", "糯米换,糯米饭", "煮个蛋,煮个蛋",
            // session 26: "by the way" and a 帮 with no 我 after it, before the thing ("顺便帮煲汤", "帮糖水")
            "顺便帮绿豆汤,绿豆汤", "帮红豆沙,红豆沙", "顺手给米饭,米饭", "另外帮我洗衣机,洗衣机",
            // session 38: why, run on with no comma (what still cooks, and where), is no part of the name
            "叫粥锅里还熬着粥,粥", "叫排骨正炖着,排骨",
            // session 39: 叫它 before a one-character name ("叫它汤", "叫它饭")
            "叫它汤,汤", "它饭,饭",
            // session 46: the thing, then which one by where it is; the request for a timer caught where a name goes
            "列巴烤箱里那个,列巴", "馒头锅里的那个,馒头", "冰箱里,冰箱里", "can you do a,''", "could you set me a timer,''",
            "do a timer,''", "rice,rice"})
    void aNameIsCleanedOfWhatFramesIt(String raw, String name) {
        assertEquals(name, TimerNames.clean(raw));
    }
}
