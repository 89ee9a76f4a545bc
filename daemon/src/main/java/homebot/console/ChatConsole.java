package homebot.console;

import homebot.config.Language;
import homebot.conversation.Conversation;
import homebot.conversation.ConversationRecorder;
import homebot.conversation.ConversationStore;
import homebot.prompt.PromptSkill;
import homebot.skills.api.Utterance;
import homebot.turn.ReplySink;
import homebot.turn.TurnPipeline;
import homebot.turn.TurnReply;
import homebot.turn.UtteranceGuard;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.function.Supplier;

/**
 * The text console: one utterance per line through the same turn pipeline as speech, replies printed, console
 * commands of seed 003 ({@code /help /exit /list /switch /new /tree /skills}, plus {@code /mode} and
 * {@code /<n>} to branch from message n). Ends at end of input or {@code /exit}.
 */
public final class ChatConsole {
    /** What the console needs besides the pipeline; callbacks keep it ignorant of how they are built. */
    public record Deps(ConversationStore store, ConversationRecorder recorder, Supplier<List<PromptSkill>> skills,
                       Runnable rebuildSystemPrompt, Supplier<String> modeStatus, Supplier<List<String>> alerts,
                       Language language) {}

    private final TurnPipeline pipeline;
    private final Deps deps;
    private final PrintStream out;
    private final boolean interactive;
    private String currentId;
    private List<String> lastTreeIds = List.of();

    public ChatConsole(TurnPipeline pipeline, Deps deps, PrintStream out, boolean interactive) {
        this.pipeline = pipeline;
        this.deps = deps;
        this.out = out;
        this.interactive = interactive;
    }

    /** Runs until end of input or /exit; returns the process exit status. */
    public int run(InputStream in) throws IOException {
        currentId = deps.store().newId();
        LineInput lines = new LineInput(in);
        if (interactive) {
            out.println(zh() ? "homebot 文字控制台。输入 /help 查看命令，/exit 退出。"
                    : "homebot text console. /help for commands, /exit to quit.");
        }
        while (true) {
            if (interactive) {
                out.print("> ");
                out.flush();
            }
            LineInput.Line line = lines.next();
            if (line instanceof LineInput.End) {
                return 0;
            }
            if (line instanceof LineInput.Invalid bad) {
                out.println(zh() ? "这一行不是有效的 UTF-8 文本（" + bad.bytes() + " 字节），已跳过，请重新输入。"
                        : "That line is not valid UTF-8 text (" + bad.bytes() + " bytes); skipped, please type it again.");
                continue;
            }
            String text = UtteranceGuard.sanitize(((LineInput.Text) line).text());
            if (text.isEmpty()) {
                printAlerts();
                continue;
            }
            if (text.startsWith("/") && !text.startsWith("//")) {
                if (!command(text)) {
                    return 0;
                }
                continue;
            }
            turn(text);
        }
    }

    private synchronized void turn(String text) {
        Utterance u = new Utterance(text, "console", currentId, "console");
        TurnReply reply = pipeline.run(u, ReplySink.NONE);
        out.println(reply.text());
        printAlerts();
    }

    /** Timer alerts are said at turn boundaries only, never inside a reply. */
    public synchronized void printAlerts() {
        for (String alert : deps.alerts().get()) {
            out.println("⏰ " + alert);
        }
        out.flush();
    }

    /** Returns false when the console should end. */
    private boolean command(String line) throws IOException {
        String[] parts = line.trim().split("\\s+", 2);
        String arg = parts.length > 1 ? parts[1].trim() : "";
        switch (parts[0]) {
            case "/exit", "/quit" -> {
                return false;
            }
            case "/help" -> out.println(help());
            case "/list" -> list();
            case "/switch" -> switchTo(arg);
            case "/new" -> {
                deps.rebuildSystemPrompt().run();
                currentId = deps.store().newId();
                out.println((zh() ? "新会话 " : "new conversation ") + currentId);
            }
            case "/tree" -> {
                TreePrinter.Rendered r = TreePrinter.render(current());
                lastTreeIds = r.ids();
                r.lines().forEach(out::println);
            }
            case "/skills" -> skills();
            case "/mode" -> out.println(deps.modeStatus().get());
            default -> {
                if (parts[0].matches("/\\d+")) {
                    branchFrom(Integer.parseInt(parts[0].substring(1)));
                } else {
                    out.println((zh() ? "未知命令 " : "unknown command ") + parts[0] + (zh() ? "，输入 /help 查看命令。" : "; /help lists them."));
                }
            }
        }
        out.flush();
        return true;
    }

    private void list() throws IOException {
        List<String> ids = deps.store().list();
        if (ids.isEmpty()) {
            out.println(zh() ? "还没有保存的会话。" : "no saved conversations yet.");
        }
        for (String id : ids) {
            Conversation c = id.equals(currentId) ? current() : deps.store().load(id);
            String first = c.chain().stream().filter(m -> m.role().equals("user")).map(m -> m.content()).findFirst().orElse("");
            if (first.length() > 40) {
                first = first.substring(0, 37) + "...";
            }
            out.println((id.equals(currentId) ? "* " : "  ") + id + "  " + c.createdAt() + "  " + c.size() + " msgs  " + first);
        }
    }

    private void switchTo(String id) throws IOException {
        if (id.isEmpty()) {
            out.println(zh() ? "用法：/switch <会话id>（/list 列出会话）" : "usage: /switch <id> (/list shows them)");
            return;
        }
        if (!deps.store().exists(id)) {
            out.println((zh() ? "没有这个会话：" : "no such conversation: ") + id);
            return;
        }
        Conversation loaded = deps.store().load(id);
        deps.recorder().use(loaded);
        currentId = id;
        out.println((zh() ? "已切换到会话 " : "switched to ") + id + " (" + loaded.size() + (zh() ? " 条消息)" : " messages)"));
    }

    private void branchFrom(int n) {
        if (n < 0 || n >= lastTreeIds.size()) {
            out.println(zh() ? "没有这个序号，先用 /tree 查看。" : "no such number; run /tree first.");
            return;
        }
        current().moveCursor(lastTreeIds.get(n));
        out.println((zh() ? "已切换到 [" : "moved to [") + n + "]" + (zh() ? "，新消息将从这里分叉。" : "; new messages branch from here."));
    }

    private void skills() {
        List<PromptSkill> skills = deps.skills().get();
        if (skills.isEmpty()) {
            out.println(zh() ? "没有技能文件（<workspace>/skills/*.md）。" : "no skill files (<workspace>/skills/*.md).");
        }
        for (PromptSkill s : skills) {
            out.println((s.enabled() ? "[on]  " : "[off] ") + s.name() + (s.description().isBlank() ? "" : " - " + s.description()));
        }
    }

    private String help() {
        return zh() ? String.join("\n",
                "直接输入要说的话，回车发送。命令：",
                "  /help          显示帮助",
                "  /exit          退出",
                "  /list          列出会话",
                "  /switch <id>   切换会话",
                "  /new           新建会话（重新读取角色和技能）",
                "  /tree          显示消息树；/<n> 从第 n 条消息分叉",
                "  /skills        列出技能及启用状态",
                "  /mode          当前模式")
                : String.join("\n",
                "Type what you would say and press Enter. Commands:",
                "  /help          this help",
                "  /exit          quit",
                "  /list          list conversations",
                "  /switch <id>   switch conversation",
                "  /new           new conversation (re-reads role and skills)",
                "  /tree          show the message tree; /<n> branches from message n",
                "  /skills        list skills and whether they are enabled",
                "  /mode          the active mode");
    }

    private Conversation current() {
        return deps.recorder().conversation(currentId);
    }

    private boolean zh() {
        return deps.language().isChinese();
    }
}
