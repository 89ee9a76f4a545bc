package homebot;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The module boundaries of DESIGN.md, checked on the compiled classes. */
class ArchitectureTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("homebot");
    }

    @Test
    void audioDependsOnNothingOfHomebot() {
        noClasses().that().resideInAPackage("homebot.audio..")
                .should().dependOnClassesThat().resideOutsideOfPackages("homebot.audio..", "java..", "javax..",
                        "com.fasterxml..", "okhttp3..", "okio..", "kotlin..", "org.slf4j..", "org.vosk..",
                        "com.sun.jna..", "be.tarsos..", "org.jetbrains..", "ai.onnxruntime..")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void skillsApiDependsOnNothingOfHomebot() {
        noClasses().that().resideInAPackage("homebot.skills.api..")
                .should().dependOnClassesThat().resideInAnyPackage("homebot.audio..", "homebot.turn..", "homebot.mode..",
                        "homebot.agent..", "homebot.app..", "homebot.cli..")
                .check(classes);
    }

    @Test
    void theDaemonSourcesContainNoCookingCode() throws Exception {
        Path src = Path.of("src/main/java/homebot");
        Pattern cooking = Pattern.compile("(?i)recipe|cooking|做饭|菜谱|番茄");
        List<Path> offenders;
        try (Stream<Path> files = Files.walk(src)) {
            offenders = files.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> {
                        try {
                            // Comments may use the cooking mode as the example the seed uses; code may not.
                            String code = Files.readString(p).replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\n]*", "");
                            return cooking.matcher(code).find();
                        } catch (Exception e) {
                            return true;
                        }
                    }).toList();
        }
        assertTrue(offenders.isEmpty(), "cooking belongs in skills/home-cooking, found in " + offenders);
    }
}
