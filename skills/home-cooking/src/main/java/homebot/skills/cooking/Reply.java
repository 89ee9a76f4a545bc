package homebot.skills.cooking;

/** What an action answers: the spoken text and whether it asks something (the mic re-opens). */
record Reply(String text, boolean expectsAnswer) {
    static Reply say(String text) {
        return new Reply(text, false);
    }
}
