package homebot.app;

import homebot.agent.AgentConfig;
import homebot.audio.AudioConfig;
import homebot.audio.models.ModelsConfig;
import homebot.config.ConfigSchema;
import homebot.context.ContextConfig;
import homebot.mode.ModeConfig;
import homebot.control.ControlConfig;
import homebot.gpio.GpioConfig;
import homebot.voice.VoiceConfig;
import homebot.llm.LlmConfig;
import homebot.schedule.SchedulerConfig;

/** Every config section of the program; a section not listed here is an unknown key in the file. */
public final class Schema {
    private Schema() {}

    public static ConfigSchema create() {
        return new ConfigSchema()
                .section("llm", LlmConfig.class, LlmConfig.defaults())
                .section("agent", AgentConfig.class, AgentConfig.defaults())
                .section("scheduler", SchedulerConfig.class, SchedulerConfig.defaults())
                .section("audio", AudioConfig.class, AudioConfig.defaults())
                .section("models", ModelsConfig.class, ModelsConfig.defaults())
                .section("voice", VoiceConfig.class, VoiceConfig.defaults())
                .section("gpio", GpioConfig.class, GpioConfig.defaults())
                .section("control", ControlConfig.class, ControlConfig.defaults())
                .section("modes", ModeConfig.class, ModeConfig.defaults())
                .section("context", ContextConfig.class, ContextConfig.defaults())
                .section("wyoming_server", homebot.wyoming.WyomingServerConfig.class,
                        homebot.wyoming.WyomingServerConfig.defaults());
    }
}
