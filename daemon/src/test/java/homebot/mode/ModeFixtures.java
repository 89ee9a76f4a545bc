package homebot.mode;

import homebot.testing.FakeTimers;
import homebot.testing.MovableClock;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;

/** Wiring shared by the mode tests: the test skills (homework, recording) and a manager on a temp workspace. */
final class ModeFixtures {
    private ModeFixtures() {}

    static Path testSkillsRoot() {
        try {
            return Path.of(ModeFixtures.class.getResource("/skills/homework/mode.json").toURI()).getParent().getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static ModeRegistry registry() {
        return ModeRegistry.load(List.of(testSkillsRoot().resolve("homework"), testSkillsRoot().resolve("recording")),
                ModeFixtures.class.getClassLoader());
    }

    static ModeManager manager(Path workspace, ModeRegistry registry, MovableClock clock) {
        return new ModeManager(workspace, registry, new FakeTimers(clock), clock,
                new ModeConfig("Asia/Shanghai", "00:10", "zh-CN"), new java.util.Random(42));
    }

    static RecordingModePlugin recordingPlugin(ModeRegistry registry) {
        return (RecordingModePlugin) registry.find("recording").orElseThrow().plugin();
    }
}
