package homebot.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ControlServerTest {
    @TempDir
    Path tmp;
    private final ScriptedHandler handler = new ScriptedHandler();
    private final List<ControlServer> servers = new ArrayList<>();
    private long idleMs = 5_000;

    @AfterEach
    void stop() {
        servers.forEach(ControlServer::close);
    }

    private Path sock() {
        return tmp.resolve("run").resolve("homebot.sock");
    }

    private ControlServer started(ControlHandler h) throws ControlException {
        ControlServer s = new ControlServer(sock(), h, new ControlConfig("", 4, 1024, 5_000, idleMs));
        servers.add(s);
        s.start();
        return s;
    }

    private static JsonNode json(String line) throws IOException {
        return ControlProtocol.JSON.readTree(line);
    }

    @Test
    void sayStreamsSentencesThenTheFinalReply() throws Exception {
        started(handler);
        List<String> sentences = new ArrayList<>();
        SayResult r = new ControlClient(sock()).say("番茄 要 几个?", sentences::add);
        assertEquals(List.of("echo: 番茄", "echo: 要", "echo: 几个?"), sentences);
        assertEquals("echo: 番茄 echo: 要 echo: 几个?", r.reply());
        assertEquals("WAITING", r.dialogueState());
        assertEquals(List.of("番茄 要 几个?"), handler.said);
    }

    @Test
    void clientReportsTheDaemonsErrorCode() throws Exception {
        started(handler);
        ControlException e = assertThrows(ControlException.class, () -> new ControlClient(sock()).say(" ", s -> {}));
        assertEquals("bad-request", e.code());
        assertTrue(e.getMessage().contains("non-empty"), e.getMessage());
    }

    @Test
    void statusIsOneJsonObject() throws Exception {
        started(handler);
        assertEquals("IDLE", new ControlClient(sock()).status().get("state").asText());
    }

    @Test
    void socketIsOwnerAndGroupOnlyAndItsNewDirectoryIsNotWorldReadable() throws Exception {
        started(handler);
        assertEquals("rw-rw----", PosixFilePermissions.toString(Files.getPosixFilePermissions(sock())));
        assertEquals("rwxr-x---", PosixFilePermissions.toString(Files.getPosixFilePermissions(sock().getParent())));
    }

    @Test
    void garbageGetsAnErrorAndTheConnectionStaysUsable() throws Exception {
        started(handler);
        try (RawClient c = new RawClient(sock())) {
            c.send("this is not json\n");
            assertEquals("bad-json", json(c.line()).get("code").asText());
            c.send("[1,2]\n");
            assertEquals("bad-request", json(c.line()).get("code").asText());
            c.send("{\"cmd\":\"dance\"}\n");
            JsonNode unknown = json(c.line());
            assertEquals("unknown-command", unknown.get("code").asText());
            assertTrue(unknown.get("error").asText().contains("dance"));
            c.send("{\"cmd\":\"say\",\"text\":\"  \"}\n");
            assertEquals("bad-request", json(c.line()).get("code").asText());
            c.send("\n{\"cmd\":\"status\"}\n");
            assertEquals("IDLE", json(c.line()).get("state").asText());
        }
        assertEquals(List.of(), handler.said, "nothing bad reached the turn pipeline");
    }

    @Test
    void oversizedLineIsRefusedAndTheConnectionClosedCleanly() throws Exception {
        started(handler);
        try (RawClient c = new RawClient(sock())) {
            c.send("{\"cmd\":\"say\",\"text\":\"" + "x".repeat(5000) + "\"}\n");
            assertEquals("line-too-long", json(c.line()).get("code").asText());
            assertNull(c.line(), "closed after the error");
        } catch (IOException e) {
            // the server may close while we still write; what matters is that it goes on serving
        }
        assertEquals("IDLE", new ControlClient(sock()).status().get("state").asText());
    }

    @Test
    void aClientThatLeavesMidReplyDoesNotDisturbTheTurnOrTheServer() throws Exception {
        CountDownLatch firstSent = new CountDownLatch(1);
        CountDownLatch clientGone = new CountDownLatch(1);
        CountDownLatch turnDone = new CountDownLatch(1);
        started(new ScriptedHandler() {
            @Override
            public void say(String text, Consumer<String> sentence, Consumer<SayResult> done) {
                sentence.accept("first");
                firstSent.countDown();
                try {
                    clientGone.await(5, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                for (int i = 0; i < 200; i++) {
                    sentence.accept("more " + "y".repeat(500));
                }
                done.accept(SayResult.of("whole", "IDLE"));
                turnDone.countDown();
            }
        });
        try (RawClient c = new RawClient(sock())) {
            c.send("{\"cmd\":\"say\",\"text\":\"long story\"}\n");
            assertEquals("first", json(c.line()).get("sentence").asText());
        }
        clientGone.countDown();
        assertTrue(turnDone.await(5, TimeUnit.SECONDS), "the turn ran to its end");
        assertEquals("IDLE", new ControlClient(sock()).status().get("state").asText());
    }

    @Test
    void idleClientsHoldingEveryWorkerAreDroppedSoOthersGetServed() throws Exception {
        idleMs = 50;
        started(handler);
        List<RawClient> idle = new ArrayList<>();
        try {
            for (int i = 0; i < 6; i++) {
                RawClient c = new RawClient(sock());
                c.send("{\"cmd\":\"sta"); // half a request, then silence
                idle.add(c);
            }
            assertEquals("IDLE", new ControlClient(sock()).status().get("state").asText());
            assertNull(idle.get(0).line(), "the idle connection was closed");
        } finally {
            for (RawClient c : idle) {
                c.close();
            }
        }
    }

    @Test
    void silentAndSlowClientsNeverDelayAnotherEvenBeforeTheIdleTimeout() throws Exception {
        idleMs = 30_000; // the shipped default: no waiting for it
        started(handler);
        List<RawClient> silent = new ArrayList<>();
        ExecutorService other = Executors.newSingleThreadExecutor();
        try {
            for (int i = 0; i < 10; i++) {
                RawClient c = new RawClient(sock());
                if (i % 2 == 1) {
                    c.send("{\"cmd\":\"sta"); // half a request, then silence
                }
                silent.add(c);
            }
            RawClient slow = new RawClient(sock());
            silent.add(slow);
            slow.send("{"); // a client that types one byte now and then
            Future<String> state = other.submit(() -> new ControlClient(sock()).status().get("state").asText());
            assertEquals("IDLE", state.get(3, TimeUnit.SECONDS), "served while ten clients sit silent");
            Future<String> reply = other.submit(() -> new ControlClient(sock()).say("hi", s -> {}).reply());
            assertEquals("echo: hi", reply.get(3, TimeUnit.SECONDS));
            slow.send("\"cmd\":\"status\"}\n");
            assertEquals("IDLE", json(slow.line()).get("state").asText(), "the slow client is served too");
        } finally {
            other.shutdownNow();
            for (RawClient c : silent) {
                c.close();
            }
        }
    }

    @Test
    void twentyConcurrentClientsAllGetTheirOwnAnswers() throws Exception {
        started(handler);
        ExecutorService clients = Executors.newFixedThreadPool(20);
        try {
            List<Future<String>> replies = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                int n = i;
                replies.add(clients.submit(() -> n % 2 == 0
                        ? new ControlClient(sock()).say("hello" + n, s -> {}).reply()
                        : new ControlClient(sock()).status().get("state").asText()));
            }
            for (int i = 0; i < 20; i++) {
                assertEquals(i % 2 == 0 ? "echo: hello" + i : "IDLE", replies.get(i).get(10, TimeUnit.SECONDS));
            }
        } finally {
            clients.shutdownNow();
        }
        assertEquals(10, handler.said.size());
    }

    @Test
    void aSecondDaemonRefusesToStartInsteadOfStealingTheSocket() throws Exception {
        started(handler);
        ControlServer second = new ControlServer(sock(), handler);
        ControlException e = assertThrows(ControlException.class, second::start);
        assertEquals("daemon-already-running", e.code());
        assertTrue(e.getMessage().contains(sock().toString()), e.getMessage());
        assertEquals("IDLE", new ControlClient(sock()).status().get("state").asText(), "the first still serves");
    }

    @Test
    void aStaleSocketFromACrashedDaemonIsReplaced() throws Exception {
        Files.createDirectories(sock().getParent());
        var crashed = java.nio.channels.ServerSocketChannel.open(java.net.StandardProtocolFamily.UNIX);
        crashed.bind(java.net.UnixDomainSocketAddress.of(sock()));
        crashed.close(); // the file stays, nobody listens
        assertTrue(Files.exists(sock()));
        ControlException down = assertThrows(ControlException.class, () -> new ControlClient(sock()).status());
        assertEquals("daemon-not-running", down.code());
        started(handler);
        assertEquals("IDLE", new ControlClient(sock()).status().get("state").asText());
    }

    @Test
    void clientWithoutADaemonSaysSoAndNamesTheSocket() {
        ControlException e = assertThrows(ControlException.class, () -> new ControlClient(sock()).say("hi", s -> {}));
        assertEquals("daemon-not-running", e.code());
        assertEquals("daemon not running (no socket at " + sock() + ")", e.getMessage());
    }

    @Test
    void aClientThatMayNotEnterTheSocketDirectoryIsToldSoNotThatTheDaemonIsDown() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeFalse("root".equals(System.getProperty("user.name")),
                "root enters any directory; the boot test (deploy/ci/systemd-boot-test.sh) checks this as user nobody");
        started(handler);
        Files.setPosixFilePermissions(sock().getParent(), PosixFilePermissions.fromString("rw-------"));
        try {
            ControlException e = assertThrows(ControlException.class, () -> new ControlClient(sock()).status());
            assertEquals("control-denied", e.code());
            assertTrue(e.getMessage().contains("sudo usermod -aG homebot"), e.getMessage());
        } finally {
            Files.setPosixFilePermissions(sock().getParent(), PosixFilePermissions.fromString("rwxr-x---"));
        }
    }

    @Test
    void closeStopsWithinOneSecondEvenWithATurnThatNeverEnds() throws Exception {
        CountDownLatch inTurn = new CountDownLatch(1);
        ControlServer s = started(new ScriptedHandler() {
            @Override
            public void say(String text, Consumer<String> sentence, Consumer<SayResult> done) {
                inTurn.countDown(); // never calls done
            }
        });
        RawClient c = new RawClient(sock());
        c.send("{\"cmd\":\"say\",\"text\":\"hang\"}\n");
        assertTrue(inTurn.await(5, TimeUnit.SECONDS));
        assertTimeout(Duration.ofSeconds(1), s::close);
        assertTrue(Files.notExists(sock()), "socket file removed");
        c.close();
        ControlException e = assertThrows(ControlException.class, () -> new ControlClient(sock()).status());
        assertEquals("daemon-not-running", e.code());
    }

    @Test
    void aSocketDirectoryThatCannotBeCreatedGivesAClearStartupMessage() throws Exception {
        Files.writeString(tmp.resolve("run"), "a file where the directory should be");
        ControlException e = assertThrows(ControlException.class, () -> started(handler));
        assertTrue(e.getMessage().startsWith("cannot create the control socket directory " + sock().getParent()), e.getMessage());
    }

    @Test
    void permissionAndDiskFullFailuresNameTheCauseAndTheFix() {
        Path dir = Path.of("/run/homebot");
        ControlException denied = SocketSetup.describe(new java.nio.file.AccessDeniedException("/run/homebot"), dir, "cannot bind");
        assertEquals("control-dir-denied", denied.code());
        assertTrue(denied.getMessage().contains("sudo chown homebot:homebot /run/homebot"), denied.getMessage());
        ControlException full = SocketSetup.describe(
                new java.nio.file.FileSystemException("/run/homebot/homebot.sock", null, "No space left on device"), dir, "cannot bind");
        assertEquals("control-disk-full", full.code());
        assertTrue(full.getMessage().contains("df -h /run/homebot"), full.getMessage());
    }
}
