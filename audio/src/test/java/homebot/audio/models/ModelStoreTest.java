package homebot.audio.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.stt.VoskModel;
import homebot.testing.TinyVoskModel;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.SocketEffect;
import okhttp3.OkHttpClient;
import okio.Buffer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ModelStoreTest {
    private static final String NAME = "vosk-model-test-0.1";

    @TempDir
    Path tmp;
    private final MockWebServer server = new MockWebServer();
    private final OkHttpClient client = new OkHttpClient();
    private Path models;

    @BeforeEach
    void start() throws Exception {
        server.start();
        models = tmp.resolve("workspace/models");
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void installsAVerifiedModelAtomicallyAndVoskLoadsIt() throws Exception {
        byte[] zip = zipOfDirectory(TinyVoskModel.create(tmp.resolve("src")), NAME);
        server.enqueue(new MockResponse.Builder().body(new Buffer().write(zip)).build());
        List<long[]> progress = new ArrayList<>();
        InstallResult result = store(zip.length, sha256(zip)).install(NAME, (n, done, total) -> progress.add(new long[] {done, total}));

        assertTrue(result.checksumVerified());
        assertEquals("", result.warning());
        assertEquals(models.resolve(NAME), result.path());
        assertTrue(Files.isRegularFile(models.resolve(NAME + "/am/final.mdl")));
        assertEquals(List.of(NAME), visible(models), "no temp or partial files left");
        assertFalse(Files.exists(models.resolve(".downloads/" + NAME + ".zip.part")));
        assertEquals(zip.length, progress.get(progress.size() - 1)[0]);
        assertEquals(zip.length, progress.get(progress.size() - 1)[1]);
        try (VoskModel model = VoskModel.load(result.path())) {
            assertTrue(model.vocabulary().knows("alpha"));
        }
        Verification v = store(zip.length, sha256(zip)).verify(NAME);
        assertTrue(v.ok() && v.checksumVerified() && v.problems().isEmpty(), v.toString());
    }

    @Test
    void anUnpinnedDownloadIsRefusedWithItsDigestAndInstalledOnlyWhenTrusted() throws Exception {
        byte[] zip = zipOf(Map.of(NAME + "/am/final.mdl", "m", NAME + "/conf/model.conf", "c", NAME + "/graph/HCLG.fst", "g"));
        server.enqueue(new MockResponse.Builder().body(new Buffer().write(zip)).build());
        ModelException e = assertThrows(ModelException.class, () -> store(-1, null).install(NAME, ProgressListener.none()));
        assertEquals("model-unpinned", e.code());
        assertTrue(e.getMessage().contains(sha256(zip)) && e.getMessage().contains("--trust"), e.getMessage());
        assertFalse(Files.exists(models.resolve(NAME)), "nothing installed");
        assertTrue(Files.exists(models.resolve(".downloads/" + NAME + ".zip.part")), "kept: --trust needs no second download");
        server.enqueue(new MockResponse.Builder().code(416).addHeader("Content-Range", "bytes */" + zip.length).build());
        InstallResult trusted = store(-1, null).install(NAME, ProgressListener.none(), true);
        assertFalse(trusted.checksumVerified());
        assertEquals(models.resolve(NAME), trusted.path());
    }

    @Test
    void unknownChecksumInstallsButSaysVerifyManuallyWithTheDigest() throws Exception {
        byte[] zip = zipOf(Map.of(NAME + "/am/final.mdl", "m", NAME + "/conf/model.conf", "c", NAME + "/graph/HCLG.fst", "g"));
        server.enqueue(new MockResponse.Builder().body(new Buffer().write(zip)).build());
        InstallResult result = store(-1, null).install(NAME, ProgressListener.none(), true);
        assertFalse(result.checksumVerified());
        assertEquals("checksum unknown, verify manually: sha256 of " + NAME + ".zip is " + sha256(zip), result.warning());
        Verification v = store(-1, null).verify(NAME);
        assertTrue(v.ok());
        assertFalse(v.checksumVerified());
        assertTrue(v.problems().get(0).contains("checksum unknown, verify manually"), v.toString());
    }

    @Test
    void wrongChecksumIsRejectedAndNothingIsInstalled() throws Exception {
        byte[] zip = zipOf(Map.of(NAME + "/am/final.mdl", "m"));
        server.enqueue(new MockResponse.Builder().body(new Buffer().write(zip)).build());
        ModelException e = assertThrows(ModelException.class,
                () -> store(zip.length, "0".repeat(64)).install(NAME, ProgressListener.none()));
        assertEquals("model-checksum-mismatch", e.code());
        assertTrue(e.getMessage().contains(sha256(zip)), e.getMessage());
        assertFalse(Files.exists(models.resolve(NAME)));
        assertFalse(Files.exists(models.resolve(".downloads/" + NAME + ".zip.part")), "a bad download is discarded");
    }

    @Test
    void wrongSizeIsRejected() throws Exception {
        byte[] zip = zipOf(Map.of(NAME + "/am/final.mdl", "m"));
        server.enqueue(new MockResponse.Builder().body(new Buffer().write(zip)).build());
        ModelException e = assertThrows(ModelException.class,
                () -> store(zip.length + 1, null).install(NAME, ProgressListener.none()));
        assertEquals("model-size-mismatch", e.code());
        assertFalse(Files.exists(models.resolve(NAME)));
    }

    @Test
    void truncatedDownloadKeepsThePartAndTheNextInstallResumesWithRange() throws Exception {
        byte[] zip = zipOf(bigModel());
        server.enqueue(new MockResponse.Builder().body(new Buffer().write(zip))
                .onResponseBody(SocketEffect.ShutdownConnection.INSTANCE).build());
        ModelStore store = store(zip.length, sha256(zip));
        ModelException cut = assertThrows(ModelException.class, () -> store.install(NAME, ProgressListener.none()));
        assertEquals("model-download-interrupted", cut.code());
        assertTrue(cut.getMessage().contains("homebot models install " + NAME), cut.getMessage());
        Path part = models.resolve(".downloads/" + NAME + ".zip.part");
        long have = Files.size(part);
        assertTrue(have < zip.length, "partial: " + have);
        server.takeRequest();

        byte[] rest = java.util.Arrays.copyOfRange(zip, (int) have, zip.length);
        server.enqueue(new MockResponse.Builder().code(206)
                .addHeader("Content-Range", "bytes " + have + "-" + (zip.length - 1) + "/" + zip.length)
                .body(new Buffer().write(rest)).build());
        InstallResult result = store.install(NAME, ProgressListener.none());
        RecordedRequest resumed = server.takeRequest();
        assertEquals("bytes=" + have + "-", resumed.getHeaders().get("Range"));
        assertTrue(result.checksumVerified());
        assertEquals(sha256(zip), result.sha256());
        assertTrue(Files.isRegularFile(models.resolve(NAME + "/am/final.mdl")));
    }

    @Test
    void serverIgnoringRangeRestartsFromScratch() throws Exception {
        byte[] zip = zipOf(bigModel());
        Path part = Files.createDirectories(models.resolve(".downloads")).resolve(NAME + ".zip.part");
        Files.write(part, "stale bytes from an older archive".getBytes());
        server.enqueue(new MockResponse.Builder().body(new Buffer().write(zip)).build());
        InstallResult result = store(zip.length, sha256(zip)).install(NAME, ProgressListener.none());
        assertTrue(result.checksumVerified());
    }

    @Test
    void completePartWithUnknownSizeIsRecognisedFromTheRangeRefusal() throws Exception {
        byte[] zip = zipOf(bigModel());
        Path part = Files.createDirectories(models.resolve(".downloads")).resolve(NAME + ".zip.part");
        Files.write(part, zip);
        server.enqueue(new MockResponse.Builder().code(416).addHeader("Content-Range", "bytes */" + zip.length).build());
        InstallResult result = store(-1, sha256(zip)).install(NAME, ProgressListener.none());
        assertTrue(result.checksumVerified());
        assertEquals("bytes=" + zip.length + "-", server.takeRequest().getHeaders().get("Range"));
    }

    @Test
    void zipWithParentDirectoryEntryIsRejectedAndWritesNothingOutside() throws Exception {
        Map<String, String> evil = new LinkedHashMap<>();
        evil.put(NAME + "/am/final.mdl", "m");
        evil.put(NAME + "/../../../escaped.txt", "pwned");
        byte[] zip = zipOf(evil);
        server.enqueue(new MockResponse.Builder().body(new Buffer().write(zip)).build());
        ModelException e = assertThrows(ModelException.class,
                () -> store(zip.length, sha256(zip)).install(NAME, ProgressListener.none()));
        assertEquals("model-unsafe-archive", e.code());
        assertTrue(e.getMessage().contains("escaped.txt"), e.getMessage());
        try (Stream<Path> all = Files.walk(tmp)) {
            assertTrue(all.noneMatch(p -> p.getFileName().toString().equals("escaped.txt")));
        }
        assertFalse(Files.exists(models.resolve(NAME)));
        assertEquals(List.of(), visible(models));
    }

    @Test
    void absoluteEntryIsRejected() {
        assertEquals("model-unsafe-archive", assertThrows(ModelException.class,
                () -> ZipUnpacker.safeResolve(tmp, "/etc/passwd")).code());
        assertEquals("model-unsafe-archive", assertThrows(ModelException.class,
                () -> ZipUnpacker.safeResolve(tmp, "C:\\Windows\\x")).code());
    }

    @Test
    void httpErrorIsDownloadFailed() {
        server.enqueue(new MockResponse.Builder().code(404).build());
        ModelException e = assertThrows(ModelException.class, () -> store(-1, null).install(NAME, ProgressListener.none()));
        assertEquals("model-download-failed", e.code());
        assertTrue(e.getMessage().contains("404"));
    }

    @Test
    void unknownNameListsTheCatalog() {
        ModelException e = assertThrows(ModelException.class, () -> store(-1, null).install("vosk-model-xx", ProgressListener.none()));
        assertEquals("model-unknown", e.code());
        assertTrue(e.getMessage().contains(NAME));
    }

    @Test
    void verifyReportsMissingAndBrokenModels() throws Exception {
        assertEquals("model-not-installed", assertThrows(ModelException.class, () -> store(-1, null).verify(NAME)).code());
        Files.createDirectories(models.resolve(NAME + "/am"));
        Verification v = store(-1, null).verify(NAME);
        assertFalse(v.ok());
        assertTrue(v.problems().contains("missing am/final.mdl"), v.toString());
    }

    @Test
    void listShowsCatalogModelsAndForeignInstalledOnes() throws Exception {
        Files.createDirectories(models.resolve("my-own-model"));
        Files.createDirectories(models.resolve(".downloads"));
        List<ModelStatus> rows = store(-1, null).list();
        assertEquals(2, rows.size());
        assertEquals(NAME, rows.get(0).name());
        assertFalse(rows.get(0).installed());
        assertEquals("my-own-model", rows.get(1).name());
        assertTrue(rows.get(1).installed() && rows.get(1).catalogEntry().isEmpty());
    }

    @Test
    void builtInCatalogHasBothSmallModelsFromUpstreamWithoutInventedChecksums() {
        ModelCatalog catalog = ModelCatalog.builtIn();
        for (String name : List.of("vosk-model-small-cn-0.22", "vosk-model-small-en-us-0.15")) {
            ModelInfo m = catalog.find(name).orElseThrow();
            assertEquals("https://alphacephei.com/vosk/models/" + name + ".zip", m.url());
            assertNull(m.sha256(), "not verified here: must stay null until checked against a real download");
        }
        ModelInfo mirrored = catalog.withMirror("https://mirror.example.org/vosk/").find("vosk-model-small-cn-0.22").orElseThrow();
        assertEquals("https://mirror.example.org/vosk/vosk-model-small-cn-0.22.zip", mirrored.url());
    }

    @Test
    void progressIsABarOnATerminalAndPlainLinesOtherwise() {
        ByteArrayOutputStream tty = new ByteArrayOutputStream();
        ProgressRenderer bar = new ProgressRenderer(new java.io.PrintStream(tty, true), true);
        bar.progress("m", 0, 4 * 1024 * 1024);
        bar.progress("m", 2 * 1024 * 1024, 4 * 1024 * 1024);
        bar.finished("m");
        assertTrue(tty.toString().contains("\rm [###############---------------]  50% 2.0/4.0 MB"), tty.toString());
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        ProgressRenderer plain = new ProgressRenderer(new java.io.PrintStream(log, true), false);
        for (long done = 0; done <= 1000; done += 1) {
            plain.progress("m", done, 1000);
        }
        String[] lines = log.toString().split("\n");
        assertEquals(11, lines.length, log.toString());
        assertFalse(log.toString().contains("\r"));
        assertTrue(lines[5].startsWith("m 50% ("), lines[5]);
    }

    private ModelStore store(long size, String sha) {
        ModelInfo info = new ModelInfo(NAME, server.url("/vosk/" + NAME + ".zip").toString(), size, sha, "xx", "1K", "");
        return new ModelStore(models, new ModelCatalog(List.of(info)), client);
    }

    private static Map<String, String> bigModel() {
        Map<String, String> files = new LinkedHashMap<>();
        StringBuilder noise = new StringBuilder();
        java.util.Random random = new java.util.Random(1);
        for (int i = 0; i < 200_000; i++) {
            noise.append((char) ('a' + random.nextInt(26)));
        }
        files.put(NAME + "/am/final.mdl", noise.toString());
        files.put(NAME + "/conf/model.conf", "--sample-frequency=16000");
        files.put(NAME + "/graph/HCLG.fst", "g");
        return files;
    }

    private static byte[] zipOf(Map<String, String> files) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            for (Map.Entry<String, String> f : files.entrySet()) {
                zip.putNextEntry(new ZipEntry(f.getKey()));
                zip.write(f.getValue().getBytes(java.nio.charset.StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    private static byte[] zipOfDirectory(Path dir, String top) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes); Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.filter(Files::isRegularFile).sorted().toList()) {
                zip.putNextEntry(new ZipEntry(top + "/" + dir.relativize(p).toString().replace('\\', '/')));
                zip.write(Files.readAllBytes(p));
                zip.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    private static List<String> visible(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> !n.equals(".downloads")).sorted().toList();
        }
    }

    private static String sha256(byte[] data) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(data));
    }
}
