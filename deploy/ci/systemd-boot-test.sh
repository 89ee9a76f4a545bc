#!/usr/bin/env bash
# Boots a real systemd (systemd-nspawn, on a throwaway overlay of the host's /)
# with the homebot .deb installed for real and checks, from inside
# (deploy/ci/probe/run-inside.sh):
#  - the real daemon (`homebot run`) under the unmodified packaged unit:
#    Type=notify start-up, journald priorities of its "homebot ready" and
#    voice-off lines, `homebot status`/`homebot say` over the control socket as
#    root, as a member of group homebot and (refused) as nobody, the idle VmRSS
#    with the launcher's -Xmx, a clean stop within 5 s;
#  - the real daemon with a short watchdog (runtime drop-in WatchdogSec=4s): its
#    own pings keep it alive, and once SIGSTOP freezes it systemd restarts it;
#  - deploy/ci/probe/WatchdogProbe.java in place of the daemon, for what the
#    daemon does not touch without a speech model: libvosk through JNA under
#    the hardening, LoadCredential, name resolution.
# Takes ~40 s. Last line: "systemd-boot-test: N passed, M failed"; exit 1 if M > 0.
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

# The packaged unit stays as it is. Only: no auto-start at boot (the check
# unit starts it and measures), a user "alice" in group homebot for the control
# socket, and the check unit that runs deploy/ci/probe/run-inside.sh.
chroot "$R" useradd --create-home --groups homebot --shell /bin/sh alice
rm -f "$R/etc/systemd/system/multi-user.target.wants/homebot.service"
cat > "$R/etc/systemd/system/homebot-boot-check.service" <<'CONF'
[Unit]
After=multi-user.target
[Service]
Type=oneshot
ExecStart=/opt/homebot-probe/run-inside.sh
CONF
# Host services the overlay would otherwise boot too.
for unit in "$R"/etc/systemd/system/multi-user.target.wants/*; do
    rm -f "$unit"
done
ln -s /etc/systemd/system/homebot-boot-check.service "$R/etc/systemd/system/multi-user.target.wants/homebot-boot-check.service"
: > "$R/etc/machine-id"

echo "systemd-boot-test: booting the container (up to 120 s)"
timeout 120 systemd-nspawn --quiet --directory="$R" --boot --register=no --keep-unit \
    --private-network -- systemd.unit=multi-user.target > "$WORK/boot.log" 2>&1 </dev/null || true

report="$R/var/tmp/homebot-boot/report"
if [ ! -f "$report" ]; then
    echo "FAIL  no report from inside the container; boot log tail:"; tail -n 30 "$WORK/boot.log"
    echo "systemd-boot-test: 0 passed, 1 failed"
    exit 1
fi
sed 's/^/      | /' "$report"
has() { grep -qE -- "$1" "$report"; }
# Lines of one "== name" section of the report.
section() { sed -n "/^== $1\$/,/^== /p" "$report" | sed '1d;$d'; }
in_section() { section "$1" | grep -qE -- "$2"; }
not_in_section() { ! in_section "$1" "$2"; }
value() { sed -n "s/^$1=//p" "$report" | head -n 1; }
empty_section() { [ -z "$(section "$1")" ]; }
below() { local v; v=$(value "$1"); [ -n "$v" ] && [ "$v" -lt "$2" ]; }

echo "-- the real daemon (homebot run) under the packaged unit"
check "systemctl start returned after READY=1 (Type=notify)" has '^start_rc=0$'
check "service active/running after start" has '^SubState=running$'
check "the main process is the JVM (the launcher execs java)" has '^main_comm=java$'
check "control socket /run/homebot/homebot.sock is 0660 homebot:homebot" has '^srw-rw---- .* homebot homebot .* /run/homebot/homebot.sock$'
check "journal: 'homebot ready' at info priority" in_section 'daemon journal priority=info' 'homebot ready: '
check "journal: voice-off warning at warning priority" in_section 'daemon journal priority=warning' 'voice input off: no speech model installed'
check "journal: 'homebot ready' not at warning priority" not_in_section 'daemon journal priority=warning' 'homebot ready'
check "journal: nothing at error priority or worse" empty_section 'daemon journal priority<=err'
check "still the same process after 10 s idle (no crash, no restart)" has '^same_pid_after_idle=yes$'
check "the launcher's -Xmx128m is in effect" has '^max_heap=-Xmx128m$'
check "the daemon runs with a UTF-8 locale (file names, arguments)" has '^daemon_ctype=.*(UTF-8|utf8)'
check "homebot status as root answers from the running daemon" \
    bash -c "grep -q '^status_root_rc=0$' '$report' && sed -n '/^== status as root\$/,/^== /p' '$report' | grep -q 'VOICE-OFF'"
check "homebot status as a member of group homebot answers from the daemon" \
    bash -c "grep -q '^status_alice_rc=0$' '$report' && sed -n '/^== status as alice/,/^== /p' '$report' | grep -q 'VOICE-OFF'"
check "homebot say 现在几点 (group homebot, no UTF-8 locale) -> 现在是…" \
    bash -c "grep -q '^say_rc=0$' '$report' && sed -n '/^== say as alice\$/,/^== /p' '$report' | grep -q '^现在是'"
check "homebot say 'what time is it' -> It's …" \
    bash -c "grep -q '^say_en_rc=0$' '$report' && sed -n '/^== say in English as root\$/,/^== /p' '$report' | grep -q \"^It's \""
check "a user outside group homebot is refused the socket, and told why" \
    bash -c "grep -q '^status_nobody_rc=1$' '$report' && grep -q 'no permission to use /run/homebot/homebot.sock' '$report'"
check "systemctl stop completed within 5 s" below stop_ms 5000
check "stopped cleanly (Result=success)" has '^Result=success$'
check "journal: 'homebot stopped'" in_section 'daemon journal' ': homebot stopped$'
echo "-- the real daemon and the watchdog (WatchdogSec=4s drop-in)"
check "its own pings kept it alive past two watchdog periods" bash -c "grep -qE '^alive_pid_after_9s=[0-9]+$' '$report' && grep -q '^nrestarts_before_stall=0$' '$report'"
check "SIGSTOP (no pings) -> systemd restarted it (NRestarts>=1)" has '^nrestarts_after_stall=[1-9]'
check "the restarted daemon is up again" bash -c "sed -n '/^== watchdog\$/,/^== probe\$/p' '$report' | grep -q '^ActiveState=active$'"
check "journal: systemd names the watchdog timeout" in_section 'watchdog' '[Ww]atchdog timeout'
echo "-- the probe (what the daemon skips without a speech model)"
check "probe: READY=1 came from the JVM via libsystemd" in_section 'probe journal' 'probe: READY=1 after'
check "probe: the daemon saw WATCHDOG_USEC (watchdog on)" in_section 'probe journal' 'watchdog on'
check "probe: LoadCredential delivered the key" in_section 'probe journal' 'credential llm-api-key present \(19 chars\)'
check "probe: libvosk loads through JNA under the hardening" in_section 'probe journal' 'probe: libvosk loaded'
check "probe: name resolution works under RestrictAddressFamilies" in_section 'probe journal' 'localhost resolves to'
check "probe: UTF-8 Chinese text reaches the journal intact" in_section 'probe journal' '番茄要放几个'
check "probe: its warning is at warning priority" in_section 'probe journal priority=warning' 'a warning, to check'
start_ms=$(value start_ms)
rss=$(value rss_kib)
ready=$(sed -n '/^== daemon start$/,/^== /p' "$report" | awk -F= '/^ExecMainStartTimestampMonotonic=/ {s=$2} /^ActiveEnterTimestampMonotonic=/ {a=$2} END {if (s && a) print int((a - s) / 1000)}')
echo "      measured: systemctl start -> active (READY=1) ${start_ms:-?} ms (exec -> READY=1 ${ready:-?} ms); real daemon VmRSS after 10 s idle ${rss:-?} KiB ($(value max_heap), voice off)"
echo "systemd-boot-test: $PASSED passed, $FAILED failed"
[ "$FAILED" = 0 ]
