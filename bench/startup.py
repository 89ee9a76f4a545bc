#!/usr/bin/env python3
"""Process start-up and idle memory of the real CLI, with the shipped JVM flags.

  bench/startup.py JAR [runs=5] [idle_seconds=30]

- start -> READY=1: `homebot run --input stdin --no-control` with NOTIFY_SOCKET pointing at a datagram socket
  this script binds (what systemd does for Type=notify); time until the datagram with READY=1 arrives.
- start -> "homebot ready" log line (same runs).
- start -> first chat prompt: `homebot chat` until "> " appears on stdout.
- resident memory: VmRSS (and VmHWM) from /proc/<pid>/status after idle_seconds of an idle `homebot run --input
  stdin` (no wake-word model here, no LLM, no mic: the daemon waits for text on stdin).
Prints RESULT lines with median, min and max (run-all.sh collects them).
"""
import os, socket, statistics, subprocess, sys, tempfile, time, select

SHIPPED = ["-Xmx128m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Djava.awt.headless=true",
           "-Dfile.encoding=UTF-8", "-Dsun.stdout.encoding=UTF-8", "-Dsun.stderr.encoding=UTF-8"]


def java_cmd(jar, args):
    if jar.endswith("benchmarks.jar"):
        return ["java"] + SHIPPED + ["-cp", jar, "homebot.cli.Main"] + args
    return ["java"] + SHIPPED + ["-jar", jar] + args


def env_for(workspace, extra=None):
    env = dict(os.environ)
    for k in list(env):
        if k.startswith("HOMEBOT_") or k == "NOTIFY_SOCKET":
            del env[k]
    env["HOMEBOT_WORKSPACE"] = workspace
    env["XDG_RUNTIME_DIR"] = workspace
    env["XDG_CONFIG_HOME"] = workspace  # no config file: every default
    env.update(extra or {})
    return env


def wait_for(proc, needle, deadline):
    buf = b""
    while time.monotonic() < deadline:
        r, _, _ = select.select([proc.stdout], [], [], 0.05)
        if r:
            chunk = os.read(proc.stdout.fileno(), 65536)
            if not chunk:
                return None
            buf += chunk
            if needle in buf:
                return time.monotonic()
    return None


def run_ready(jar, tmp):
    sock_path = os.path.join(tmp, "notify.sock")
    if os.path.exists(sock_path):
        os.unlink(sock_path)
    s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    s.bind(sock_path)
    ws = tempfile.mkdtemp(dir=tmp)
    t0 = time.monotonic()
    p = subprocess.Popen(java_cmd(jar, ["run", "--input", "stdin", "--no-control-socket"]), stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env_for(ws, {"NOTIFY_SOCKET": sock_path}))
    ready = None
    log_line = None
    buf = b""
    deadline = t0 + 60
    while time.monotonic() < deadline and (ready is None or log_line is None):
        r, _, _ = select.select([s, p.stdout], [], [], 0.05)
        if s in r:
            msg = s.recv(4096)
            if b"READY=1" in msg and ready is None:
                ready = time.monotonic()
        if p.stdout in r:
            chunk = os.read(p.stdout.fileno(), 65536)
            buf += chunk
            if b"homebot ready" in buf and log_line is None:
                log_line = time.monotonic()
            if not chunk:
                break
    p.terminate()
    p.wait(10)
    s.close()
    if ready is None:
        sys.stderr.write(buf.decode("utf-8", "replace")[-2000:])
    return (None if ready is None else ready - t0), (None if log_line is None else log_line - t0)


def run_chat(jar, tmp):
    """The prompt appears only on a terminal (System.console() != null), so the child gets a pty."""
    import pty
    ws = tempfile.mkdtemp(dir=tmp)
    master, slave = pty.openpty()
    t0 = time.monotonic()
    p = subprocess.Popen(java_cmd(jar, ["chat"]), stdin=slave, stdout=slave, stderr=subprocess.DEVNULL,
                         env=env_for(ws), close_fds=True)
    os.close(slave)
    buf = b""
    t = None
    while time.monotonic() < t0 + 60:
        r, _, _ = select.select([master], [], [], 0.05)
        if r:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                break
            buf += chunk
            if b"> " in buf:
                t = time.monotonic()
                break
    os.write(master, b"/exit\n")
    try:
        p.wait(10)
    except subprocess.TimeoutExpired:
        p.kill()
    os.close(master)
    return None if t is None else t - t0


def idle_rss(jar, tmp, seconds):
    ws = tempfile.mkdtemp(dir=tmp)
    p = subprocess.Popen(java_cmd(jar, ["run", "--input", "stdin", "--no-control-socket"]), stdin=subprocess.PIPE,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env_for(ws))
    time.sleep(seconds)
    status = open(f"/proc/{p.pid}/status").read()
    p.terminate()
    p.wait(10)
    vals = {}
    for line in status.splitlines():
        k, _, v = line.partition(":")
        if k in ("VmRSS", "VmHWM"):
            vals[k] = int(v.split()[0]) / 1024
    return vals


def summary(name, xs, unit="ms", scale=1000):
    xs = [x * scale for x in xs if x is not None]
    if not xs:
        print(f"RESULT {name} FAILED")
        return
    print(f"RESULT {name} n={len(xs)} median={statistics.median(xs):.0f}{unit} min={min(xs):.0f}{unit} max={max(xs):.0f}{unit}")


def main():
    jar = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    idle = float(sys.argv[3]) if len(sys.argv) > 3 else 30
    with tempfile.TemporaryDirectory(prefix="homebot-startup") as tmp:
        ready, logged, chat = [], [], []
        for _ in range(runs):
            r, l = run_ready(jar, tmp)
            ready.append(r)
            logged.append(l)
            chat.append(run_chat(jar, tmp))
        summary("startup.ready-notify", ready)
        summary("startup.ready-log-line", logged)
        summary("startup.chat-prompt", chat)
        mem = idle_rss(jar, tmp, idle)
        print(f"RESULT memory.idle-rss after={idle:.0f}s VmRSS={mem.get('VmRSS', 0):.1f}MB VmHWM={mem.get('VmHWM', 0):.1f}MB")


if __name__ == "__main__":
    main()
