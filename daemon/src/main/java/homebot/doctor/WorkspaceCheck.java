package homebot.doctor;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The workspace exists and takes a write: a temp file is created, fsynced and deleted. {@code run} uses it too,
 * to refuse to start on a workspace where nothing could ever be saved.
 */
public final class WorkspaceCheck implements DoctorCheck {
    static final long LOW_SPACE_BYTES = 50L * 1024 * 1024;

    private final Path workspace;
    private final String owner;

    /** @param owner the user the daemon runs as ({@code homebot} under systemd), named in the fix */
    public WorkspaceCheck(Path workspace, String owner) {
        this.workspace = workspace;
        this.owner = owner;
    }

    @Override
    public String name() {
        return "workspace";
    }

    @Override
    public boolean required() {
        return true;
    }

    /** True when the failure is one that space returning will heal (a full disk), not one that needs an operator. */
    public static boolean onlyFull(CheckResult r) {
        return r.message().contains("the disk is full");
    }

    @Override
    public CheckResult run() {
        String fix = "sudo chown -R " + owner + ": " + workspace;
        Path probe = null;
        try {
            Files.createDirectories(workspace);
            probe = Files.createTempFile(workspace, ".doctor-", ".tmp");
            try (FileChannel ch = FileChannel.open(probe, StandardOpenOption.WRITE)) {
                ch.write(ByteBuffer.wrap("homebot doctor\n".getBytes(StandardCharsets.UTF_8)));
                ch.force(true);
            }
            Files.delete(probe);
            probe = null;
            long free = Files.getFileStore(workspace).getUsableSpace();
            if (free < LOW_SPACE_BYTES) {
                return CheckResult.warn(workspace + " is writable but only " + free / (1024 * 1024)
                        + " MB are free", "df -h " + workspace + " (free some space)");
            }
            return CheckResult.ok(workspace + " writable, " + free / (1024 * 1024) + " MB free");
        } catch (IOException | SecurityException e) {
            String cause = homebot.store.StorageHealth.reason(e);
            String reason = switch (cause) {
                case "disk full" -> "the disk is full";
                case "read-only file system" -> "it is on a read-only file system";
                default -> e.getClass().getSimpleName() + ": " + e.getMessage();
            };
            return CheckResult.fail(workspace + " is not writable (" + reason + ")", switch (cause) {
                case "disk full" -> "df -h " + workspace + " (free some space)";
                case "read-only file system" -> "mount -o remount,rw $(df --output=target " + workspace
                        + " | tail -1), or set workspace: to a writable directory";
                default -> fix;
            });
        } finally {
            if (probe != null) {
                try {
                    Files.deleteIfExists(probe);
                } catch (IOException ignored) {
                    // best effort: the failure above is the finding
                }
            }
        }
    }
}
