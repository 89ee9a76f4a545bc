package homebot.corpus;

import homebot.app.Assembly;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What a cook says at the stove, through the whole daemon, for the causes a blind slice showed (session 11; the
 * sentences are the lead's own, not the slice's): a step asked to be read ("麻烦给我念下一步", "直接念最后一步"), the
 * step one is on named by its number ("再念一遍第二步" on step two is a repeat), an offer answered
 * with a reason ("不用再定了，我盯着呢") or taken late ("现在可以计时了"), the question whether to leave answered
 * "not finished yet", a yes said with thanks, English said as people say it ("it's just me tonight"), and a
 * recogniser's near-homophones ("cooking mood", "text step"); (session 13) Shaanxi, Hunan, Nigerian and Southern-US
 * words, a correction of what was heard, a pantry thing run out; and (session 12) a dish said first and then what to do with
 * it ("红烧肉整起"), southwestern words (咋个, 一哈), an accent's f for h in a dish's name, cooking said as the dish of
 * rice or noodles to be made, a phone answered at the stove; (session 14) a southern accent's consonants and tones as a
 * recogniser writes them, Minnan words, a pause after a particle, German, British and Scots English. {@code !intent}:
 * anything but that, and nothing acts.
 */
class AtTheStoveTest {
    @TempDir
    Path root;

    @ParameterizedTest(name = "{0} => {1}")
    @CsvSource(delimiter = '|', value = {
        // a step asked to be read out
        "做红烧肉 / 麻烦给我念下一步 | next | says=第二步",
        "做红烧肉 / 下一步讲的啥 | next | says=第二步",
        "做红烧肉 / 请你说一下下一步 | next | says=第二步",
        "做红烧肉 / 下一步 / 直接给我念最后一步吧 | goto_last | says=第六步",
        // the step one is on, asked about again, and another step asked about without moving
        "做红烧肉 / 下一步 / 这一步刚刚说的啥来着 | repeat | says=第二步",
        "做红烧肉 / 下一步 / 下一步 / 第一步之前讲的是什么来着 | step_info | says=第一步",
        "做红烧肉 / 下一步 / 再念一遍第二步 | repeat | says=第二步",
        "make pancakes / next / read step two again please | repeat | ",
        // an offer taken late, or declined with a reason
        "做红烧肉 / 下一步 / 好，现在可以计时了 | offer_yes | d=180",
        "做红烧肉 / 下一步 / 不用再定了，我盯着呢 | offer_no | ",
        "做红烧肉 / 不必再计了 | offer_no | ",
        "做红烧肉 / 不用计了，五分钟我自己数得过来 | offer_no | ",
        "make pancakes / next / next / no, one's already going | offer_no | ",
        // no timer is named by the words of a reason
        "计时五分钟 / 不用，已经在计时了 | !timer_cancel | ",
        "计时五分钟 / 不要，正在计着呢 | !timer_cancel | ",
        "做番茄炒蛋 / 不用 / 不用不用 | !ingredient | ",
        // not finished yet: a no to leaving
        "做红烧肉 / 好了，不做了 / 等等，还没弄完呢 | mode_declined | ",
        "做红烧肉 / 我做完了 / 不对，还没出锅 | mode_declined | ",
        "做红烧肉 / 不做了 / 哦，还没好，先不退 | mode_declined | ",
        // a yes said with thanks is only a yes
        "我要做饭了 / 行，麻烦你 | mode_enter | ",
        "我准备做饭了 / 好的，麻烦您了 | mode_enter | ",
        // English said as people say it
        "make pancakes / it's just me tonight | scale | servings=1",
        "make pancakes / it's for me and my flatmate | scale | servings=2",
        "what can you actually do | help | ",
        "do you have a recipe for lasagne | find | ",
        "你会做宫保鸡丁吗 | find | ",
        "hey home bot | greet | ",
        "make pancakes / ok and then | next | says=Step_2",
        "make pancakes / shut up for a second | stop | ",
        "set a timer for ten minutes / what's left on the timers | timer_left | ",
        // a recogniser's near-homophones
        "turn on cooking mood | mode_enter | ",
        "make pancakes / text step | next | says=Step_2",
        // how much, in the words of the south
        "做可乐鸡翅 / 鸡翅要几多只 | ingredient | says=鸡翅",
        // the answer after the reason, in the words of the southwest (莫, 不消, 计起) and elsewhere
        "做红烧肉 / 葱没洗，先莫计时 | offer_no | ",
        "做红烧肉 / 火小，我自己看着，不用计 | offer_no | ",
        "做红烧肉 / 知道了，不消定时 | offer_no | ",
        "做红烧肉 / 不用了，已经在定着了 | offer_no | ",
        "make pancakes / next / next / already got a timer, no need | offer_no | ",
        "做红烧肉 / 计起嘛 | offer_yes | d=300",
        "做红烧肉 / 你莫念了 | stop | ",
        "做红烧肉 / 哈一步 | next | says=第二步",
        "做红烧肉 / 下一步 / 接到说 | next | says=第三步",
        // not yet, to the question whether to start or to leave
        "做红烧肉 / 好了，不做了 / 等等，我还得做个菜呢 | mode_declined | ",
        "I'm going to cook dinner / not just yet, thanks | mode_declined | ",
        // a dish put off to later is no request; the mode named with 把 names no timer (and, said with a southern accent, is left)
        "那个红烧肉太费工夫了，我晚上再做 | !start | ",
        "打开做饭模式 / 计时五分钟 / 好了把做换模四关了 | mode_exit | ",
        // wishes to cook, said as people say them
        "I think I'm going to make a start on dinner | mode_propose_enter | ",
        "我准备开火了 | mode_propose_enter | ",
        // English timers named after the length, and what runs
        "set a timer ten minutes for the rice | timer_set | d=600 name=rice",
        "could you set another one for five minutes for the garlic bread | timer_set | d=300 name=garlic_bread",
        "make pancakes / set another one for to minutes | timer_set | d=120",
        "set a timer for ten minutes / what have I got running at the moment | timer_list | ",
        // steps and amounts, said at length
        "make spaghetti aglio e olio / how much spaghetti does it need | ingredient | ",
        "make pancakes / how much flower | ingredient | ",
        "make pancakes / next / could we go right back to the start | restart | ",
        "make pancakes / could you stop there for a moment | stop | ",
        "拜拜拜拜 | bye | ",
        // a noisy English morning: time words after the dish, a step reported done then the ask, a yes with a length,
        // an English ingredient alone after an amount, "hang on" before a question
        "ok so we're making pancakes this morning | start | says=Pancakes",
        "make pancakes / the flour is whisked so whats next | next | says=Step_2",
        "make pancakes / ok the eggs are beaten next | next | says=Step_2",
        "make pancakes / done with this bit so what's next | next | says=Step_2",
        "make pancakes / next / next / sure three minutes | offer_yes | d=180",
        "make pancakes / how much milk / baking powder | ingredient | says=baking_powder",
        "make pancakes / hang on how much sugar | ingredient | says=sugar",
        "make pancakes / let's scale it up to six people | scale | servings=6",
        // said at length: stop after done-words, a length declined, a yes with a length and words around it, a question
        // relayed by family, a question about remembering, a reason before the ask
        "做红烧肉 / 行，可以了，先停一下 | stop | ",
        "做红烧肉 / 五分钟就算了 | offer_no | ",
        "做红烧肉 / 五分钟不消计 | offer_no | ",
        "做红烧肉 / 焯好了，后头呢 | next | says=第二步",
        "make fried rice / next / well, go on, time it | offer_yes | d=60",
        "make fried rice / next / no / actually, go on, time it | offer_yes | d=60",
        "做红烧肉 / 不用 / 算了，还是计上吧 | offer_yes | d=300",
        "make pancakes / next / next / Sorry, what's step five, just so I know? | !repeat | ",
        "make pancakes / next / Sorry, could you stop there for a moment? | stop | ",
        "make pancakes / next / next / fine, do four minutes then | offer_yes | d=240",
        "make pancakes / next / next / okay po, six minutes | offer_yes | d=360",
        "做红烧肉 / 我妈问生抽要放多少 | ingredient | says=生抽",
        "做红烧肉 / 不用 / 肉要冷水下锅，你记住了没有 | !note | ",
        "make pancakes / next / next / oh no it spilled go back to the start | restart | ",
        "make pancakes / what else can we make with eggs | find | ",
        "set a timer for five minutes / how many timers are on | timer_list | ",
        "set a timer for five minutes / open another one for three minutes, for the sauce | timer_set | d=180 name=sauce",
        "set a timer for five minutes / close the timer | timer_cancel | ",
        "计时五分钟 / 还有什么在计时 | timer_list | ",
        "make pancakes / the oven is ready, I'll skip to step four | goto | says=Step_4",
        // a step's timer declined, then the cook comes back to the step from another: offered again; not on a repeat
        "做红烧肉 / 下一步 / 不用 / 下一步 / 从头开始 / 下一步 / 好 | offer_yes | d=180",
        "make pancakes / next / next / no / next / go back a step / yes | offer_yes | d=300",
        "做红烧肉 / 下一步 / 不用 / 再说一遍 / 好 | !offer_yes | ",
        // session 12: the dish first, then what to do with it; southwestern 咋个, 一哈; a cooking verb before the dish
        "红烧肉整起 | start | says=红烧肉",
        "番茄炒蛋咋个弄 | start | says=番茄炒蛋",
        "可乐鸡翅你教我一哈 | start | says=可乐鸡翅",
        "清蒸鱼咋个做嘛你教教我 | start | says=清蒸鱼",
        "今天煮个红烧肉 | start | says=红烧肉",
        // an accent's f for h in a dish's name (红 said fong)
        "来个冯烧肉 | start | says=红烧肉",
        // cooking said as what is cooked, with the hunger it is for
        "好饿，我去煮碗面 | mode_propose_enter | ",
        "饿了我要炒个菜 | mode_propose_enter | ",
        // a phone answered in the kitchen: told to the caller, nothing switches
        "做红烧肉 / 喂，嗯，做饭模式关了，我在吃饭，你说 | none | ",
        "打开做饭模式 / 喂喂，你好，做饭模式开了，晚点回你 | none | ",
        // session 12: the mode asked for with 嘛 and a full stop; southwestern offer answers (看到, 盯到, 先不计)
        "做饭模式打开嘛。 | mode_enter | ",
        "做红烧肉 / 先不计，我自己看到的 | offer_no | ",
        "做红烧肉 / 麻烦你帮我盯到时间嘛 | offer_yes | d=300",
        "做红烧肉 / 不用 / 好，接到 | next | says=第二步",
        // what the kitchen can make, what homebot can do, in Sichuan words; an A-not-A tag takes nothing back
        "冰箱头只有两个土豆，能做点啥子？ | find | ",
        "你都有些啥子菜谱 | find | ",
        "你能帮我干啥子 | help | ",
        "做清蒸鱼 / 今天人多，算八个人嘛，你看要得不 | scale | servings=8",
        "做可乐鸡翅 / 帮我记到起，下回少放点糖 | note | ",
        "做清蒸鱼 / 把要用的东西给我念一遍嘛 | ingredients | ",
        "计时五分钟 / 现在有哪些在计时 | timer_list | ",
        "做红烧肉 / 今天煮的饭不行吗 | none | ",
        // Indian English: put for set, itself for emphasis
        "make pancakes / next / next / yes, please put the timer | offer_yes | d=300",
        "make pancakes / next / next / okay, put three minutes | offer_yes | d=180",
        "make pancakes / next / next / no need, I'll watch the pan myself | offer_no | ",
        "make pancakes / read me the full list itself | ingredients | ",
        "make pancakes / one more for eight minutes for the potatoes in the oven | timer_set | d=480 name=potatoes",
        "I'll cook something quickly, I'm starving | mode_propose_enter | ",
        // session 13: a clause that only says "never mind" asks nothing; the hunger cooked for someone, a 顿 of it
        "做番茄炒蛋 / 没关系，不计了 | offer_no | ",
        "我想给老公煮顿饭 | mode_propose_enter | ",
        "拿鸡蛋能做点啥子不 | find | says=番茄炒蛋",
        "冰箱里只有剩饭跟鸡蛋，能做点啥 | find | says=蛋炒饭",
        // a slot never begins with the particle that closed the clause before it
        "做可乐鸡翅 / 生抽要放好多哦？两勺够不够啊？ | ingredient | says=三人份",
        "make pancakes / what is the next step, no? | next | says=Step_2",
        "let's cook / no, no need of cooking mode today | mode_declined | ",
        "你好啊机器 | greet | ",
        "你好么 | greet | ",
        "帮我顶个五分钟的闹钟 | timer_set | d=300",
        "定个八分钟的闹钟，汤那边 | timer_set | d=480 name=汤",
        "计时十分钟叫米饭 / 米饭好了那个闹钟关了嘛 | timer_cancel | name=米饭",
        "做番茄炒蛋 / 要得要得计嘛 | offer_yes | d=60",
        "做红烧肉 / 我做完了 / 不不不，还要烧个汤 | mode_declined | ",
        "我要做饭了 / 不开不开，我自己看到弄 | mode_declined | ",
        "你有些啥子菜谱，念来听一哈 | find | ",
        "谢谢你哈，我去洗碗了，拜拜 | bye | ",
        // accents as a recogniser writes them: v for w, t for th, "time her" for timer; Indian "do the needful"
        "make pancakes / next / next / yes set the time her | offer_yes | d=300",
        "set a time her for tree minutes | timer_set | d=180",
        "timer for five minutes / timer for ten minutes / cancel all the time hers | timer_cancel_all | ",
        "let's cook / yes, do the needful | mode_enter | ",
        "make pancakes / vat is the next step | next | says=Step_2",
        // Shaanxi 嫑 (don't) never switches the mode, as said or as a recogniser writes it (表)
        "先嫑开做饭模式，我就看看 | none | ",
        "表 开 做 饭 模 式 | none | ",
        "做番茄炒蛋 / 下来咋弄 | next | says=第二步",
        "做番茄炒蛋，四个人咥 | start | servings=4",
        "做红烧肉 / 嫑掐咧，我自个儿看着 | offer_no | ",
        "做番茄炒蛋 / 能成 | offer_yes | d=60",
        "做番茄炒蛋 / 爸爸说要 | offer_yes | d=60",
        // Hunan and Jiangxi 莫子 (what), 冒 (not)
        "做红烧肉 / 下一步是莫子 | next | says=第二步",
        "做红烧肉 / 冒要冒要 | offer_no | ",
        "做红烧肉 / 我做完了 / 冒有冒有，还要炒个菜 | mode_declined | ",
        "做红烧肉 / 算了，今天不炒了，明天再搞 | mode_propose_exit | ",
        "今天休息，我想好好做一顿晚饭 | mode_propose_enter | ",
        "做可乐鸡翅 / 第四步要放哪些调料 | step_info | says=第四步",
        "你能帮我做哪些事情 | help | ",
        // a correction of what was heard ("不是X，是Y") is Y
        "不是鸡脚，是可乐鸡翅 | start | says=可乐鸡翅",
        // English of the American South, Nigeria and the Philippines
        "hi there, sugar | greet | ",
        "what all can you cook | find | ",
        "make spaghetti / it's four of us tonight | scale | servings=4",
        "make spaghetti / next / next / next / go back one, I missed that | previous | says=Step_3",
        "let's cook / nah, not right now | mode_declined | ",
        "how far | greet | ",
        "wetin you fit cook | find | ",
        "make pancakes / whats the last tep | step_last | ",
        "set a timer for ten minutes call am rice | timer_set | d=600 name=rice",
        "salamat po | thanks | ",
        "make pancakes / we don finish | mode_propose_exit | ",
        "okay na, make we do fried rice | start | says=Fried_rice",
        "make fried rice / we're done / yes off am | mode_exit | ",
        "make fried rice / we're done / no wait, let's cook another thing | mode_declined | ",
        // Shaanxi 算咧 and 嫑 take a timer back; 得是 checks a count; 饿 as a recogniser writes 额 (me)
        "再定个五分钟，算咧算咧，嫑定咧 | none | ",
        "做可乐鸡翅 / 得是还剩五步 | step_left | ",
        "给饿定个半个钟头 | timer_set | d=1800",
        // a pantry thing finished ran out: the cook is not done
        "make fried rice / the sesame oil is finished, what a pity | none | ",
        // (session 14) a southern accent as a recogniser writes it: f and h, n and l, zh and z, 不 for 步, 森么 for 什么
        "把 做 换 模 式 打 开 | mode_enter | ",
        "做红烧肉 / 退 出 做 换 模 式 | mode_exit | ",
        "里 好 呀 | greet | ",
        "做红烧肉 / 好 / 还 有 几 分 宗 | timer_left | ",
        "来 个 逢 烧 五 发 肉 吧 | start | says=红烧肉",
        "做可乐鸡翅 / 脑 抽 要 几 勺 | ingredient | says=老抽",
        "做番茄炒蛋 / 第 三 不 四 森 么 | step_info | says=第三步",
        "做番茄炒蛋 / 下一步 / 下 一 不 森 么 | next | says=第三步",
        "放点音乐 | !start | ",
        "做红烧肉 / 嘘，先别念了 | stop | ",
        // Minnan 爱 (want), 呷 (eat) and 不会 (no); "have you eaten" as a greeting
        "做红烧肉 / 冰 糖 爱 放 多 扫 | ingredient | says=冰糖",
        "做红烧肉 / 八 个 人 甲 | scale | servings=8",
        "做红烧肉 / 爱 计 丝 啦 | offer_yes | d=300",
        "做红烧肉 / 不 会 计 丝 | offer_no | ",
        "你吃饱了没 | greet | ",
        // a pause after a particle the recogniser wrote without a comma; a stammered word
        "做番茄炒蛋 / 好 / 番 茄 炒 好 啦 计 时 全 部 关 掉 | timer_cancel_all | ",
        "我要做饭 / 那那红烧肉吧 | start | says=红烧肉",
        "帮我定个五分钟，叫它焖肉 | timer_set | d=300 name=焖肉",
        // German words in English, British endearments, Scots negations
        "let's cook / ja | mode_enter | ",
        "make pancakes / we're done / nein | mode_declined | ",
        "make spaghetti / next / genau | offer_yes | d=540",
        "hello there, love | greet | ",
        "make pancakes / I think we're done now, pet | mode_propose_exit | ",
        "make pancakes / we're done / dinnae turn it off yet | mode_declined | ",
        "make pancakes / set a timer for five minutes / dinnae cancel it | !timer_cancel | ",
        "make pancakes / put a timer on for twenty minutes and call it ham | timer_set | d=1200 name=ham",
        "make pancakes / set a timer for five minutes / how long must it still cook | timer_left | ",
        "make pancakes / what number are we on | step_where | ",
        "make pancakes / there'll be six of us | scale | servings=6",
        "make pancakes / next / what's it say next | next | says=Step_3",
        "cheery oh | bye | ",
        // a dish chosen after a pause the recogniser wrote as a space, after an endearment, or named twice
        "我要做饭 / 没 有 排 骨 啊 那 番 茄 炒 蛋 | start | says=番茄炒蛋",
        "steamed fish, love | start | says=清蒸鱼",
        "番 茄 炒 蛋 我 今 天 就 做 番 茄 炒 蛋 | start | says=番茄炒蛋",
        "炒 个 蛋 炒 换 | start | says=蛋炒饭",
        // a timer declined as people decline it, 莫 for 别 after a first clause, a goodbye after thanks
        "做红烧肉 / no, that's fine, thank you | offer_no | ",
        "做红烧肉 / no, I've already got one going | offer_no | ",
        "做红烧肉 / 不 用 了 已 经 在 计 了 | offer_no | ",
        "做番茄炒蛋 / 好了，你莫念了 | stop | ",
        "make pancakes / lovely, thanks, bye for now | bye | ",
        // a dish the book does not have, asked for with the mode off: said at once, nothing proposed or entered
        "教我做回锅肉 | start | says=回锅肉 mode=off",
        "我 想 做 个 酸 辣 土 豆 丝 | start | says=酸辣土豆丝 mode=off",
        "今天晚上咱们包饺子吧 | start | says=饺子 mode=off",
        "could you show me how to make a chicken curry | start | says=chicken_curry mode=off",
        "教我做回锅肉 / 那就红烧肉吧 | start | says=红烧肉 mode=on",
        "我要做饭了 | mode_propose_enter | mode=off",
        "我得做晚饭了 | mode_propose_enter | mode=off",
        "let's cook something | mode_propose_enter | mode=off",
        "我先去做个作业 | !start | mode=off",
        // a no with nothing offered (the step's timer already runs, or was declined): heard, nothing changes
        "做红烧肉 / 下一步 / 好 / 再说一遍 / 不用不用，在计着呢 | offer_no | ",
        "做番茄炒蛋 / 下一步 / 下一步 / 不用 / 再念一遍 / 不要 | offer_no | ",
        "make pancakes / next / next / yes / say that again / nope, it's already running | offer_no | ",
        // Shanghainese 额 after a yes (the recogniser writes 饿), 覅 (don't) written 费 or 飞, 侬 or 农 for 你, 哪能
        "做红烧肉 / 对额 | offer_yes | d=300",
        "做红烧肉 / 可 以 饿 | offer_yes | d=300",
        "做红烧肉 / 费 定 了 | offer_no | ",
        "做红烧肉 / 飞 | offer_no | ",
        "我 费 开 做 饭 模 式 | none | mode=off",
        "我 飞 进 做 饭 模 式 的 | none | mode=off",
        "农 好 | greet | ",
        "侬会烧点啥菜 | find | ",
        "可乐鸡翅哪能做 | start | says=可乐鸡翅",
        "做红烧肉 / 记一记，下趟冰糖少放点 | note | ",
        "做红烧肉 / 我烧好了 | mode_propose_exit | ",
        "我烧好了 | !mode_propose_enter | mode=off",
        "做红烧肉 / 下一步 / 第 五 步 是 撒 | step_info | says=第五步",
        // Jinan 恁 (written 嫩) for 你, 顶 for 定; a child's name called before the words is said to the child
        "嫩 好 | greet | ",
        "做红烧肉 / 顶 上 | offer_yes | d=300",
        "豆豆，晚上吃可乐鸡翅好不好 | none | mode=off",
        "乐乐，快去洗手 | none | ",
        // Nigerian English: no wahala, yes o, oya; a timer put on or off; abeg
        "make pancakes / next / next / no wahala | offer_yes | d=300",
        "make pancakes / next / next / oya do it | offer_yes | d=300",
        "make pancakes / next / next / please help me on it | offer_yes | d=300",
        "make pancakes / next / next / no, leave it | offer_no | ",
        "make pancakes / abeg on a rice timer for twenty minutes | timer_set | d=1200 name=rice",
        "make pancakes / set a timer for ten minutes called yam / off the yam timer | timer_cancel | name=yam",
        "make pancakes / set a timer for ten minutes / set a timer for five minutes / please off all the timers | timer_cancel_all | ",
        // a question about dinner is no dish called "what's"; a dish asked to be taught politely
        "what's for dinner tonight? | !start | ",
        "can you please teach me beef stroganoff | start | says=stroganoff mode=off",
        // asked whether to leave, the cook praises the dish and thanks: that agrees to nothing
        "做番茄炒蛋 / 我做完了 / 真香，谢谢啊 | !mode_exit | mode=on",
        "make pancakes / we're done / lovely, thank you | !mode_exit | mode=on",
        "make pancakes / we're done / yes, thank you | mode_exit | mode=off",
        // a meal, or when and with whom, is no dish the book lacks
        "我今天想好好做一桌像样的饭菜 | !start | mode=off",
        "we're gonna cook together tonight | !start | mode=off",
        // a taste told is no dish asked for; 俩 people; a length then "顶一个"; 覅 before "say"; notes and timers as said
        "我最喜欢吃可乐鸡翅了 | none | mode=off",
        "做个番茄炒蛋，俩人吃 | start | servings=2",
        "做红烧肉 / 再炖十分钟顶一个 | timer_set | d=600",
        "做红烧肉 / 覅讲了，我晓得了 | stop | ",
        "做红烧肉 / 飞 说 了 | stop | ",
        "做红烧肉 / 记一记，下趟老抽少放点，颜色太深了 | note | ",
        "make pancakes / write it down, less sugar next time | note | ",
        "make pancakes / nest step | next | says=Step_2",
        "make pancakes / set a timer for ten minutes / abeg off the timer | timer_cancel | ",
        "make pancakes / for eight people poe | scale | servings=8",
        // Teochew 无爱 (don't want) before the mode's verb negates it; Kunming 莫 written 么 makes it a question at most
        "我无爱进做饭模式啦 | none | mode=off",
        "做红烧肉 / 无 爱 关 做 饭 模 式 | !mode_exit | mode=on",
        "你 么 开 做 饭 模 式 | none | mode=off",
        "么打开做饭模式，我只是问一下 | none | mode=off",
        "做红烧肉 / 么 关 做 换 模 式 | !mode_exit | mode=on",
        "做红烧肉 / 无爱计时 | offer_no | ",
        // Wuhan 么事/么样/冇得/克 and 七 for 吃; 莫急 to the question whether to leave; "快点" is no dish
        "你到底会做么事菜 | find | ",
        "做清蒸鱼 / 第三步是么样弄的 | step_info | says=第三步",
        "做清蒸鱼 / 克第四步 | goto | says=第四步",
        "做清蒸鱼 / 四 个 人 七 | scale | servings=4",
        "做清蒸鱼 / 我做完了 / 莫急，鱼还冇出锅 | mode_declined | mode=on",
        "做清蒸鱼 / 弄快点撒 | !start | ",
        // a Korean learner's 네 (内); Irish grand, go on so, I'm grand; Jamaican wah gwaan, bless, yeah man, no sah
        "做红烧肉 / 内内，好的 | offer_yes | d=300",
        "let's cook / go on so | mode_enter | mode=on",
        "make pancakes / next / next / grand | offer_yes | d=300",
        "make pancakes / next / next / no, I'm grand thanks | offer_no | ",
        "wah gwaan | greet | ",
        "make pancakes / bless | thanks | ",
        "make pancakes / next / next / yeah man | offer_yes | d=300",
        "make pancakes / next / next / no sah | offer_no | ",
        "make pancakes / next / what step mi deh pon | step_where | ",
        "make pancakes / set a timer for five minutes / set a timer for ten minutes / cancel all a dem | timer_cancel_all | ",
        // 分 said as hun by a southern accent, as the recogniser writes it
        "做红烧肉 / 下一步 / 好 / 还 有 几 昏 钟 | timer_left | ",
        "做红烧肉 / 帮 我 定 个 十 昏 钟 | timer_set | d=600",
        "做红烧肉 / 下一步 / 三 昏 钟 好 | offer_yes | d=180",
        // session 16: how many eat said in one clause of several, or with a reason after it; a run-on without commas
        "今晚做清蒸鱼，五个人吃，爸妈过来 | start | servings=5",
        "那就番茄炒蛋，咱俩吃 | start | servings=2",
        "做红烧肉 / 咱俩吃 | scale | servings=2",
        "做红烧肉 / 给俺改成三个人的 | scale | servings=3",
        "let's make pancakes, there's five of us with the little ones | start | servings=5",
        "make pancakes / oh hang on my sister is coming make it for five people | scale | servings=5",
        "make pancakes / lets make it six people the neighbours are popping in | scale | servings=6",
        "make pancakes / only three people please, not four | scale | servings=3",
        // a dish named as it is said in Singapore, Lagos or with the -ed swallowed: steam fish, fry rice, braise pork
        "steam fish tonight | start | says=清蒸鱼",
        "can you teach me fry rice | start | says=Step_1",
        "braise pork belly please | start | says=红烧肉",
        "make pancakes fi four people | start | servings=4",
        // what can be made from what is left; how long said as 好长 or 好久 (Wuhan, Hunan)
        "剩下的米饭和鸡蛋能做什么吃 | find | ",
        "做红烧肉 / 帮我计时十分钟 / 还有好长时间 | timer_left | ",
        "做红烧肉 / 帮我计时十分钟 / 还要好久啊 | timer_left | ",
        // Gansu 阿么 (how), 不啦 (no); 定上 (set it); Shaanxi 嫑, 咧 for 了, 咥 (eat), 下来 (next); 开开 (open)
        "番茄炒蛋阿么做 | start | mode=on",
        "做红烧肉 / 不啦 | offer_no | ",
        "做红烧肉 / 定上 | offer_yes | d=300",
        "做红烧肉 / 先嫑定时 | offer_no | ",
        "做红烧肉 / 我做完了 / 先嫑关，我还要烧个汤 | mode_declined | mode=on",
        "做红烧肉 / 把做饭模式关咧 | mode_exit | mode=off",
        "做红烧肉 / 做完咧 | mode_propose_exit | ",
        "做红烧肉 / 下来做啥 | next | says=第二步",
        "今儿咥个红烧肉 | start | says=红烧肉",
        "把做饭模式开开 | mode_enter | mode=on",
        // who eats said in a clause after the count; helpings counted; a count of people coming
        "做清蒸鱼 / 那就做四个人的，我姐也要来吃 | scale | servings=4",
        "make pancakes / make three portions please | scale | servings=3",
        "make fried rice / five people coming tonight | scale | servings=5",
        // Hunan and Jiangxi 冇问题 (no problem) to leaving; Gan 么里 (what); what a recipe needs, asked loosely
        "做红烧肉 / 我做完了 / 冇问题 | mode_exit | mode=off",
        "你会做么里 | find | ",
        "做红烧肉 / 都需要些什么材料 | ingredients | ",
        // whether the fire is off is a question, not a request to cancel a timer
        "做番茄炒蛋 / 下一步 / 下一步 / 好 / 火关了没有 | !timer_cancel | ",
        // polite learner's Chinese: sorry first, a favour asked after
        "做蛋炒饭 / 下一步，麻烦您了 | next | says=第二步",
        "做蛋炒饭 / 不好意思，第三步是什么 | step_info | says=第三步",
        // Ghanaian English de (the); jot it down; no tank you
        "make pancakes / set a timer for five minutes / cancel de timer | timer_cancel | ",
        "make pancakes / jot it down, less milk next time | note | ",
        "make pancakes / set a timer for five minutes / set a timer for ten minutes / cancel de timers, all of dem | timer_cancel_all | ",
        // a person called by name and told "you …" is not homebot being asked
        "let's cook / yes / Tunde, you always want pancakes, pancakes every single day | none | ",
        // a dish the book lacks, asked for with a time first and a Singlish tag after; taught with the dish's own verb
        "Tonight I want to cook nasi lemak, can or not? | start | says=nasi_lemak. mode=off",
        "做番茄炒蛋 / 教我蒸个鸡蛋羹 | start | says=鸡蛋羹 ",
        "make pancakes / can you make them a bit thinner | !start | ",
        // Canadian "eh" (written "a"); a yes in passing before "stop talking" or "tell me again"; Northeastern 整
        "pancakes for five eh | start | servings=5",
        "make pancakes / next / next / okay okay, stop talking | stop | ",
        "make pancakes / next / next / please, tell me that again | repeat | says=Step_3",
        "做红烧肉 / 这肉得整多少啊 | ingredient | says=五花肉",
        "做红烧肉 / 下一步 / 下一步 / 糊了，回第二步重新整 | goto | says=第二步",
        "你都会整啥 | find | ",
        // who is spoken to: children called together, a brother on the phone; kin words never start a dish's name
        "let's cook something, kids | mode_propose_enter | ",
        "做红烧肉 / 冰箱里还有鸡蛋，能做点啥 | find | says=蛋炒饭",
        "make pancakes / Haan bhai, I'm cooking only, call you back | none | ",
        "做番茄炒蛋 / 奶奶 两 个 鸡蛋 咋 整 啊 | !start | ",
        // the last step asked by a learner; what can be cooked, learner's order; all done; acha yes
        "make pancakes / which is last step | step_last | says=Step_6",
        "please tell me what we can cook | find | ",
        "make pancakes / all done | mode_propose_exit | ",
        "let's cook / acha yes | mode_enter | mode=on",
        "make pancakes / next / give'r, whats next | next | says=Step_3",
        "make pancakes / next / next / beauty yeah | offer_yes | d=300",
        // Gan 么里 as a recogniser writes it (莫里), 你 said as 里
        "做蛋炒饭 / 第 三 步 是 莫 里 | step_info | says=第三步",
        "做蛋炒饭 / what ingredients we need ah | ingredients | ",
        // a 的 between the words of a dish's name, as a learner says it; 请教我 (please teach me)
        "请教我做番茄的炒蛋，三个人 | start | servings=3",
        "make pancakes / next / next / no tank you | offer_no | ",
        // Hunan and Jiangxi 冒 (not): "I never said to leave" never leaves
        "做红烧肉 / 我冒说要退出做饭模式 | !mode_exit | mode=on",
        "做红烧肉 / 我 冒 讲 关 做 饭 模 式 | !mode_exit | mode=on",
        "sam, quit telling it to turn on cooking mode | none | mode=off",
        "make pancakes / mum keeps asking it to leave cooking mode | !mode_exit | mode=on",
        // Singapore and learners' English: done already, "or not" as a tag; go forward one step; what else is needed
        "make pancakes / I finish already | mode_propose_exit | ",
        "can make pancakes for three people or not | start | servings=3",
        "make pancakes / go forward one step | next | says=Step_2",
        "make pancakes / what else do we need | ingredients | ",
        "make pancakes / set a timer for five minutes / how much time is lift | timer_left | ",
        // Shaanxi 额 (me) after 教; 干撒 (what), 表念 (don't read)
        "教额做番茄炒蛋 | start | says=番茄炒蛋",
        "你都会干撒 | help | ",
        "做红烧肉 / 表念了 | stop | ",
        // session 17: 是 heard as 四 (sh said as s) where the words read "现在四第" as a dish; a dish put as a
        // suggestion (要不/要么/不如); a timer put on for something, the length last
        "做番茄炒蛋 / 下一步 / 现在四第几步 | step_where | says=第二步",
        "要不做个红烧肉 | start | says=红烧肉",
        "要么弄个蛋炒饭吧 | start | says=蛋炒饭",
        "做番茄炒蛋 / 不如还是做可乐鸡翅吧 | start | says=可乐鸡翅",
        "make pancakes / put a timer on for the rice twenty minutes | timer_set | d=1200 name=rice",
        // a length found too short, then the new one; a spaced run-on whose request comes last
        "做番茄炒蛋 / 两分钟不够给我定三分半 | timer_set | d=210",
        "做番茄炒蛋 / 下一步 / 等 会 儿 刚 才 没 听 清 从 头 开 始 | restart | says=第一步",
        // the kind of cooking said first, then the dish's name alone (Teochew 炊: steam); Teochew 乜个 (what)
        "做红烧肉 / 炊个鱼，清蒸鱼 | start | says=清蒸鱼",
        "做番茄炒蛋 / 下一步 / 炒个饭吧，蛋炒饭 | start | says=蛋炒饭",
        // "done" said with the mode off is no wish to cook ("做好了" once read as "做好的", something good to make)
        "烧 好 了 | !mode_propose_enter | mode=off",
        "做好了 | !mode_propose_enter | mode=off",
        "今晚做点好的 | mode_propose_enter | ",
        "我想做好吃的红烧肉 | mode_propose_enter | ",
        // a particle is never a timer's name ("…，取消咯"); a note after 记一下 with a particle (Guangxi 喔)
        "做红烧肉 / 定个五分钟叫煲汤 / 定个十分钟叫焯水 / 煲汤那个唔要了，取消咯 | timer_cancel | name=煲汤",
        "做红烧肉 / 记一下喔，下次冰糖少放一点 | note | ",
        // a non-rhotic accent as a recogniser writes it (Boston, southern England): timah, fah, remembah
        "make pancakes / set a timah called roast fah an hour and a half | timer_set | d=5400 name=roast",
        "make pancakes / cancel all the timahs | timer_cancel_all | ",
        "make pancakes / make it fah three people | scale | servings=3",
        "make pancakes / remembah next time less sugar | note | ",
        // Thai English: final consonants dropped (neck/nest for next), the polite krub/ka after a request
        "make pancakes / neck step crop | next | says=Step_2",
        "make pancakes / nest | next | says=Step_2",
        "let's cook / yes krub | mode_enter | mode=on",
        // thanks and hello in the cook's first language
        "obrigada | thanks | ",
        "gracias | thanks | ",
        "sawasdee krub | greet | ",
        // "by (the) eye": no timer wanted, never a dish called "by the eye"
        "make pancakes / set a timer for five minutes / Cancel all the timers, I am doing by the eye. | timer_cancel_all | ",
        "make pancakes / next / next / no we do by the eye | offer_no | ",
        // a timer named before its length; dishes and the hour asked in a learner's words
        "make pancakes / set a timer for five minutes / Set another one for garlic bread for ten minutes. | timer_set | d=600 name=garlic_bread",
        "What dishes can you make? | find | ",
        "What hour is it? | time | ",
        "What can I say to you? | help | ",
        // northwestern 咋 as a recogniser writes it (杂), and "给我教一下"
        "红 烧 肉 杂 做 给 我 教 一 下 | start | says=红烧肉",
        // homebot called what the cook calls it after 喂 ("喂，你这个铁家伙"), not a phone answered; a Filipino kin
        // word as the name of someone spoken of ("Tito hates spicy")
        "喂，你这个铁家伙，我要做饭了 | mode_propose_enter | ",
        "喂，你好，我在做饭呢 | none | ",
        "make pancakes / Tito hates spicy, skip to step five. | goto | says=Step_5",
        "make pancakes / Tita Bing, can you pass the salt | none | ",
        // a timer cancelled, then the cook changes their mind in the same breath
        "make pancakes / set a timer for five minutes / Cancel the timer... no, hang on, leave it. | none | ",
        "set a timer for five minutes / cancel the timer, no wait | none | ",
        "make pancakes / let's fry up some rice, fried rice | start | says=Fried_rice",
        "做红烧肉 / 昨天蒸了个鱼，清蒸鱼 | !start | ",
        "做红烧肉 / 第三步是乜个 | step_info | says=第三步",
        // session 18: northern and central words (俺/额 I, 甚 what, 揍 for 做, 白 for 别, 表 a timer, 木 for 没)
        "额要揍饭了 | mode_propose_enter | ",
        "我要揍饭了 / 中 | mode_enter | mode=on",
        "做红烧肉 / 白计了，我盯着嘞 | offer_no | ",
        "做红烧肉 / 第四步是甚 | step_info | says=第四步",
        "做红烧肉 / 定个五分钟 / 现在哪几个表在走 | timer_list | ",
        "做红烧肉 / 定个五分钟 / 表都关了吧 | timer_cancel_all | ",
        "做红烧肉 / 定个五分钟 / 把计时的全关了 | timer_cancel_all | ",
        "做红烧肉 / 俺这是第几步了 | step_where | ",
        "做红烧肉 / 都要啥料，给俺念念 | ingredients | ",
        "做红烧肉 / 刚又来了三个人，按七个人算 | scale | servings=7",
        // Jin 哇 after the verb that leaves; the mode named with 给俺 between
        "打开做饭模式 / 做饭模式关了哇 | mode_exit | mode=off",
        "把做饭模式给俺打开 | mode_enter | mode=on",
        "今晚想给孙子们做顿好吃的 | mode_propose_enter | ",
        // Cantonese done-and-not-cooking with the mode off never proposes it; 唔 (not) before the verb
        "搞掂晒，唔煮喇 | !mode_propose_enter | mode=off",
        "搞定了 | !mode_propose_enter | mode=off",
        "做红烧肉 / 好了，唔煮了 | mode_propose_exit | ",
        // someone else called: a child asking grandma for food, a television host's audience, an in-law
        "做红烧肉 / 奶奶我想吃可乐鸡翅 | none | ",
        "各位观众，今天教大家做一道红烧肉 | none | mode=off",
        "做红烧肉 / 亲家，你坐着，我来 | none | ",
        // English: a Spanish speaker's e before s (estep), jes and vale; an h dropped; Jamaican di, wha, las, lef
        "make pancakes / the next estep | next | says=Step_2",
        "let's cook / jes | mode_enter | mode=on",
        "let's cook / vale | mode_enter | mode=on",
        "make pancakes / ow many eggs | ingredient | ",
        "make pancakes / wha di las step | step_last | ",
        "make pancakes / next / how many step lef | step_left | ",
        "make pancakes / what i need | ingredients | ",
        "make pancakes / it is for six persons | scale | servings=6",
        "Gracias, you're a star. | thanks | ",
        "alright butty | greet | ",
        "Ta-ra, love. | bye | ",
        // a reason run on after the request with no comma ("…不要了我家有…"), who eats said twice, 计 heard as 记/寄,
        // Tianjin 嘛 (what), 人 heard as 银, the cook muddled (no dish called 糊涂), "那个叫X" naming a timer
        "做红烧肉 / 白记了我自己来翻 | offer_no | ",
        "做红烧肉 / 定个八分钟叫米饭 / 米饭那个不要了我刚煮好了 | timer_cancel | name=米饭",
        "做红烧肉 / 五分钟不用计我盯着 | offer_no | ",
        "做红烧肉 / 今天七个人吃你给按七个人算 | scale | servings=7",
        "做红烧肉 / 还是从头来吧我搞糊涂了 | restart | ",
        "做红烧肉 / 第二步是嘛 | step_info | says=第二步",
        "做红烧肉 / 再给我记个八分钟那个叫米饭 | timer_set | d=480 name=米饭",
        "做番茄炒蛋 / 今天五个银吃 | scale | servings=5",
        // Welsh English: tidy (yes), "now then" after the switch, a timer stuck on for something, "what do I do while…"
        "let's cook / go on then, tidy | mode_enter | mode=on",
        "make pancakes / switch cooking mode off now then | mode_exit | mode=off",
        "make pancakes / Stick one on for the bacon, eight minutes. | timer_set | d=480 name=bacon",
        "make pancakes / it's for five of us, mind | scale | servings=5",
        // Jamaican English (nuh, di, lef, wha, mi finish cook, likkle more, mi wan mek) and a French learner's "it rests"
        "Hush nuh, the baby sleeping. | stop | ",
        "Wha time it is? | time | ",
        "Respect. Likkle more. | bye | ",
        "make pancakes / next / next / don't bother with that one | offer_no | ",
        "make pancakes / set a timer for five minutes called bacon / how long di bacon have lef | timer_left | says=bacon",
        "make pancakes / set a timer for five minutes / it rests how many minutes | timer_left | ",
        "make pancakes / ow many steps it rests | step_left | ",
        "make pancakes / Gimme a timer fi di eggs, six minute, call it eggs. | timer_set | d=360 name=eggs",
        "make pancakes / Lunch ready! Turn off di cooking mode. | mode_exit | mode=off",
        "make pancakes / mi finish cook | mode_propose_exit | ",
        "mi wan mek di fried rice | mode_propose_enter | ",
        "I have eggs and milk, what I can make with them? | find | ",
        "冰箱里有番茄能做点嘛 | find | ",
        // session 19: a dish chosen right after the book lacked one, the "no" about the one it lacked ("no X, okay the Y",
        // Spanish pues); a no about the dish itself still stops it
        "打开做饭模式 / no lasagne okay the pancakes please | start | says=Pancakes",
        "打开做饭模式 / no tacos pues the fried rice | start | says=Fried_rice",
        "打开做饭模式 / No haggis? What sort of place is this. Fine, the pancakes then. | start | says=Pancakes",
        "打开做饭模式 / no, not the pancakes | !start | ",
        "打开做饭模式 / okay no pancakes tonight | !start | ",
        // who eats run on with who they are (人 heard as 银), a length in 丰钟 (Yinchuan en/eng) or 记上 after a length
        "做可乐鸡翅 / 今 天 七 个 人 吃 三 个 大 人 四 个 小 孩 | scale | servings=7",
        "做红烧肉 / 今天五个银吃我闺女一家都来 | scale | servings=5",
        "做红烧肉 / 定一个十五丰钟的 | timer_set | d=900",
        "做红烧肉 / 五分钟记上 | offer_yes | d=300",
        "做红烧肉 / 记上，下次少放点糖 | note | ",
        // a timer let go with someone else's reason run on; one more timer said across clauses ("还有一个，…，叫…")
        "做红烧肉 / 定个十分钟叫接孩子 / 接孩子那个不要了他们已经到家了 | timer_cancel | name=接孩子",
        "做红烧肉 / 定个五分钟 / 还有一个，半个钟头，叫米饭 | timer_set | d=1800 name=米饭",
        "make pancakes / only for three, is for me and my sisters | scale | servings=3",
        // a timer's name said before its length, with 的 or after 给, with 再/顺便 before; "another one for the X, N minutes"
        "做红烧肉 / 再帮我定一个米饭的计时器二十分钟 | timer_set | d=1200 name=米饭",
        "做红烧肉 / 还有一个汤的十五分钟 | timer_set | d=900 name=汤",
        "做红烧肉 / 顺便给馒头计个十分钟 | timer_set | d=600 name=馒头",
        "做红烧肉 / 再给米饭定个半小时 | timer_set | d=1800 name=米饭",
        "做红烧肉 / 再帮我计一个绿豆汤二十分钟 | timer_set | d=1200 name=绿豆汤",
        "make pancakes / set another one for the bacon eight minutes | timer_set | d=480 name=bacon",
        "make pancakes / one more for the sausages twelve minutes | timer_set | d=720 name=sausages",
        "做红烧肉 / 定个十分钟 / 现在有几个在计 | timer_list | ",
        // sh said s (四 for 式, 是, 时, 始), Wuhan 哈 for 下 with 部 for 步, a few dishes for guests
        "我觉得那个做饭模四挺好用的 | none | mode=off",
        "做红烧肉 / 第三步四啥 | step_info | says=第三步",
        "做红烧肉 / 再定个半小四的叫汤 | timer_set | d=1800 name=汤",
        "做红烧肉 / 哈一部 | next | says=第二步",
        "今天家里来客人我要搞几个菜 | mode_propose_enter | ",
        "开四整饭了 | mode_propose_enter | ",
        // a name of two words right before an English length; a note made across clauses; tima, and Irish "wan" for one
        "make pancakes / set another one for the apple pie, twenty minutes | timer_set | d=1200 name=apple_pie",
        "make pancakes / stick one on for the hash browns twelve minutes | timer_set | d=720 name=hash_browns",
        "make pancakes / can you also time the washing, forty minutes? | timer_set | d=2400 name=washing",
        "make pancakes / set a tima for the sausages six minutes | timer_set | d=360 name=sausages",
        "make pancakes / set a timer for five minutes called bacon / cancel the bacon wan | timer_cancel | name=bacon",
        "make pancakes / Make a note, less sugar next time, the kids found it too sweet. | note | ",
        "make pancakes / Take note, more milk next time. | note | ",
        // choosing: "没有喔，那X好了" after the book lacked one; a cooking verb and a short name with a remark after it;
        // the mode let go with 退了
        "打开做饭模式 / 做个佛跳墙 / 喔，没有喔……那清蒸鱼好了 | start | says=清蒸鱼",
        "打开做饭模式 / 没有，那个红烧肉不做 | !start | ",
        "打开做饭模式 / 蒸条鱼，越简单越好 | start | says=清蒸鱼",
        "打开做饭模式 / 蒸条鱼？不了吧 | !start | ",
        "做红烧肉 / 好，把做饭模式退了 | mode_exit | mode=off",
        "做红烧肉 / 做饭模式先别退了 | !mode_exit | mode=on",
        // Filipino English (f said p, v said b, da, necks), Australian vowels, "all up", "me timers", "she'll be right";
        // Nanjing 娘 for 两, Xi'an 佛 for 说, 冇 before 听
        "make pancakes / set a timer por da bacon pipteen minutes | timer_set | d=900 name=bacon",
        "make pancakes / how many stips lept | step_left | ",
        "make pancakes / necks | next | says=Step_2",
        "make pancakes / how much plour | ingredient | says=200",
        "make pancakes / and another one for the snags ite minutes | timer_set | d=480 name=snags",
        "make pancakes / how many steps all up | step_count | ",
        "make pancakes / set a timer for ten minutes / cancel all me timers | timer_cancel_all | ",
        "make fried rice / next | next | says=Step_2",
        "make fried rice / next / nah shell be right | offer_no | ",
        "做红烧肉 / 今天娘个人吃 | scale | servings=2",
        "做红烧肉 / 再佛一遍 | repeat | ",
        "做红烧肉 / 我冇听清 | repeat | ",
        // a search "without" a dish the book has is no search; the name said split ("pan cakes") still has its "no" before
        // the choice; a learner's opener (bueno, venga); a meal put on; "is ready, I finish"
        "打开做饭模式 / no okay the pancakes | start | says=Pancakes",
        "打开做饭模式 / no lasagne, okay the pan cakes | start | says=Pancakes",
        "make pancakes / bueno next | next | says=Step_2",
        "make pancakes / venga, how much flour | ingredient | says=200",
        "Right, the lads are coming round and I want to get some food on. | mode_propose_enter | ",
        "make pancakes / is ready i finish | mode_propose_exit | ",
        // Irish "what's the story"; a g dropped from -ing; tirteen; "no bother"/"no man" to an offer; 煮晚餐; done and eating;
        // Taiwan 再来呢
        "whats the story | greet | ",
        "make pancakes / set a timer for ten minutes / cancel everything all the timers | timer_cancel_all | ",
        "make pancakes / set a timer for the toast for tirteen minutes | timer_set | d=780 name=toast",
        "right go on turn on cookin mode | mode_enter | mode=on",
        "im starvin im goin to make a bit of dinner | mode_propose_enter | ",
        "make fried rice / next / no bother | offer_no | ",
        "make fried rice / next / no man | offer_no | ",
        "我要来煮晚餐了 | mode_propose_enter | ",
        "做红烧肉 / 烧好了吃饭了 | mode_propose_exit | ",
        // session 20: English as learners and accented speakers say it (Vietnamese, Japanese, Ghanaian, Trinidadian).
        // A no that names what it refuses is no recipe search, and never switches the mode on
        "make pancakes / next / next / no, it's okay | offer_no | ",
        "make pancakes / next / next / no tank you | offer_no | ",
        "make pancakes / next / next / no no time | offer_no | ",
        "make pancakes / next / next / doh worry bout it | offer_no | ",
        "no no | !find | mode=off",
        // a wish to cook, or to stop, in a learner's grammar
        "I want to cooking for my family | mode_propose_enter | ",
        "hi, i want cook lunch now | mode_propose_enter | ",
        "i want to prepare lunch for my kids | mode_propose_enter | ",
        "make pancakes / we finish cooking already | mode_propose_exit | ",
        "make pancakes / lunch ready, we done | mode_propose_exit | ",
        // step words as the accent says them: stay (step), rust (last), fest (first), "next oh" (an added vowel)
        "make pancakes / neck stay | next | says=Step_2",
        "make pancakes / next oh step | next | says=Step_2",
        "make pancakes / next oh | next | says=Step_2",
        "make pancakes / go to stay four | goto | says=Step_4",
        "make pancakes / next / what stay i am on | step_where | ",
        "make pancakes / how many stay in all | step_count | ",
        "make pancakes / next / how many step still have | step_left | ",
        "make pancakes / what's the rust step | step_last | ",
        "make pancakes / skip to the rust step | goto_last | ",
        "make pancakes / next / next / read the fest step | step_info | says=Step_1",
        "make pancakes / next / next / next / go back to step two for the second batch | goto | says=Step_2",
        // timers in those words: tie ma (timer), mini (minute), dirty (thirty), the Caribbean "timer them" (timers), "a have"
        "make pancakes / set tie ma four minutes | timer_set | d=240",
        "make pancakes / set a timer for six mini | timer_set | d=360",
        "make pancakes / set a timer for dirty seconds | timer_set | d=30",
        "make pancakes / set a timer for five minutes / cancel all the timer them | timer_cancel_all | ",
        "make pancakes / set a timer for five minutes / cancel all tie ma | timer_cancel_all | ",
        "make pancakes / set a timer for five minutes / how much time a have left | timer_left | ",
        "make pancakes / set a timer for five minutes / how long time still | timer_left | ",
        "make pancakes / set tie ma for rice twelve minutes | timer_set | d=720 name=rice",
        "make pancakes / please make another timer for the beans, six minute | timer_set | d=360 name=beans",
        "make pancakes / set another one for ten minutes for the bread in the oven | timer_set | d=600 name=bread",
        "make pancakes / set a timer for five minutes called bacon / the bacon one cancel it | timer_cancel | name=bacon",
        "make pancakes / next / next / five mini yes | offer_yes | d=300",
        // how many eat: "two person", "ah we" (of us), "ah dem" (of them), place (please)
        "make pancakes / we are two person | scale | servings=2",
        "make pancakes / only me, one person | scale | servings=1",
        "make pancakes / it go be five ah we eating | scale | servings=5",
        "make pancakes / is seven ah dem tonight | scale | servings=7",
        "make pancakes / for six people place | scale | servings=6",
        "打开做饭模式 / fine, make it pancakes for the three of dem | start | servings=3",
        // stop said twice or as a hush with its reason; a repeat asked with "I don't catch"; lice (rice)
        "make pancakes / stop, please stop talking | stop | ",
        "make pancakes / hush a minute, i can't hear | stop | ",
        "make pancakes / sorry, say again, i don't catch | repeat | ",
        "make fried rice / how much lice | ingredient | says=400",
        "做番茄炒蛋 / 下一步 / 好，再来呢 | next | says=第三步",
        // amounts asked as what goes in; "做下一个"; a named timer let go mid-sentence; chuck on; salamat, sige
        "make spaghetti / how much olive oil does that want | ingredient | says=5",
        "make spaghetti / how much spaghetti am I chucking in | ingredient | says=200",
        "做番茄炒蛋 / 番茄烫好了，搞下一个 | next | says=第二步",
        "做红烧肉 / 定个二十分钟叫绿豆汤 / 火关了，绿豆汤那个不用计了，我自己看着 | timer_cancel | name=绿豆汤",
        "make pancakes / chuck on nine minutes for me, mate | timer_set | d=540",
        "Salamat po. | thanks | ",
        "make fried rice / next / One minute, sige. | offer_yes | d=60",
        "做红烧肉 / 你再帮我计一个米饭二十五分钟 | timer_set | d=1500 name=米饭",
        "做红烧肉 / 定个五分钟 / 还有一个青菜汤十分钟 | timer_set | d=600 name=青菜汤",
    })
    void aWordAtTheStoveIsUnderstood(String turns, String intent, String slots) throws Exception {
        try (Assembly app = CookPipeline.start(root)) {
            CookPipeline.sayInTurn(app, turns).check(intent, slots);
        }
    }
}
