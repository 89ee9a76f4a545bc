package homebot.skills.cooking;

/** What an action answers: the spoken text, whether it asks something (the mic re-opens), and the intent. */
record Reply(String text, boolean expectsAnswer, String intent) {
    Reply(String text, boolean expectsAnswer) {
        this(text, expectsAnswer, null);
    }

    static Reply say(String text) {
        return new Reply(text, false);
    }

    Reply as(String name) {
        return new Reply(text, expectsAnswer, name);
    }
}
