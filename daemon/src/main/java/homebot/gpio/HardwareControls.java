package homebot.gpio;

import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Connects button and mute switch to the voice session and the LED: a press wakes (or barges in) unless the
 * microphone is muted, in which case the user hears why nothing happens; the mute switch closes the
 * microphone, shows MUTED and says so.
 */
public final class HardwareControls {
    private static final Logger LOG = LoggerFactory.getLogger(HardwareControls.class);

    private final VoiceControls voice;
    private final StatusDisplay display;
    private final boolean chinese;
    private final AtomicBoolean muted = new AtomicBoolean();

    /** @param chinese speak the notices in Chinese (the default language is zh-CN) */
    public HardwareControls(VoiceControls voice, StatusDisplay display, boolean chinese) {
        this.voice = voice;
        this.display = display;
        this.chinese = chinese;
    }

    public GpioCallbacks callbacks() {
        return new GpioCallbacks(this::pressed, this::muteChanged);
    }

    void pressed() {
        if (muted.get()) {
            voice.announce(chinese ? "麦克风已关闭，请先打开静音开关。" : "The microphone is muted. Turn the mute switch off first.");
            return;
        }
        voice.pressButton();
    }

    void muteChanged(boolean on) {
        muted.set(on);
        voice.microphoneOpen(!on);
        display.muted(on);
        LOG.info("microphone {} by the mute switch", on ? "closed" : "opened");
        voice.announce(on ? (chinese ? "麦克风已关闭。" : "Microphone off.") : (chinese ? "麦克风已打开。" : "Microphone on."));
    }

    public boolean muted() {
        return muted.get();
    }
}
