package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A template a skill author got wrong is refused with an error that names it and says what is wrong, never compiled
 * into one that silently matches nothing ("下一步|next" used to compile, and no sentence ever passed its cheap tests)
 * or something else than written ("(a]" was an optional part to the regex and a required one to the length test).
 */
class MalformedTemplateTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "下一步|next; '|' outside brackets",
        "(下一步]; '(' closed by ']'",
        "[请)下一步; '[' closed by ')'",
        "下一步)吧; ')' closes nothing",
        "[请下一步; unbalanced brackets",
        "计时{n:number; unclosed {",
        "计时}{n:number}; '}' without '{'",
        "{Bad Name}; bad slot name",
        "{n:number}到{n:number}; slot {n} twice",
        "{dish:红烧肉||蛋炒饭}; an empty word in slot {dish}",
        "{dish:|红烧肉}; an empty word in slot {dish}",
        "{dish:红烧肉|}; an empty word in slot {dish}",
        "{dish:红烧(肉)|蛋炒饭}; a bracket inside slot {dish}",
    })
    void isRefusedNamingTheTemplateAndWhatIsWrong(String template, String what) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Template.compile(template));
        assertTrue(e.getMessage().contains(what), e.getMessage());
        assertTrue(e.getMessage().endsWith("in template: " + template), e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {"下一步|next", "{dish:红烧肉||蛋炒饭}吧"})
    void aCatalogNamesTheFileAndTheIntentToo(String template) throws Exception {
        IntentCatalog c = new IntentCatalog();
        var yaml = new ObjectMapper(new YAMLFactory()).readTree("next:\n  zh-CN: [\"" + template + "\"]\n");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> c.add("skill-intents.yaml", yaml));
        assertTrue(e.getMessage().contains("skill-intents.yaml") && e.getMessage().contains("intent next")
                && e.getMessage().contains(template), e.getMessage());
    }
}
