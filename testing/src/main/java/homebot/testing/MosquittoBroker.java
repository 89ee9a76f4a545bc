package homebot.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A real Mosquitto broker for tests: started on a free loopback port with a generated config (a password file made
 * by {@code mosquitto_passwd -b}, anonymous clients refused, no persistence), stopped by {@link #close}. It can be
 * killed and started again on the same port, for the broker-lost tests. Missing Mosquitto skips the test loudly
 * (fails under {@code -Dhomebot.strict=true}): {@code sudo apt install mosquitto}.
 */
public final class MosquittoBroker implements AutoCloseable {
    public static final String USER = "homebot";
    public static final String PASSWORD = "kitchen-secret-1";

    private final Path dir;
    private final Path mosquitto;
    private final int port;
    private final boolean tls;
    private Process process;

    private MosquittoBroker(Path dir, Path mosquitto, int port, boolean tls) {
        this.dir = dir;
        this.mosquitto = mosquitto;
        this.port = port;
        this.tls = tls;
    }

    /** Starts a broker whose files live under {@code dir}; skips the test when Mosquitto is not installed. */
    public static MosquittoBroker start(Path dir) {
        return start(dir, false);
    }

    /**
     * The same over TLS: a throwaway CA and a server certificate for 127.0.0.1 made with openssl; clients trust
     * {@link #caFile()}.
     */
    public static MosquittoBroker startTls(Path dir) {
        ExternalTools.requireProgram("openssl", "openssl");
        return start(dir, true);
    }

    private static MosquittoBroker start(Path dir, boolean tls) {
        Path mosquitto = find("mosquitto");
        Path passwd = find("mosquitto_passwd");
        ExternalTools.require(mosquitto != null && passwd != null, "mosquitto and mosquitto_passwd",
                "sudo apt install mosquitto");
        try {
            Files.createDirectories(dir);
            Path passwords = dir.resolve("passwd");
            run(List.of(passwd.toString(), "-c", "-b", passwords.toString(), USER, PASSWORD));
            int port = freePort();
            String tlsLines = "";
            if (tls) {
                certificates(dir);
                tlsLines = String.join("\n", "cafile " + dir.resolve("ca.crt"), "certfile " + dir.resolve("server.crt"),
                        "keyfile " + dir.resolve("server.key"), "");
            }
            Files.writeString(dir.resolve("mosquitto.conf"), String.join("\n",
                    // Run as root (CI containers), mosquitto would switch to user "mosquitto", who cannot read the temp dir.
                    "user " + System.getProperty("user.name"),
                    "per_listener_settings false",
                    "allow_anonymous false",
                    "password_file " + passwords,
                    "persistence false",
                    "log_dest file " + dir.resolve("mosquitto.log"),
                    "log_type all",
                    "listener " + port + " 127.0.0.1",
                    ""));
            if (tls) { // listener options: they must follow the listener line
                Files.writeString(dir.resolve("mosquitto.conf"), tlsLines, java.nio.file.StandardOpenOption.APPEND);
            }
            MosquittoBroker broker = new MosquittoBroker(dir, mosquitto, port, tls);
            broker.startProcess();
            return broker;
        } catch (IOException e) {
            throw new UncheckedIOException("could not start mosquitto: " + e.getMessage(), e);
        }
    }

    public int port() {
        return port;
    }

    public String url() {
        return (tls ? "ssl" : "tcp") + "://127.0.0.1:" + port;
    }

    /** The PEM CA certificate a TLS client must trust. */
    public Path caFile() {
        return dir.resolve("ca.crt");
    }

    private static void certificates(Path dir) throws IOException {
        Path ext = dir.resolve("san.cnf");
        Files.writeString(ext, "subjectAltName=IP:127.0.0.1\n");
        run(List.of("openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", dir.resolve("ca.key").toString(),
                "-out", dir.resolve("ca.crt").toString(), "-days", "2", "-subj", "/CN=homebot test CA"));
        run(List.of("openssl", "req", "-newkey", "rsa:2048", "-nodes", "-keyout", dir.resolve("server.key").toString(),
                "-out", dir.resolve("server.csr").toString(), "-subj", "/CN=127.0.0.1"));
        run(List.of("openssl", "x509", "-req", "-in", dir.resolve("server.csr").toString(), "-CA",
                dir.resolve("ca.crt").toString(), "-CAkey", dir.resolve("ca.key").toString(), "-CAcreateserial",
                "-out", dir.resolve("server.crt").toString(), "-days", "2", "-extfile", ext.toString()));
    }

    public Path log() {
        return dir.resolve("mosquitto.log");
    }

    public boolean running() {
        return process != null && process.isAlive();
    }

    /** Kills the broker at once (SIGKILL): no clean disconnect, the clients' last wills fire when it returns. */
    public synchronized void kill() {
        if (process != null) {
            process.destroyForcibly();
            try {
                process.waitFor(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            process = null;
        }
    }

    /** Starts the broker again on the same port after {@link #kill}. */
    public synchronized void restart() {
        kill();
        try {
            startProcess();
        } catch (IOException e) {
            throw new UncheckedIOException("could not restart mosquitto: " + e.getMessage(), e);
        }
    }

    private synchronized void startProcess() throws IOException {
        process = new ProcessBuilder(mosquitto.toString(), "-c", dir.resolve("mosquitto.conf").toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("mosquitto.out").toFile()).start();
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IOException("mosquitto exited at start: " + Files.readString(dir.resolve("mosquitto.out")));
            }
            try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
                return;
            } catch (IOException notYet) {
                try {
                    Thread.sleep(20); // a real process starting: nothing to move but the wall clock
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted while waiting for mosquitto");
                }
            }
        }
        throw new IOException("mosquitto did not listen on port " + port + " within 10 s");
    }

    @Override
    public void close() {
        kill();
    }

    /** A loopback port nobody listens on right now (for "broker down" tests, too). */
    public static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private static Path find(String program) {
        Path p = ExternalTools.findOnPath(program);
        if (p != null) {
            return p;
        }
        for (String dir : List.of("/usr/sbin", "/usr/bin", "/usr/local/sbin")) {
            Path candidate = Path.of(dir, program);
            if (Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        return null;
    }

    private static void run(List<String> cmd) throws IOException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        try {
            String out = new String(p.getInputStream().readAllBytes());
            if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new IOException(String.join(" ", cmd.subList(0, 1)) + " failed: " + out);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }
}
