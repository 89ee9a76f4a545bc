package homebot.mode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BundledSkillsTest {
    @TempDir
    Path tmp;

    private Path jar(String name, Map<String, String> entries) throws IOException {
        Path jar = tmp.resolve(name);
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (var e : entries.entrySet()) {
                out.putNextEntry(new JarEntry(e.getKey()));
                out.write(e.getValue().getBytes(StandardCharsets.UTF_8));
                out.closeEntry();
            }
        }
        return jar;
    }

    @Test
    void skillsListedInIndexesOfSeveralJarsAreExtractedAndLoaded() throws Exception {
        Path a = jar("a.jar", Map.of(
                "META-INF/homebot/skills.index", "# built-in\nkaraoke\n",
                "homebot-skills/karaoke/mode.json", "{\"id\":\"karaoke\",\"display_name\":\"唱歌模式\","
                        + "\"entrypoint\":\"" + RecordingModePlugin.class.getName() + "\"}",
                "homebot-skills/karaoke/SKILL.md", "# 唱歌模式\n",
                "homebot-skills/karaoke/data/songs.txt", "月亮代表我的心\n"));
        Path b = jar("b.jar", Map.of(
                "META-INF/homebot/skills.index", "homework2\nmissing-one\n",
                "homebot-skills/homework2/mode.json", "{\"id\":\"hw2\",\"display_name\":\"作业模式\"}",
                "homebot-skills/homework2/SKILL.md", "# 作业\n"));
        try (URLClassLoader loader = new URLClassLoader(new URL[] {a.toUri().toURL(), b.toUri().toURL()},
                getClass().getClassLoader())) {
            Path cache = tmp.resolve("cache");
            ModeRegistry r = ModeRegistry.discover(List.of(), loader, cache);
            assertEquals(List.of("karaoke", "hw2"), r.modes().stream().map(RegisteredMode::id).toList());
            assertInstanceOf(RecordingModePlugin.class, r.find("karaoke").orElseThrow().plugin());
            Path dir = r.find("karaoke").orElseThrow().descriptor().skillDir();
            assertEquals(cache.resolve("karaoke").toAbsolutePath(), dir);
            assertEquals("月亮代表我的心\n", Files.readString(dir.resolve("data/songs.txt")));
            // A second start replaces the copy instead of failing on the existing folder.
            Files.writeString(dir.resolve("stale.txt"), "old");
            ModeRegistry again = ModeRegistry.discover(List.of(), loader, cache);
            assertEquals(2, again.modes().size());
            assertTrue(Files.notExists(dir.resolve("stale.txt")));
        }
    }

    @Test
    void skillsOnAClassDirectoryWorkToo() throws Exception {
        Path classes = tmp.resolve("classes");
        Files.createDirectories(classes.resolve("META-INF/homebot"));
        Files.writeString(classes.resolve("META-INF/homebot/skills.index"), "plain\n");
        Path skill = Files.createDirectories(classes.resolve("homebot-skills/plain"));
        Files.writeString(skill.resolve("mode.json"), "{\"id\":\"plain\",\"display_name\":\"朴素模式\"}");
        Files.writeString(skill.resolve("SKILL.md"), "# 朴素\n");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, null)) {
            ModeRegistry r = ModeRegistry.discover(List.of(), loader, tmp.resolve("cache"));
            assertEquals("朴素模式", r.find("plain").orElseThrow().descriptor().displayName());
            assertEquals("# 朴素\n", Files.readString(r.find("plain").orElseThrow().descriptor().skillFile()));
        }
    }

    @Test
    void aWorkspaceSkillOverridesABundledOneWithTheSameId(@TempDir Path ws) throws Exception {
        Path own = Files.createDirectories(ws.resolve("skills/my-homework"));
        Files.writeString(own.resolve("mode.json"), "{\"id\":\"hw2\",\"display_name\":\"我的作业模式\"}");
        Files.writeString(own.resolve("SKILL.md"), "mine");
        Path b = jar("b.jar", Map.of("META-INF/homebot/skills.index", "homework2\n",
                "homebot-skills/homework2/mode.json", "{\"id\":\"hw2\",\"display_name\":\"作业模式\"}",
                "homebot-skills/homework2/SKILL.md", "# 作业\n"));
        try (URLClassLoader loader = new URLClassLoader(new URL[] {b.toUri().toURL()}, null)) {
            ModeRegistry r = ModeRegistry.discover(List.of(ws.resolve("skills")), loader, tmp.resolve("cache"));
            assertEquals("我的作业模式", r.find("hw2").orElseThrow().descriptor().displayName());
        }
    }
}
