package homebot.control;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/** Answers a say with one sentence per word ("echo: <word>") and a status with a fixed object. */
class ScriptedHandler implements ControlHandler {
    final List<String> said = new CopyOnWriteArrayList<>();

    @Override
    public void say(String text, Consumer<String> sentence, Consumer<SayResult> done) {
        said.add(text);
        StringBuilder all = new StringBuilder();
        for (String w : text.split(" ")) {
            sentence.accept("echo: " + w);
            all.append("echo: ").append(w).append(' ');
        }
        done.accept(SayResult.of(all.toString().strip(), text.endsWith("?") ? "WAITING" : "IDLE"));
    }

    @Override
    public JsonNode status() {
        return ControlProtocol.JSON.createObjectNode().put("state", "IDLE").put("said", said.size());
    }
}
