package homebot.control;

import java.io.IOException;
import java.net.ConnectException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Binds the control socket: makes the directory (0750) when missing, refuses to start when another daemon
 * answers on the socket, removes a stale socket file, binds, and sets 0660 right after the bind (the
 * directory's own mode closes the short window before that).
 */
final class SocketSetup {
    private static final Logger LOG = LoggerFactory.getLogger(SocketSetup.class);

    private SocketSetup() {}

    static ServerSocketChannel bind(Path socket) throws ControlException {
        Path dir = socket.toAbsolutePath().getParent();
        try {
            if (!Files.isDirectory(dir)) {
                Files.createDirectories(dir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-x---")));
            }
        } catch (IOException e) {
            throw describe(e, dir, "cannot create the control socket directory " + dir);
        }
        if (Files.exists(socket, LinkOption.NOFOLLOW_LINKS)) {
            if (Files.isDirectory(socket, LinkOption.NOFOLLOW_LINKS)) {
                throw new ControlException("control-bind-failed", "the control socket path " + socket
                        + " is a directory; remove it: rmdir " + socket);
            }
            if (answers(socket)) {
                throw new ControlException("daemon-already-running", "another homebot daemon is already running (it answers on "
                        + socket + "); stop it first (sudo systemctl stop homebot) or use `homebot status`");
            }
            try {
                Files.delete(socket);
                LOG.info("removed a stale control socket {} (no daemon answered on it)", socket);
            } catch (IOException e) {
                throw describe(e, dir, "cannot remove the stale control socket " + socket);
            }
        }
        ServerSocketChannel server = null;
        try {
            server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
            server.bind(UnixDomainSocketAddress.of(socket));
            Files.setPosixFilePermissions(socket, PosixFilePermissions.fromString("rw-rw----"));
            return server;
        } catch (IOException e) {
            closeQuietly(server);
            throw describe(e, dir, "cannot create the control socket " + socket);
        }
    }

    private static boolean answers(Path socket) {
        try (SocketChannel probe = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
            return probe.isConnected();
        } catch (ConnectException e) {
            return false; // nobody listens: a socket left by a crashed daemon
        } catch (IOException e) {
            return false;
        }
    }

    /** Turns an I/O failure into a message that names the cause and the fix. */
    static ControlException describe(IOException e, Path dir, String what) {
        String reason = e instanceof FileSystemException fse && fse.getReason() != null ? fse.getReason()
                : String.valueOf(e.getMessage());
        if (e instanceof AccessDeniedException || reason.contains("Permission denied")
                || reason.contains("Read-only file system")) {
            return new ControlException("control-dir-denied", what + ": " + reason + " (" + e.getClass().getSimpleName()
                    + "); fix: sudo chown homebot:homebot " + dir + " && sudo chmod 0750 " + dir
                    + ", or run under systemd with RuntimeDirectory=homebot", e);
        }
        if (reason.contains("No space left")) {
            return new ControlException("control-disk-full", what + ": the file system is full (" + reason
                    + "); free space: df -h " + dir, e);
        }
        if (reason.toLowerCase().contains("too long")) {
            return new ControlException("control-bind-failed", what + ": the path is too long for a Unix socket ("
                    + reason + "); set RUNTIME_DIRECTORY or XDG_RUNTIME_DIR to a shorter directory", e);
        }
        return new ControlException("control-bind-failed", what + ": " + e, e);
    }

    private static void closeQuietly(ServerSocketChannel server) {
        if (server != null) {
            try {
                server.close();
            } catch (IOException ignored) {
                // the bind error is the one to report
            }
        }
    }
}
