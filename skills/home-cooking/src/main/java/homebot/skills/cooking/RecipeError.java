package homebot.skills.cooking;

import java.nio.file.Path;

/** Why a recipe file was skipped; prints as {@code file:line: reason} like a compiler. */
record RecipeError(Path file, int line, String reason) {
    @Override
    public String toString() {
        return file + ":" + line + ": " + reason;
    }
}
