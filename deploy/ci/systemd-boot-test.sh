#!/usr/bin/env bash
# Boots a real systemd (systemd-nspawn, on a throwaway overlay of the host's /)
# with the homebot .deb installed and checks the unit end to end: Type=notify
# start-up (READY=1 from SdNotify over JNA), the hardening letting Java, JNA,
# libvosk and name resolution work, LoadCredential, journald priorities, and a
# watchdog restart when the "audio loop" stops beating. The daemon itself is
# replaced (a drop-in) by deploy/ci/probe/WatchdogProbe.java, which wires
# homebot.systemd the way `homebot run` must; the real CLI is not exercised.
#
# Needs root, systemd-container (systemd-nspawn) and a JDK (javac).
#   deploy/ci/systemd-boot-test.sh [path/to/homebot_VERSION_all.deb]
set -euo pipefail

if [ -z "${HOMEBOT_BOOTTEST_NS:-}" ]; then
    [ "$(id -u)" -eq 0 ] || { echo "systemd-boot-test: needs root" >&2; exit 2; }
    export HOMEBOT_BOOTTEST_NS=1
    exec unshare --mount --propagation private bash "$0" "$@"
fi

REPO=$(cd "$(dirname "$0")/../.." && pwd)
DEB=${1:-$(find "$REPO/deploy/target" -maxdepth 1 -name 'homebot_*_all.deb' | sort | tail -n 1)}
[ -f "$DEB" ] || { echo "systemd-boot-test: no .deb; run 'mvn -DskipTests package' first" >&2; exit 2; }
for tool in systemd-nspawn javac dpkg-deb; do
    command -v "$tool" >/dev/null || { echo "systemd-boot-test: $tool missing (apt-get install systemd-container default-jdk-headless)" >&2; exit 2; }
done

PASSED=0
FAILED=0
check() {
    local what=$1; shift
    if "$@" >/dev/null 2>&1; then PASSED=$((PASSED + 1)); echo "ok    $what"; else FAILED=$((FAILED + 1)); echo "FAIL  $what"; fi
}

WORK=$(mktemp -d /tmp/homebot-boottest.XXXXXX)
mount -t tmpfs -o size=2g homebot-boottest "$WORK"
# Leave no empty directory behind (the mounts die with the namespace anyway).
trap 'umount -R -l "$WORK" 2>/dev/null; rmdir "$WORK" 2>/dev/null || true' EXIT
mkdir "$WORK/upper" "$WORK/ovlwork" "$WORK/root" "$WORK/data" "$WORK/classes"
R=$WORK/root
mount -t overlay homebot-boot -o "lowerdir=/,upperdir=$WORK/upper,workdir=$WORK/ovlwork" "$R"

dpkg-deb --extract "$DEB" "$WORK/data"
javac -nowarn -d "$WORK/classes" -cp "$WORK/data/usr/share/homebot/homebot.jar" "$REPO/deploy/ci/probe/WatchdogProbe.java"
mkdir -p "$R/opt/homebot-probe"
cp -r "$WORK/classes/." "$R/opt/homebot-probe/"
install -m 0755 "$REPO/deploy/ci/probe/run-inside.sh" "$R/opt/homebot-probe/run-inside.sh"

# Install for real (maintainer scripts in a chroot), before the boot.
cp "$DEB" "$R/tmp/homebot.deb"
mount -t proc proc "$R/proc"
chroot "$R" env DEBIAN_FRONTEND=noninteractive dpkg -i /tmp/homebot.deb </dev/null >/dev/null
umount "$R/proc"
rm -f "$R/tmp/homebot.deb"
install -m 0600 /dev/null "$R/etc/homebot/credentials/llm-api-key"
printf 'sk-probe-0123456789\n' > "$R/etc/homebot/credentials/llm-api-key"

# Only what the probe needs: not the real CLI, a short watchdog, no auto-start
# at boot (the check unit starts it and measures).
mkdir -p "$R/etc/systemd/system/homebot.service.d"
cat > "$R/etc/systemd/system/homebot.service.d/probe.conf" <<'CONF'
[Service]
ExecStart=
ExecStart=/usr/bin/java -Xmx128m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Djava.awt.headless=true -Dfile.encoding=UTF-8 -Dsun.stdout.encoding=UTF-8 -Djna.tmpdir=/var/cache/homebot -Djna.library.path=/usr/lib/homebot -cp /usr/share/homebot/homebot.jar:/opt/homebot-probe WatchdogProbe
WatchdogSec=6s
RestartSec=1s
Environment=PROBE_STALL_AFTER_S=8
CONF
rm -f "$R/etc/systemd/system/multi-user.target.wants/homebot.service"
cat > "$R/etc/systemd/system/homebot-probe-check.service" <<'CONF'
[Unit]
After=multi-user.target
[Service]
Type=oneshot
ExecStart=/opt/homebot-probe/run-inside.sh
[Install]
WantedBy=default.target
CONF
ln -s /etc/systemd/system/homebot-probe-check.service "$R/etc/systemd/system/multi-user.target.wants/homebot-probe-check.service"
# Host services the overlay would otherwise boot too.
for unit in "$R"/etc/systemd/system/multi-user.target.wants/*; do
    case "$(basename "$unit")" in homebot-probe-check.service) ;; *) rm -f "$unit" ;; esac
done
: > "$R/etc/machine-id"

echo "systemd-boot-test: booting the container (up to 150 s)"
timeout 150 systemd-nspawn --quiet --directory="$R" --boot --register=no --keep-unit \
    --private-network -- systemd.unit=multi-user.target > "$WORK/boot.log" 2>&1 </dev/null || true

report="$R/var/tmp/homebot-probe/report"
if [ ! -f "$report" ]; then
    echo "FAIL  no report from inside the container; boot log tail:"; tail -n 30 "$WORK/boot.log"
    echo "systemd-boot-test: 0 passed, 1 failed"
    exit 1
fi
sed 's/^/      | /' "$report"
has() { grep -qE -- "$1" "$report"; }
check "systemctl start returned after READY=1 (Type=notify)" has '^start_rc=0$'
check "service active/running after start" has '^SubState=running$'
check "READY=1 came from the JVM via libsystemd" has 'probe: READY=1 after'
check "systemd armed the watchdog (WatchdogUSec=6s)" has '^WatchdogUSec=6s$'
check "the daemon saw WATCHDOG_USEC and started pinging" has 'watchdog on'
check "LoadCredential delivered the key" has 'credential llm-api-key present \(19 chars\)'
check "libvosk loads through JNA under the hardening" has 'probe: libvosk loaded'
check "name resolution works under RestrictAddressFamilies" has 'localhost resolves to'
check "UTF-8 Chinese text reaches the journal intact" has '番茄要放几个'
check "the stale heartbeat was reported" has 'watchdog-unhealthy: audio-loop'
check "systemd restarted the service after the watchdog fired (NRestarts>=1)" has '^NRestarts=[1-9]'
check "journald filed the warning at warning priority" \
    bash -c "sed -n '/== journal priority<=warning/,/== security/p' '$report' | grep -q 'a warning, to check'"
check "info lines are not at warning priority" \
    bash -c "! sed -n '/== journal priority<=warning/,/== security/p' '$report' | grep -q 'libvosk loaded'"
start_ms=$(sed -n 's/^start_ms=//p' "$report")
rss=$(sed -n 's/^rss_kib=//p' "$report")
echo "      measured: systemctl start -> READY=1 ${start_ms:-?} ms (probe JVM, not the real daemon); probe RSS ${rss:-?} KiB"
echo "systemd-boot-test: $PASSED passed, $FAILED failed"
[ "$FAILED" = 0 ]
