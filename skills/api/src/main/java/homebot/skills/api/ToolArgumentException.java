package homebot.skills.api;

/**
 * Bad arguments from the model; the code and message go back to the model as the tool's error result
 * ({@code {"error":"<code>","message":"..."}}).
 */
public class ToolArgumentException extends Exception {
    /** The usual code: the arguments do not fit the tool's schema or its rules. */
    public static final String BAD_ARGUMENTS = "tool-bad-arguments";
    /** A string argument is longer than the tool accepts; the message says which argument and the limit. */
    public static final String TOO_LONG = "tool-argument-too-long";

    private final String code;

    public ToolArgumentException(String message) {
        this(BAD_ARGUMENTS, message);
    }

    public ToolArgumentException(String code, String message) {
        super(message);
        this.code = code;
    }

    /** A stable kebab-case code such as {@value #BAD_ARGUMENTS} or {@value #TOO_LONG}. */
    public String code() {
        return code;
    }
}
