package homebot.audio.capture;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.Line;
import javax.sound.sampled.Mixer;
import javax.sound.sampled.SourceDataLine;
import javax.sound.sampled.TargetDataLine;

/** Lists and resolves Java Sound devices (ALSA cards and plugs on Linux) for config and {@code homebot doctor}. */
public final class AudioDevices {
    private AudioDevices() {}

    /** Every mixer that can capture or play, in {@code AudioSystem} order. */
    public static List<AudioDevice> list() {
        Mixer.Info[] infos = AudioSystem.getMixerInfo();
        List<AudioDevice> devices = new ArrayList<>();
        for (int i = 0; i < infos.length; i++) {
            Mixer mixer = AudioSystem.getMixer(infos[i]);
            boolean in = supports(mixer, TargetDataLine.class);
            boolean out = supports(mixer, SourceDataLine.class);
            if (in || out) {
                devices.add(new AudioDevice(i, infos[i].getName(), infos[i].getDescription(), in, out));
            }
        }
        return devices;
    }

    public static List<AudioDevice> inputs() {
        return list().stream().filter(AudioDevice::capture).toList();
    }

    public static List<AudioDevice> outputs() {
        return list().stream().filter(AudioDevice::playback).toList();
    }

    /**
     * Resolves a configured device among {@code candidates}: empty or {@code default} means the system
     * default (empty result), a number is an index, anything else matches a name case-insensitively (exact
     * first, then substring).
     */
    public static Optional<AudioDevice> resolve(String spec, List<AudioDevice> candidates, String kind)
            throws AudioDeviceException {
        String s = spec == null ? "" : spec.trim();
        if (s.isEmpty() || s.equalsIgnoreCase("default")) {
            if (candidates.isEmpty()) {
                throw new AudioDeviceException(AudioDeviceException.MISSING, "no audio " + kind
                        + " device found (is the user in group 'audio'? does `arecord -l` / `aplay -l` list one?)");
            }
            return Optional.empty();
        }
        if (s.matches("\\d+")) {
            int index = Integer.parseInt(s);
            for (AudioDevice d : candidates) {
                if (d.index() == index) {
                    return Optional.of(d);
                }
            }
        } else {
            String wanted = s.toLowerCase(Locale.ROOT);
            for (AudioDevice d : candidates) {
                if (d.name().toLowerCase(Locale.ROOT).equals(wanted)) {
                    return Optional.of(d);
                }
            }
            for (AudioDevice d : candidates) {
                if (d.name().toLowerCase(Locale.ROOT).contains(wanted)) {
                    return Optional.of(d);
                }
            }
        }
        throw new AudioDeviceException(AudioDeviceException.MISSING, "audio " + kind + " device '" + s
                + "' not found; available: " + (candidates.isEmpty() ? "none" : candidates));
    }

    static Mixer.Info mixerInfo(AudioDevice device) {
        return AudioSystem.getMixerInfo()[device.index()];
    }

    private static boolean supports(Mixer mixer, Class<? extends Line> type) {
        return mixer.isLineSupported(new Line.Info(type));
    }
}
