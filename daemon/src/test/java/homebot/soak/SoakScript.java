package homebot.soak;

import homebot.testing.SseScript;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;

/**
 * What the soak says, turn by turn, and what its scripted LLM answers: a seeded mix of local intents, timers
 * (set, listed, cancelled, acknowledged when ringing), mode enter/exit and LLM questions (inside and outside the mode), some of which make a tool call first.
 */
final class SoakScript {
    private static final List<String> LOCAL = List.of("现在几点", "what time is it", "今天几号", "有哪些计时",
            "计时还剩多久", "你能做什么");
    private static final List<String> QUESTIONS = List.of("番茄炒蛋怎么做", "鸡蛋要打几个", "tell me a joke",
            "盐放多少合适", "what should I cook tonight");
    private final Random random;
    private final AtomicInteger requests = new AtomicInteger();

    SoakScript(Random random) {
        this.random = random;
    }

    int llmRequests() {
        return requests.get();
    }

    /** Every 50 turns the prompt-only test mode is entered (turn 0 of 50) and left again (turn 40 of 50). */
    String utterance(int turn, boolean ringing) {
        if (turn % 50 == 0) {
            return "打开作业模式";
        }
        if (turn % 50 == 40) {
            return "退出作业模式";
        }
        if (ringing) {
            return random.nextBoolean() ? "知道了" : "got it";
        }
        int pick = random.nextInt(10);
        if (pick < 4) {
            return LOCAL.get(random.nextInt(LOCAL.size()));
        }
        if (pick == 4) {
            return "计时" + (1 + random.nextInt(5)) + "分钟";
        }
        if (pick == 5) {
            return random.nextBoolean() ? "取消计时" : "set a timer for 2 minutes";
        }
        return QUESTIONS.get(random.nextInt(QUESTIONS.size()));
    }

    /** One in five agent requests asks for a follow-up tool call first; its answer round then speaks. */
    synchronized MockResponse llmResponse(RecordedRequest request) {
        int n = requests.incrementAndGet();
        String body = request.getBody() == null ? "" : request.getBody().utf8();
        boolean afterTool = body.contains("\"role\":\"tool\"") && body.lastIndexOf("\"role\":\"tool\"")
                > body.lastIndexOf("\"role\":\"user\"");
        if (!afterTool && n % 5 == 0) {
            return SseScript.toolCall("call_" + n, "schedule_follow_up", "{\"in_minutes\": 30, \"reason\": \"看看汤\"}");
        }
        return SseScript.textAnswer("好的，", "这是第" + n + "个回答。", "还有别的吗？", "<state>IDLE</state>");
    }
}
