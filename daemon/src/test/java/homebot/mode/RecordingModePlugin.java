package homebot.mode;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.skills.api.ExitInfo;
import homebot.skills.api.LocalReply;
import homebot.skills.api.ModePlugin;
import homebot.skills.api.ModeSession;
import homebot.skills.api.SkillTool;
import homebot.skills.api.Utterance;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A test plugin that records the kernel's calls and keeps a history index like the cooking skill would. */
public final class RecordingModePlugin implements ModePlugin {
    public final List<String> calls = new ArrayList<>();
    public final List<ExitInfo> exits = new ArrayList<>();
    /** Changed by tests to prove the run context is dynamic and never reaches the prefix. */
    public String runContext = "step: 1";

    @Override
    public String staticPrompt(ModeSession session) {
        calls.add("staticPrompt");
        return "Static plugin rules.";
    }

    @Override
    public void onEnter(ModeSession session) {
        calls.add("onEnter:" + session.sessionId());
    }

    /** What only this mode does: "录一段X" / "record X", and never when negated. */
    @Override
    public boolean wantsToStart(String userWords, java.nio.file.Path dataDir) {
        return userWords.matches("(录一段|record ).+") ;
    }

    @Override
    public String runContext(ModeSession session) {
        return runContext;
    }

    @Override
    public List<SkillTool> tools(ModeSession session) {
        return List.of(new SkillTool() {
            @Override
            public String name() {
                return "note";
            }

            @Override
            public String description() {
                return "Writes a note.";
            }

            @Override
            public JsonNode parameters() {
                return new ObjectMapper().createObjectNode().put("type", "object");
            }

            @Override
            public String call(JsonNode arguments) {
                return "noted";
            }
        });
    }

    @Override
    public Optional<LocalReply> handleLocally(Utterance utterance, ModeSession session) {
        return utterance.text().equals("下一步") ? Optional.of(LocalReply.ask("第二步：切菜。好了吗？")) : Optional.empty();
    }

    @Override
    public void afterExit(ModeSession session, ExitInfo exit) {
        calls.add("afterExit:" + exit.reason());
        exits.add(exit);
        try {
            Files.writeString(session.dataDir().resolve("history.md"), "- " + session.sessionId() + " "
                    + exit.reason() + " " + session.turns().size() + " turns\n", StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
