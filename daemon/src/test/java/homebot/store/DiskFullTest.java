package homebot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.app.Assembly;
import homebot.app.Daemon;
import homebot.config.HomebotConfig;
import homebot.control.ControlClient;
import homebot.control.SayResult;
import homebot.control.StatusReport;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import homebot.app.Schema;
import homebot.config.ConfigLoader;
import homebot.skills.api.Utterance;
import homebot.testing.ExternalTools;
import homebot.turn.ReplySink;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A really full disk: a 256 KB tmpfs filled to the last byte (needs root to mount, as CI has; skipped
 * otherwise). State files keep their old content, appends fail with a clear error, turns are still answered.
 */
class DiskFullTest {
    @TempDir
    Path dir;

    private Path mount;
    private final ObjectMapper json = new ObjectMapper();

    private static int run(String... cmd) throws Exception {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor(20, TimeUnit.SECONDS) ? p.exitValue() : -1;
    }

    @BeforeEach
    void mountTinyDisk() throws Exception {
        mount = dir.resolve("disk");
        Files.createDirectories(mount);
        ExternalTools.require(run("mount", "-t", "tmpfs", "-o", "size=256k", "homebot-diskfull", mount.toString()) == 0,
                "mounting a 256 KB tmpfs not permitted", "run as root, or in a container with CAP_SYS_ADMIN");
    }

    @AfterEach
    void unmount() throws Exception {
        if (mount != null) {
            run("umount", "-l", mount.toString());
        }
    }

    private void fill() throws IOException {
        try (OutputStream out = Files.newOutputStream(mount.resolve("filler"))) {
            byte[] block = new byte[4096];
            while (true) {
                out.write(block);
                out.flush();
            }
        } catch (IOException expected) {
            // No space left on device: the disk is full now.
        }
    }

    @Test
    void aFullDiskNeverCorruptsAStateFile() throws Exception {
        Path state = mount.resolve("modes/action.json");
        AtomicFiles.writeString(state, "{\"schema_version\":1,\"active\":false}");
        JsonlFile log = new JsonlFile(mount.resolve("conv.jsonl"), json);
        log.append(Map.of("n", 1));
        fill();

        IOException e = assertThrows(IOException.class,
                () -> AtomicFiles.writeString(state, "{\"schema_version\":1,\"active\":true,\"padding\":\"" + "x".repeat(8192) + "\"}"));
        assertTrue(e.getMessage().contains(state.toString()), e.getMessage());
        assertEquals("{\"schema_version\":1,\"active\":false}", Files.readString(state), "old content intact");
        try (var files = Files.list(state.getParent())) {
            assertEquals(1, files.count(), "no temp file left behind");
        }
        assertThrows(IOException.class, () -> log.append(Map.of("n", 2, "text", "y".repeat(16384))));
        assertEquals(1, log.readAll().get(0).get("n").asInt(), "earlier lines still readable");
    }

    @Test
    void aWriteCutShortByAFullDiskLeavesNoTornLineInTheMiddle() throws Exception {
        JsonlFile log = new JsonlFile(mount.resolve("conversation.jsonl"), json);
        log.append(Map.of("n", 1));
        fill();
        Files.delete(mount.resolve("filler"));
        try (OutputStream out = Files.newOutputStream(mount.resolve("filler"))) {
            out.write(new byte[(int) (Files.getFileStore(mount).getUsableSpace() - 6 * 1024)]); // about 6 KB left
        }
        // a record larger than the space left: the kernel takes part of it, then ENOSPC
        assertThrows(IOException.class, () -> log.append(Map.of("n", 2, "text", "y".repeat(64 * 1024))));
        Files.delete(mount.resolve("filler")); // space returns
        log.append(Map.of("n", 3));
        List<String> lines = Files.readAllLines(log.path());
        assertEquals(List.of("{\"n\":1}", "{\"n\":3}"), lines, "the cut record left nothing behind");
    }

    @Test
    void whatCannotBeSavedIsSaidShownAndSavedOnceSpaceReturns() throws Exception {
        Path ws = mount.resolve("ws");
        try (Assembly app = new Assembly(new ConfigLoader(Schema.create(),
                Map.of("HOMEBOT_WORKSPACE", ws.toString())::get).load(Optional.empty()),
                Clock.systemDefaultZone())) {
            app.drainAlerts();
            fill();
            String timer = app.pipeline().run(new Utterance("计时五分钟", "console", "c", null), ReplySink.NONE).text();
            assertTrue(timer.contains("没能保存") && timer.contains("磁盘"), "the user hears it is not saved: " + timer);
            assertTrue(StorageHealth.global().problems().stream().anyMatch(p -> p.contains(ws.resolve("schedule/jobs.json")
                    + " (disk full)")), "status lists it: " + StorageHealth.global().problems());
            assertEquals(homebot.doctor.CheckStatus.FAIL, new homebot.doctor.WorkspaceCheck(ws, "homebot").run().status(),
                    "doctor says the disk is full");
            Files.delete(mount.resolve("filler")); // space returns
            app.drainAlerts(); // what the daemon's ticker does every 500 ms
            assertTrue(Files.readString(ws.resolve("schedule/jobs.json")).contains("计时"), "saved without a restart");
            assertTrue(StorageHealth.global().problems().stream().noneMatch(p -> p.contains("jobs.json")),
                    "status no longer lists it: " + StorageHealth.global().problems());
        }
    }

    @Test
    void statusOverTheControlSocketNamesWhatIsNotSaved() throws Exception {
        Path ws = mount.resolve("ws2");
        Path yaml = dir.resolve("homebot.yaml");
        Files.writeString(yaml, "workspace: " + ws + "\nmodels:\n  dir: " + dir.resolve("no-models") + "\n");
        HomebotConfig config = new ConfigLoader(Schema.create(), Map.<String, String>of()::get).load(Optional.of(yaml));
        try (Daemon daemon = new Daemon(config, new Daemon.Options("mic", "text", true), Clock.systemDefaultZone())) {
            daemon.start(new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream(), true,
                    StandardCharsets.UTF_8));
            Path socket = ws.resolve("run/homebot.sock");
            fill();
            SayResult said = new ControlClient(socket).say("计时三分钟", s -> {});
            assertTrue(said.reply().contains("没能保存"), said.reply());
            StatusReport status = StatusReport.fromJson(new ControlClient(socket).status());
            assertTrue(status.lastErrors().stream().anyMatch(e -> e.contains(ws.resolve("schedule/jobs.json") + " (disk full)")),
                    status.lastErrors().toString());
        }
    }

    @Test
    void aRestartOnAFullDiskKeepsThePreviousSkillCopyAndLeavesNoStagingFolder() throws Exception {
        Path classes = dir.resolve("classes");
        Files.createDirectories(classes.resolve("META-INF/homebot"));
        Files.writeString(classes.resolve("META-INF/homebot/skills.index"), "plain\n");
        Path skill = Files.createDirectories(classes.resolve("homebot-skills/plain"));
        Files.writeString(skill.resolve("mode.json"), "{\"id\":\"plain\",\"display_name\":\"朴素模式\"}");
        Files.writeString(skill.resolve("SKILL.md"), "# 朴素\n" + "步骤。\n".repeat(2000));
        Path cache = mount.resolve("ws/.cache/skills");
        try (java.net.URLClassLoader loader = new java.net.URLClassLoader(new java.net.URL[] {classes.toUri().toURL()}, null)) {
            assertEquals(List.of(cache.resolve("plain")), new homebot.mode.BundledSkills(loader, cache).extract());
            fill();
            assertEquals(List.of(cache.resolve("plain")), new homebot.mode.BundledSkills(loader, cache).extract(),
                    "the intact copy from the last start is used");
        }
        assertTrue(Files.readString(cache.resolve("plain/SKILL.md")).startsWith("# 朴素"));
        try (var files = Files.list(cache)) {
            assertEquals(List.of("plain"), files.map(p -> p.getFileName().toString()).toList(), "no staging folder left");
        }
    }

    @Test
    void turnsAreStillAnsweredWhenNothingCanBeSaved() throws Exception {
        try (Assembly app = new Assembly(new ConfigLoader(Schema.create(),
                Map.of("HOMEBOT_WORKSPACE", mount.resolve("ws").toString())::get).load(Optional.empty()),
                Clock.systemDefaultZone())) {
            fill();
            String reply = app.pipeline().run(new Utterance("现在几点", "console", "c", null), ReplySink.NONE).text();
            assertTrue(reply.startsWith("现在是"), reply);
            String timer = app.pipeline().run(new Utterance("计时五分钟", "console", "c", null), ReplySink.NONE).text();
            assertTrue(!timer.isBlank(), "a clear answer even when the timer cannot be saved: " + timer);
        }
    }
}
