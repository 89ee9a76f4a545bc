package homebot.mode;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The mode kernel is generic: it knows the skills SPI and the daemon's contracts, never a skill. */
class ModeKernelBoundaryTest {
    private final JavaClasses main = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("homebot.mode", "homebot.context");

    @Test
    void theKernelDependsOnlyOnContractsAndLibraries() {
        classes().that().resideInAnyPackage("homebot.mode..", "homebot.context..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "javax..", "com.fasterxml.jackson..",
                        "org.slf4j..", "com.knuddels.jtokkit..", "homebot.mode..", "homebot.context..",
                        "homebot.skills.api..", "homebot.agent..", "homebot.llm..", "homebot.store..", "homebot.turn..")
                .check(main);
    }

    @Test
    void contextAssemblyDoesNotKnowAboutModes() {
        noClasses().that().resideInAPackage("homebot.context..").should().dependOnClassesThat()
                .resideInAPackage("homebot.mode..").check(main);
    }
}
