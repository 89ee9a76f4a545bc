package homebot.console;

import homebot.conversation.Conversation;
import homebot.conversation.Message;
import java.util.ArrayList;
import java.util.List;

/** Renders a conversation's message tree with [N] numbers in depth-first order, as seed 003's /tree does. */
final class TreePrinter {
    private TreePrinter() {}

    /** Lines to print, and the message id of each number (index = number). */
    record Rendered(List<String> lines, List<String> ids) {}

    static Rendered render(Conversation c) {
        List<String> lines = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        lines.add("conversation [" + c.id() + "]:");
        walk(c, null, "", lines, ids, c.cursor().orElse(null));
        return new Rendered(lines, ids);
    }

    private static void walk(Conversation c, String parent, String indent, List<String> lines, List<String> ids,
                             String cursor) {
        List<Message> children = c.children(parent);
        boolean branching = children.size() > 1;
        for (int i = 0; i < children.size(); i++) {
            Message m = children.get(i);
            String branch = branching ? (i == children.size() - 1 ? "└─ " : "├─ ") : "";
            String label = label(m);
            lines.add(indent + branch + "[" + ids.size() + "] " + label + (m.msgId().equals(cursor) ? "  ←" : ""));
            ids.add(m.msgId());
            String childIndent = branching ? indent + (i == children.size() - 1 ? "   " : "│  ") : indent;
            walk(c, m.msgId(), childIndent, lines, ids, cursor);
        }
    }

    private static String label(Message m) {
        String text = m.content() == null ? "" : m.content().replace('\n', ' ');
        if (text.length() > 60) {
            text = text.substring(0, 57) + "...";
        }
        return switch (m.role()) {
            case "user" -> "you: " + text;
            case "tool" -> "tool result: " + text;
            default -> m.toolCalls().isEmpty() ? "homebot: " + text
                    : "homebot: [tool call: " + String.join(", ", m.toolCalls().stream().map(t -> t.name()).toList()) + "]";
        };
    }
}
