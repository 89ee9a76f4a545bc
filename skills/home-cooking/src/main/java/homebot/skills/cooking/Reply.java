package homebot.skills.cooking;

/** What an action answers: the spoken text, whether it asks something (the mic re-opens), and the intent. */
record Reply(String text, boolean expectsAnswer, String intent, boolean offersToLeave) {
    Reply(String text, boolean expectsAnswer, String intent) {
        this(text, expectsAnswer, intent, false);
    }

    Reply(String text, boolean expectsAnswer) {
        this(text, expectsAnswer, null);
    }

    /** The last step is done: the reply asks whether to leave cooking mode, and a yes leaves. */
    static Reply doneAsksToLeave(String text) {
        return new Reply(text, true, null, true);
    }

    static Reply say(String text) {
        return new Reply(text, false);
    }

    Reply as(String name) {
        return new Reply(text, expectsAnswer, name, offersToLeave);
    }
}
