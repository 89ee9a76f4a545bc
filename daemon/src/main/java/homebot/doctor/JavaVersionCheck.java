package homebot.doctor;

/** The running Java must be 17 or newer (records, sealed types, Unix domain sockets). */
public final class JavaVersionCheck implements DoctorCheck {
    private final Runtime.Version version;

    public JavaVersionCheck() {
        this(Runtime.version());
    }

    public JavaVersionCheck(Runtime.Version version) {
        this.version = version;
    }

    @Override
    public String name() {
        return "java";
    }

    @Override
    public boolean required() {
        return true;
    }

    @Override
    public CheckResult run() {
        if (version.feature() >= 17) {
            return CheckResult.ok("Java " + version + " (" + System.getProperty("java.vm.name", "JVM") + ")");
        }
        return CheckResult.fail("Java " + version + " is too old, homebot needs 17 or newer",
                "sudo apt install openjdk-17-jre-headless");
    }
}
