package homebot.doctor;

/**
 * @param status     OK, WARN or FAIL
 * @param message    what was found, in one line
 * @param fixCommand the command (or setting) that fixes it; null when there is nothing to fix
 */
public record CheckResult(CheckStatus status, String message, String fixCommand) {
    public static CheckResult ok(String message) {
        return new CheckResult(CheckStatus.OK, message, null);
    }

    public static CheckResult warn(String message, String fixCommand) {
        return new CheckResult(CheckStatus.WARN, message, fixCommand);
    }

    public static CheckResult fail(String message, String fixCommand) {
        return new CheckResult(CheckStatus.FAIL, message, fixCommand);
    }
}
