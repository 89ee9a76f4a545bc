package homebot.agent;

/**
 * How the model reports dialogue_state: it ends every reply with {@code <state>WAITING</state>} (it asked
 * something and needs an answer: the mic re-opens without the wake word) or {@code <state>IDLE</state>} (done).
 * The tag is stripped before anything is spoken; without a tag {@link DialogueStateParser#fallback} decides.
 * The context assembler appends the instruction in the user's language to the stable system prefix.
 */
public final class DialogueStateProtocol {
    public static final String OPEN = "<state>";
    public static final String CLOSE = "</state>";

    public static final String INSTRUCTIONS_ZH = """
            每次回复的最后都要加上一个状态标签，这个标签不会被读出来：
            如果你向用户提了问题、需要用户回答，就在结尾写 <state>WAITING</state>；
            如果这次回复已经说完、不需要用户回答，就在结尾写 <state>IDLE</state>。
            只写一个标签，放在最后。""";

    public static final String INSTRUCTIONS_EN = """
            End every reply with one state tag; it is never read aloud:
            write <state>WAITING</state> at the very end when you asked the user something and need an answer,
            or <state>IDLE</state> when you are done and need no answer.
            Write exactly one tag, at the end.""";

    private DialogueStateProtocol() {}

    /** The instruction for {@code language} ({@code en-*} gets English, everything else Chinese). */
    public static String instructions(String language) {
        return Languages.isEnglish(language) ? INSTRUCTIONS_EN : INSTRUCTIONS_ZH;
    }
}
