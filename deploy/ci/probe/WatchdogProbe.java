import homebot.systemd.Heartbeat;
import homebot.systemd.Logging;
import homebot.systemd.SdNotify;
import homebot.systemd.ServiceNotifier;
import homebot.systemd.SystemdCredentials;
import homebot.systemd.Watchdog;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import javax.sound.sampled.AudioSystem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Stands in for `homebot run` under the real homebot.service (see
 * systemd-boot-test.sh): the same JVM options and hardening, the homebot.systemd
 * glue wired as the daemon should wire it, plus the native and network calls
 * the hardening could break. After PROBE_STALL_AFTER_S seconds its "audio
 * loop" stops beating, like a capture thread stuck in read(): systemd must
 * then kill and restart it.
 */
public final class WatchdogProbe {

    public static void main(String[] args) throws Exception {
        Map<String, String> env = System.getenv();
        Logging.configure(Logging.journalDetected(env));
        Logger log = LoggerFactory.getLogger("homebot.probe.WatchdogProbe");
        ServiceNotifier notifier = SdNotify.fromEnvironment();

        log.info("probe: credential llm-api-key {}", SystemdCredentials.fromEnvironment()
                .read(SystemdCredentials.LLM_API_KEY).map(k -> "present (" + k.length() + " chars)").orElse("absent"));
        // libvosk.so through JNA: unpacked into jna.tmpdir, dlopen'ed, under the seccomp filter.
        org.vosk.LibVosk.setLogLevel(org.vosk.LogLevel.WARNINGS);
        log.info("probe: libvosk loaded");
        log.info("probe: localhost resolves to {} address(es)", InetAddress.getAllByName("localhost").length);
        log.info("probe: Java Sound sees {} mixer(s)", AudioSystem.getMixerInfo().length);
        log.info("probe: 番茄要放几个 (UTF-8 check)");

        Heartbeat audio = new Heartbeat("audio-loop", Duration.ofSeconds(3), Clock.systemUTC());
        Watchdog watchdog = new Watchdog(notifier, Clock.systemUTC());
        watchdog.register(audio);
        boolean watching = watchdog.start(env);
        notifier.ready();
        notifier.status("probe running");
        log.info("probe: READY=1 after {} ms of JVM uptime, watchdog {}",
                ManagementFactory.getRuntimeMXBean().getUptime(), watching ? "on" : "off");
        log.warn("probe: a warning, to check journald's priority");

        long stallAfter = Long.parseLong(env.getOrDefault("PROBE_STALL_AFTER_S", "8"));
        Instant until = Instant.now().plusSeconds(stallAfter);
        while (Instant.now().isBefore(until)) {
            audio.beat();
            Thread.sleep(200);
        }
        log.info("probe: the audio loop is stuck now (no more heartbeats)");
        Thread.sleep(Long.MAX_VALUE);
    }
}
