package homebot.audio.capture;

/**
 * One Java Sound mixer. {@code index} is its position in {@code AudioSystem.getMixerInfo()}, stable while
 * the hardware does not change; config may name a device by index or by (part of) its name.
 */
public record AudioDevice(int index, String name, String description, boolean capture, boolean playback) {
    @Override
    public String toString() {
        return "#" + index + " " + name + (description.isEmpty() ? "" : " (" + description + ")")
                + (capture ? " [in]" : "") + (playback ? " [out]" : "");
    }
}
