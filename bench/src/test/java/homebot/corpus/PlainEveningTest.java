package homebot.corpus;

import homebot.app.Assembly;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Ordinary evening speech through the whole daemon, each a few turns in: the wish to cook said as people say it
 * ("得给他们张罗晚饭了"), how many eat said with a pronoun ("就咱俩吃", "for the three of us"), a timer named by what it
 * is for ("面条也给定个十分钟", "one called beans"), questions about timers and steps in everyday words, "stop" said
 * at length, and an opener clause ("算了，…") that asks for nothing itself. The sentences are the lead's own, written
 * for the causes a blind slice showed (session 6), not its lines.
 */
class PlainEveningTest {
    @TempDir
    Path root;

    @ParameterizedTest(name = "{0} => {1}")
    @CsvSource(delimiter = '|', value = {
        // wishes to cook without the mode's name, and the yes after
        "客人七点到，我得赶紧张罗晚饭了 | mode_propose_enter | ",
        "外卖太难吃了，算了，我们自己做吧 | mode_propose_enter | ",
        "my sister says I should make dinner tonight | mode_propose_enter | ",
        // how many eat, said around the dish
        "做番茄炒蛋，就咱俩吃 | start | servings=2",
        "给我儿子做个蛋炒饭，就他一个人吃 | start | servings=1",
        "let's make fried rice for the four of us | start | servings=4",
        "做红烧肉 / 今天家里六口人，您给按六个人的量算 | scale | servings=6",
        // timers named by what they are for, in both languages
        "做红烧肉 / 面条也给定个十分钟 | timer_set | d=600 name=面条",
        "could you set one called beans for ten minutes | timer_set | d=600 name=beans",
        "set a timer for five minutes / and one for two hours, please | timer_set | d=7200",
        "set one for a minute and a half | timer_set | d=90",
        "could you set one for a minute and a half as well | timer_set | d=90",
        // questions about timers
        "做红烧肉 / 给面条计时十分钟 / 面条那个还剩多大工夫 | timer_left | ",
        "做红烧肉 / 给面条计时十分钟 / 面条还要等多久啊 | timer_left | ",
        "做红烧肉 / 给面条计时十分钟 / 现在都定了几个了 | timer_list | ",
        "set a timer for ten minutes called rice / how long on the rice | timer_left | ",
        "make pancakes / set a timer for ten minutes / how much time's left on that | timer_left | ",
        "做红烧肉 / 计时十分钟 / 刚才那个十分钟的不要了 | timer_cancel | ",
        "set a timer for ten minutes called beans / we can do without the beans one now | timer_cancel | name=beans",
        // steps
        "做红烧肉 / 下一步 / 最后那步是干什么的来着 | step_last | ",
        "做红烧肉 / 下一步 / 我们刚才说到哪儿了 | step_where | ",
        "做红烧肉 / 下一步 / 还要炒几步啊 | step_left | ",
        // stop said at length, never-mind clauses
        "做红烧肉 / 好了好了，别再念了 | stop | ",
        "make pancakes / ok that's plenty, you can stop talking now | stop | ",
        // a note put as 记上
        "做红烧肉 / 给我记上，下回冰糖少放点 | note | ",
        // how much, said of an ingredient asked after its amount
        "make spaghetti aglio e olio / garlic, is that four cloves? | ingredient | ",
        // finding a dish with what is at hand
        "is there anything with eggs I could make | find | ",
        // a speaker correcting themselves
        "set a timer for three minutes... no, make that four | timer_set | d=240",
        "做红烧肉 / 定两分钟，哦不，两分半 | offer_yes | d=150",
        "ok the fried rice, just for me... no wait, for three | start | servings=3",
        "打开做饭模式 / 红烧肉啊不对，清蒸鱼 | start | ",
        // a dish named with servings while nothing cooks, a misheard name alone, a cooking verb before a short name
        "今天拍可乐鸡翅，做六个人的量 | start | servings=6",
        "打开做饭模式 / 番茄炒到 | guess:start | ",
        "蒸个鱼 | start | ",
        // a denial never acts; staying on when asked whether to leave
        "set a timer for ten minutes / 我没说要取消计时啊 | none | ",
        "set a timer for ten minutes / I never said cancel the timer | none | ",
        "做红烧肉 / 我做完了 / 哦不是，接着做吧 | mode_declined | ",
        "make pancakes / I'm finished / no wait, still cooking | mode_declined | ",
        // code-switched and regional words, an offer taken with its length and a verb
        "我想cook一下，开一下cooking mode | mode_enter | ",
        "做红烧肉 / 下一步 / step four是什么 | step_info | ",
        "做红烧肉 / 第三步再讲一下给我听 | step_info | ",
        "做可乐鸡翅 / 鸡翼要几多只 | ingredient | ",
        "做红烧肉 / 焯五分钟，定上 | offer_yes | d=300",
        "做红烧肉 / 五分钟是吧，计一下 | offer_yes | d=300",
        "做红烧肉 / 设一个timer叫焖肉，四十分钟 | timer_set | d=2400 name=焖肉",
        "做红烧肉 / 再来一个，叫汤，一刻钟 | timer_set | d=900 name=汤",
        "make pancakes / set a timer for ten minutes / set another for five / scrap the lot | timer_cancel_all | ",
        // a recogniser's pauses between phrases, no punctuation
        "做红烧肉 / 不用 / 好了 肉下锅了 定个十分钟 就叫炖肉 | timer_set | d=600 name=炖肉",
        "做红烧肉 / 搞定 我们做完啦 | mode_propose_exit | ",
        "做红烧肉 / 不用 / 你把这一步再给我念一遍 我刚才没听清 | repeat | ",
        "定 个 十 分 种 | timer_set | d=600",
        "做红烧肉 / 不用 / 计时十分钟 / 计时五分钟 / 全都不要了 都关掉 都关掉 | timer_cancel_all | ",
        "做红烧肉 / 好的好的可以了，停 | stop | ",
        "make fried rice / done, that's dinner sorted | mode_propose_exit | ",
        "做红烧肉 / 不用 / 趁这会儿我煮个汤，汤也给定个二十分钟 | timer_set | d=1200 name=汤",
        "做红烧肉 / 不用 / 顺便再帮我定个十分钟 叫练琴 他得练完这一首 | timer_set | d=600 name=练琴",
        // English as a second language
        "make pancakes / please proceed further | next | ",
        "make pancakes / what is the current step number | step_where | ",
        "make pancakes / put one more timer of two minutes and name it butter | timer_set | d=120 name=butter",
        "make pancakes / set a timer for ten minutes / hows the timer doing | timer_left | ",
        "make pancakes / wait how much flour | ingredient | ",
        // session 10: a dish named with its verb moved, misheard, with how many eat or with haste; an offer echoed
        "今晚炒盘西红柿鸡蛋 | start | ",
        "炒个番茄鸡蛋，两个人吃 | start | servings=2",
        "红 少 肉 四 个 人 | start | servings=4",
        "打开做饭模式 / 可 了 鸡 翅 五 份 | start | servings=5",
        "可乐鸡翅，五个人吃的量 | start | servings=5",
        "清蒸鱼，快点 | start | ",
        "pancakes, quick | start | ",
        "做红烧肉 / 五分钟，好，五分钟 | offer_yes | d=300",
        "做红烧肉 / 嗯，计时，五分钟是吧，计上 | offer_yes | d=300",
        "做清蒸鱼 / 第二步 / 下一步 / 三分钟，好，三分钟 | offer_yes | d=180",
        "做清蒸鱼 / 第二步 / 下一步 / 好，就三分钟 | offer_yes | d=180",
        "做清蒸鱼 / 第二步 / 下一步 / 行，计时，八分钟是吧，开始吧 | offer_yes | d=480",
        // session 10: leaving said at length, Cantonese words in Mandarin, a line cook's slang, Indian English
        "make pancakes / right, I'm done with the cooking for today | mode_propose_exit | ",
        "make pancakes / ok that's enough cooking for tonight | mode_propose_exit | ",
        "make pancakes / I'm done with the cooking / nope not yet | mode_declined | ",
        "做红烧肉 / 仲有几多步 | step_left | ",
        "做红烧肉 / 宜家做到第几步 | step_where | ",
        "做红烧肉 / 计时十分钟 / 仲要几耐 | timer_left | ",
        "做红烧肉 / 第二步系咩 | step_info | ",
        "做红烧肉 / 改成三个人食 | scale | servings=3",
        "做红烧肉 / 不用 / 计时十分钟 / 还剩几分 | timer_left | ",
        "做红烧肉 / 不用 / 计时十分钟叫汤 / 汤那个撤了 | timer_cancel | name=汤",
        "做红烧肉 / 不用 / 计时十分钟 / 计时五分钟 / 计时的全撤掉 | timer_cancel_all | ",
        "做红烧肉 / 料单念一下 | ingredients | ",
        "make fried rice / how much rice is needed for this | ingredient | ",
        "make fried rice / how many eggs are required | ingredient | ",
        "make fried rice / tell me the full list of things I need | ingredients | ",
        "what all can I make with chicken | find | ",
        "make pancakes / put a timer of quarter of an hour | timer_set | d=900",
        // session 10: a request whose dish slot caught other words, while the sentence names the dish
        "打开做饭模式 / 孩子们回来了，给他们做个可乐鸡翅，你教教我怎么弄 | start | ",
        // session 10: a dish's whole name alone starts it, however the recogniser spaced it; "all" is never a name
        "清蒸鱼 | start | ",
        "fried rice please | start | ",
        "pan cakes then | start | ",
        "做红烧肉 / 不用 / 计时十分钟 / 计时五分钟 / 全都给我关了吧 | timer_cancel_all | ",
        "做红烧肉 / 不用 / 计时十分钟 / 计 四 全 部 取 消 | guess:timer_cancel_all | ",
        // a learner's measure word before 步, a polite yes
        "做红烧肉 / 下一步 / 请告诉我上一个步 | guess:previous | ",
        "做红烧肉 / 最后一个步是什么 | step_last | ",
        "做红烧肉 / 是的，请 | offer_yes | d=300",
        // session 10: a guess answers only the next turn ("嗯" after the mode was opened is no yes to it)
        "计时五分钟 / 不用，那五分钟的还走着呢 / 打开做饭模式 / 嗯 | none | ",
        // session 10: a dish wished for someone else, relayed, even after a greeting; an opinion relayed asks nothing
        "Hey, my husband said fried rice for dinner | start | ",
        "my daughter wants the pancakes this morning | start | ",
        "she said the pancakes were too sweet last time | none | ",
        // session 10: a thing and its length is a timer named after the thing
        "鸡蛋，八分钟 | timer_set | d=480 name=鸡蛋",
        "做红烧肉 / 不用 / 青菜两分钟 | timer_set | d=120 name=青菜",
        // session 10: the offered length with words that take it; the one who needs an amount is no dish
        "做红烧肉 / 五分钟，那给我定上吧 | offer_yes | d=300",
        "make fried rice / next / one minute, yes open it | offer_yes | d=60",
        "make fried rice / next / fine, do one minute then | offer_yes | d=60",
        "做番茄炒蛋 / 不用 / 我需要几个鸡蛋 | ingredient | ",
        // session 10: the northern polite 您 and its habits
        "您那里都有啥菜谱 | find | ",
        "回头见了您呐 | bye | ",
        "你都能干点啥 | help | ",
        "做红烧肉 / 不用 / 您别唠叨了 | stop | ",
        "做红烧肉 / 不用 / 您给记上，下回少放点盐 | note | ",
        // session 10: a length said again is one length; "keep a timer" in Indian English; an amount "required"
        "定个计时，半个钟头，半小时 | guess:timer_set | ",
        "make pancakes / also keep one more timer of ten minutes for the oven | timer_set | d=600 name=oven",
        "做番茄炒蛋 / how many eggs are required | ingredient | ",
        // session 10: Singapore and Malaysian particles after "then what" (the plain form had kept only "what": repeat)
        "make pancakes / then what leh | next | ",
        "make pancakes / now what lah | next | ",
        // session 10: the words of leaving said with the mode off never lead into it
        "好了，都做完了 / 嗯 | none | ",
        "行了，我做完了 / 对 | none | ",
        "ok I'm all done / yes | none | ",
        // session 10: the northern 儿 and 甭, a southern accent's f/hu in a unit after a number
        "做红烧肉 / 不用 / 下一步儿 | next | ",
        "做红烧肉 / 一共有几步儿 | step_count | ",
        "做红烧肉 / 不用 / 给我定个十分钟儿 | timer_set | d=600",
        "做红烧肉 / 下一步 / 我做到哪儿了 | step_where | ",
        "做红烧肉 / 甭计时了，我自个儿看着 | offer_no | ",
        "做红烧肉 / 不用 / 计 时 两 昏 钟 | timer_set | d=120",
        // (session 12: a long dish name heard right but for one syllable whose initial an accent swaps, f for h, is
        // the dish; it was only proposed before — the blur stays off everywhere else)
        "今 天 做 逢 烧 肉 | start | says=红烧肉",
    })
    void anOrdinaryEveningSentenceIsUnderstood(String turns, String intent, String slots) throws Exception {
        try (Assembly app = CookPipeline.start(root)) {
            CookPipeline.sayInTurn(app, turns).check(intent, slots);
        }
    }
}
