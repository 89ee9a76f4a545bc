package homebot.doctor;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributes;
import java.util.ArrayList;
import java.util.List;

/**
 * GPIO chips exist and this user may open them. Optional: without GPIO the daemon runs without LED and
 * button, so a missing chip is only a failure when GPIO was asked for ({@code gpio.enabled: true}).
 */
public final class GpioCheck implements DoctorCheck {
    private final Path devDir;
    private final String enabled;
    private final String user;

    /** @param enabled gpio.enabled: auto, true or false; @param user the daemon's user, named in the fix */
    public GpioCheck(Path devDir, String enabled, String user) {
        this.devDir = devDir;
        this.enabled = enabled;
        this.user = user;
    }

    @Override
    public String name() {
        return "gpio";
    }

    @Override
    public boolean required() {
        return "true".equals(enabled);
    }

    @Override
    public CheckResult run() {
        if ("false".equals(enabled)) {
            return CheckResult.ok("disabled in config (gpio.enabled: false)");
        }
        List<Path> chips = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(devDir, "gpiochip*")) {
            ds.forEach(chips::add);
        } catch (IOException e) {
            // no /dev listing: same as no chip
        }
        chips.sort(null);
        if (chips.isEmpty()) {
            String msg = "no " + devDir + "/gpiochip* (not a Raspberry Pi?): LEDs, button and mute switch are off";
            return "true".equals(enabled) ? CheckResult.fail(msg, "set gpio.enabled: auto, or check the board")
                    : CheckResult.warn(msg, null);
        }
        List<String> denied = new ArrayList<>();
        for (Path chip : chips) {
            if (!Files.isReadable(chip) || !Files.isWritable(chip)) {
                denied.add(chip.getFileName() + " (group " + group(chip) + ")");
            }
        }
        if (!denied.isEmpty()) {
            return CheckResult.fail("no access to " + String.join(", ", denied),
                    "sudo usermod -aG gpio " + user + " (then restart: sudo systemctl restart homebot)");
        }
        return CheckResult.ok(chips.size() + " chip(s): " + String.join(", ",
                chips.stream().map(p -> p.getFileName().toString()).toList()));
    }

    private static String group(Path p) {
        try {
            return Files.readAttributes(p, PosixFileAttributes.class).group().getName();
        } catch (IOException | UnsupportedOperationException e) {
            return "?";
        }
    }
}
