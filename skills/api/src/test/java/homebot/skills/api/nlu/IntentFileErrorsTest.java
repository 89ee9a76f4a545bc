package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An intent file a skill author got wrong is refused with its name, never read half: a key written twice (YAML keeps
 * only the last, so "不用: [唔使]" and a later "不用: [暂不需要]" silently lost the Cantonese word) is an error.
 */
class IntentFileErrorsTest {
    @TempDir
    Path dir;

    private IntentCatalog load(String yaml) throws IOException {
        Files.writeString(dir.resolve("intents.yaml"), yaml, StandardCharsets.UTF_8);
        ClassLoader loader = new java.net.URLClassLoader(new URL[] {dir.toUri().toURL()}, null);
        return IntentCatalog.load(loader, "intents.yaml");
    }

    @Test
    void aSynonymWrittenTwiceIsRefusedWithTheFilesName() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> load("synonyms:\n  不用: [唔使]\n  家里: [屋企]\n  不用: [暂不需要]\n"));
        assertTrue(e.getMessage().contains("intents.yaml") && e.getMessage().contains("不用"), e.getMessage());
    }

    @Test
    void anIntentWrittenTwiceIsRefused() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> load("next:\n  zh-CN:\n    - \"下一步\"\nnext:\n  en-US:\n    - \"next\"\n"));
        assertTrue(e.getMessage().contains("next"), e.getMessage());
    }

    @Test
    void theEnginesOwnFilesHaveNoKeyTwice() {
        new IntentCatalog(); // common.yaml is read strictly too
    }
}
