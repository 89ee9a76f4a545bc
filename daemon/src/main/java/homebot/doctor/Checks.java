package homebot.doctor;

import java.util.List;
import java.util.function.Supplier;

/**
 * Builds checks from lambdas, so parts the doctor does not know (the audio module's device list and model
 * verification, the TTS engine) plug in without this package depending on them.
 */
public final class Checks {
    private Checks() {}

    /** A verification that throws with a readable message on failure. */
    @FunctionalInterface
    public interface Verification {
        /** Returns what was verified, e.g. "vosk-model-small-cn-0.22, sha256 ok". */
        String verify() throws Exception;
    }

    public static DoctorCheck of(String name, boolean required, Supplier<CheckResult> run) {
        return new DoctorCheck() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public boolean required() {
                return required;
            }

            @Override
            public CheckResult run() {
                return run.get();
            }
        };
    }

    /** OK with the listed devices, FAIL ({@code fix}) when the list is empty or cannot be read. */
    public static DoctorCheck devices(String name, boolean required, Supplier<List<String>> lister, String fix) {
        return of(name, required, () -> {
            List<String> found;
            try {
                found = lister.get();
            } catch (RuntimeException e) {
                return CheckResult.fail("cannot list devices: " + e.getMessage(), fix);
            }
            if (found == null || found.isEmpty()) {
                return CheckResult.fail("no device found", fix);
            }
            return CheckResult.ok(found.size() + " found: " + String.join("; ", found));
        });
    }

    /** OK with what {@code verification} returns; FAIL with its exception's message and {@code fix}. */
    public static DoctorCheck verifying(String name, boolean required, Verification verification, String fix) {
        return of(name, required, () -> {
            try {
                return CheckResult.ok(verification.verify());
            } catch (Exception e) {
                return CheckResult.fail(e.getMessage() != null ? e.getMessage() : e.toString(), fix);
            }
        });
    }
}
