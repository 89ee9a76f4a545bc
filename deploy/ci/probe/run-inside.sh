#!/bin/sh
# Runs inside the booted container (as homebot-boot-check.service) and writes
# what happened to /var/tmp/homebot-boot/report, then powers off. The outer
# script (deploy/ci/systemd-boot-test.sh) reads the report and decides.
#
# 1. the real daemon under the unmodified packaged unit: start (READY=1),
#    journal priorities, `homebot status` / `homebot say` over the control
#    socket as root and as a member of group homebot, idle RSS, stop;
# 2. the real daemon with a short watchdog (runtime drop-in): it keeps the
#    service alive by itself, then SIGSTOP freezes it, the pings stop and
#    systemd must kill and restart it;
# 3. the probe (WatchdogProbe) for what the real daemon does not touch without
#    a speech model: libvosk through JNA, LoadCredential, name resolution.
out=/var/tmp/homebot-boot
mkdir -p "$out"
exec > "$out/report" 2>&1
# The service manager's environment has no LANG here (empty /etc/default/locale),
# like a fresh Pi reached over a non-UTF-8 ssh session: the CLI must cope.
unset LANG LC_ALL LC_CTYPE

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
mainpid() { systemctl show -p MainPID --value homebot.service; }
show() { systemctl show homebot.service "$@"; }

echo "== daemon start"
t0=$(now_ms)
systemctl start homebot.service
echo "start_rc=$?"
echo "start_ms=$(( $(now_ms) - t0 ))"
show -p Type -p ActiveState -p SubState -p MainPID -p WatchdogUSec -p StatusText -p NRestarts \
    -p ExecMainStartTimestampMonotonic -p ActiveEnterTimestampMonotonic
pid=$(mainpid)
echo "main_comm=$(cat "/proc/$pid/comm" 2>/dev/null)"
ls -ld /run/homebot /run/homebot/homebot.sock /var/lib/homebot /var/cache/homebot

echo "== daemon idle"
sleep 10
echo "rss_kib=$(awk '/^VmRSS/ {print $2}' "/proc/$pid/status" 2>/dev/null)"
echo "max_heap=$(tr '\0' ' ' < "/proc/$pid/cmdline" | grep -o -- '-Xmx[0-9a-zA-Z]*' | tail -n 1)"
echo "daemon_ctype=$(tr '\0' '\n' < "/proc/$pid/environ" | grep -E '^(LC_ALL|LC_CTYPE|LANG)=' | tr '\n' ' ' | sed 's/ $//')"
echo "same_pid_after_idle=$([ "$(mainpid)" = "$pid" ] && echo yes || echo no)"

echo "== status as root"
homebot status; echo "status_root_rc=$?"
echo "== status as alice (group homebot)"
id alice
runuser -u alice -- homebot status; echo "status_alice_rc=$?"
echo "== say as alice"
runuser -u alice -- homebot say 现在几点; echo "say_rc=$?"
echo "== say in English as root"
homebot say "what time is it"; echo "say_en_rc=$?"
echo "== status as nobody (not in group homebot)"
# With a config it may read, so that only the socket's permissions stand in its way.
install -m 0644 /etc/homebot/homebot.yaml /var/tmp/homebot-boot/world.yaml
runuser -u nobody -- homebot status -c /var/tmp/homebot-boot/world.yaml; echo "status_nobody_rc=$?"

echo "== daemon stop"
t0=$(now_ms)
systemctl stop homebot.service
echo "stop_rc=$?"
echo "stop_ms=$(( $(now_ms) - t0 ))"
show -p ActiveState -p Result -p ExecMainStatus
echo "== daemon journal"
journalctl -u homebot.service --no-pager -o cat
echo "== daemon journal priority=info"
journalctl -u homebot.service --no-pager -o cat PRIORITY=6
echo "== daemon journal priority=warning"
journalctl -u homebot.service --no-pager -o cat PRIORITY=4
echo "== daemon journal priority<=err"
journalctl -u homebot.service --no-pager -o cat -p err

echo "== watchdog"
mkdir -p /run/systemd/system/homebot.service.d
cat > /run/systemd/system/homebot.service.d/watchdog.conf <<'CONF'
[Service]
WatchdogSec=4s
RestartSec=1s
TimeoutAbortSec=3s
LimitCORE=0
CONF
systemctl daemon-reload
systemctl start homebot.service
pid=$(mainpid)
show -p WatchdogUSec -p NRestarts
# Longer than two watchdog periods: only the daemon's own pings keep it alive.
sleep 9
echo "alive_pid_after_9s=$([ "$(mainpid)" = "$pid" ] && echo "$pid" || echo changed)"
echo "nrestarts_before_stall=$(show -p NRestarts --value)"
kill -STOP "$pid"
echo "stopped pid $pid with SIGSTOP"
i=0
while [ "$i" -lt 30 ]; do
    n=$(show -p NRestarts --value)
    [ "${n:-0}" -ge 1 ] && [ "$(show -p ActiveState --value)" = active ] && break
    sleep 0.5
    i=$((i + 1))
done
echo "nrestarts_after_stall=$(show -p NRestarts --value)"
echo "pid_after_stall=$(mainpid) (was $pid)"
show -p ActiveState -p SubState
journalctl -u homebot.service --no-pager -o cat --since "-30s" | grep -iE 'watchdog|homebot ready|signal' || true
systemctl stop homebot.service
rm -f /run/systemd/system/homebot.service.d/watchdog.conf

echo "== probe"
cat > /run/systemd/system/homebot.service.d/probe.conf <<'CONF'
[Service]
ExecStart=
ExecStart=/usr/bin/java -Xmx128m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Djava.awt.headless=true -Dfile.encoding=UTF-8 -Dsun.stdout.encoding=UTF-8 -Djna.tmpdir=/var/cache/homebot -Djna.library.path=/usr/lib/homebot -cp /usr/share/homebot/homebot.jar:/opt/homebot-probe WatchdogProbe
Environment=PROBE_STALL_AFTER_S=3600
CONF
systemctl daemon-reload
systemctl start homebot.service
echo "probe_start_rc=$?"
sleep 1  # READY=1 comes before the probe's last lines
systemctl stop homebot.service
echo "== probe journal"
journalctl -u homebot.service --no-pager -o cat | grep 'probe:'
echo "== probe journal priority=warning"
journalctl -u homebot.service --no-pager -o cat PRIORITY=4 | grep 'probe:'
echo "== end"
systemctl poweroff
