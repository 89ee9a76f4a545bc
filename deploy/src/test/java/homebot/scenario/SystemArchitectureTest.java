package homebot.scenario;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** With every module on the class path: the daemon reaches a skill only through the SPI, found at run time. */
class SystemArchitectureTest {
    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("homebot");

    @Test
    void noHomebotClassOutsideASkillDependsOnASkillsImplementation() {
        noClasses().that().resideOutsideOfPackage("homebot.skills..")
                .should().dependOnClassesThat(JavaClass.Predicates.resideInAPackage("homebot.skills..")
                        .and(DescribedPredicate.not(JavaClass.Predicates.resideInAPackage("homebot.skills.api.."))))
                .check(CLASSES);
    }

    @Test
    void theCookingSkillSeesOnlyTheSpi() {
        noClasses().that().resideInAPackage("homebot.skills.cooking..")
                .should().dependOnClassesThat().resideInAnyPackage("homebot.app..", "homebot.mode..", "homebot.agent..",
                        "homebot.turn..", "homebot.schedule..", "homebot.audio..", "homebot.voice..")
                .check(CLASSES);
    }
}
