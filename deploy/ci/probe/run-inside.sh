#!/bin/sh
# Runs inside the booted container (as homebot-probe-check.service) and
# writes what happened to /var/tmp/homebot-probe/report, then powers off.
out=/var/tmp/homebot-probe
mkdir -p "$out"
exec > "$out/report" 2>&1

echo "== start"
t0=$(date +%s%N)
systemctl start homebot.service
echo "start_rc=$?"
echo "start_ms=$(( ($(date +%s%N) - t0) / 1000000 ))"
systemctl show homebot.service -p Type -p ActiveState -p SubState -p MainPID -p WatchdogUSec \
    -p ExecMainStartTimestampMonotonic -p ActiveEnterTimestampMonotonic -p StatusText
pid=$(systemctl show -p MainPID --value homebot.service)
echo "rss_kib=$(awk '/^VmRSS/ {print $2}' "/proc/$pid/status" 2>/dev/null)"
ls -ld /run/homebot /var/lib/homebot /var/cache/homebot

echo "== waiting for the watchdog restart"
i=0
while [ "$i" -lt 60 ]; do
    n=$(systemctl show -p NRestarts --value homebot.service)
    [ "${n:-0}" -ge 1 ] && break
    sleep 1
    i=$((i + 1))
done
systemctl show homebot.service -p NRestarts -p ActiveState -p Result

echo "== journal"
journalctl -u homebot.service --no-pager -o cat
echo "== journal priority<=warning"
journalctl -u homebot.service --no-pager -o cat -p warning
echo "== security"
systemd-analyze security homebot.service --no-pager 2>&1 | grep -E '✗|Overall'
echo "== end"
systemctl poweroff
