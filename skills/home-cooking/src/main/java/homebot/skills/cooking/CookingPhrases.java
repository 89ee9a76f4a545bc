package homebot.skills.cooking;

import homebot.skills.api.nlu.IntentCatalog;

/** The skill's phrase file, loaded once into the kernel's engine; its synonyms also match ingredient names. */
final class CookingPhrases {
    static final String RESOURCE = "homebot/skills/cooking/intents.yaml";
    static final IntentCatalog CATALOG = IntentCatalog.load(CookingPhrases.class.getClassLoader(), RESOURCE);

    private CookingPhrases() {}

    /** 西红柿 → 番茄, as the phrase file says. */
    static String canonical(String word) {
        return CATALOG.synonyms().canonical(word);
    }
}
