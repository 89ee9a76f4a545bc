package homebot.skills.cooking;

/** A rule of the recipe format broken at a line; becomes a {@link RecipeError} once the file is known. */
final class RecipeProblem extends Exception {
    private final int line;

    RecipeProblem(int line, String reason) {
        super(reason);
        this.line = line;
    }

    int line() {
        return line;
    }
}
