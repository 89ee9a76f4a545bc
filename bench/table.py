#!/usr/bin/env python3
"""Turns bench/target/results/* into the BENCHMARKS.md table (figure, median, spread, target, met?)."""
import json, os, re, sys

out = sys.argv[1]
rows = []


def result_lines(name):
    path = os.path.join(out, name)
    if not os.path.exists(path):
        return []
    return [l for l in open(path) if l.startswith("RESULT ")]


def field(line, key):
    m = re.search(r"\b" + re.escape(key) + r"=([-0-9.]+)", line)
    return float(m.group(1)) if m else float("nan")


def verdict(value, target):
    if target is None:
        return ""
    return "yes" if value < target else "**no**"


jmh = json.load(open(os.path.join(out, "jmh.json"))) if os.path.exists(os.path.join(out, "jmh.json")) else []
by_key = {}
for b in jmh:
    name = b["benchmark"].rsplit(".", 2)[-2] + "." + b["benchmark"].rsplit(".", 1)[-1]
    params = ",".join(f"{k}={v}" for k, v in sorted((b.get("params") or {}).items()))
    pm = b["primaryMetric"]
    pct = pm.get("scorePercentiles", {})
    by_key[(name, params)] = (pct.get("50.0"), pct.get("90.0"), pct.get("99.0"), pm["scoreUnit"], b["mode"])

for (name, params), (p50, p90, p99, unit, mode) in sorted(by_key.items()):
    target = None
    if name.startswith("LocalIntentTurnBench") or name.startswith("CookingTurnBench"):
        target = 20 * (1000 if unit.startswith("us") else 1)
    if name.startswith("ContextAssemblyBench") and "turns=1000," in params + "," and "counter=cached" in params:
        target = 15 * (1000 if unit.startswith("us") else 1)
    rows.append((f"{name} [{params}]", f"{p50:.3f} {unit}", f"p90 {p90:.3f} / p99 {p99:.3f}",
                 "" if target is None else f"< {target} {unit}", verdict(p50, target) if target else "", mode))

for (name, params), v in sorted(by_key.items()):
    if name.startswith("FrontEndRtfBench") and v[0]:
        ms = v[0] * (0.001 if v[3].startswith("us") else 1)
        rows.append((f"audio front end real-time factor [{params}]", f"{ms / 10000:.5f}",
                     f"x{10000 / ms:.0f} faster than real time", "", "", "derived: p50 / 10 s"))

# share of jtokkit in context assembly: TokenCount median / ContextAssembly[counter=jtokkit] median, per size
def turns_of(params):
    m = re.search(r"turns=(\d+)", params)
    return m.group(1) if m else None


for (name, params), v in sorted(by_key.items(), key=lambda kv: int(turns_of(kv[0][1]) or 0)):
    if name.startswith("ContextAssemblyBench") and "counter=jtokkit" in params:
        tk = [vv for (n2, p2), vv in by_key.items() if n2.startswith("TokenCountBench") and turns_of(p2) == turns_of(params)]
        if tk and v[0]:
            rows.append((f"jtokkit share of uncached context assembly [turns={turns_of(params)}]",
                         f"{100 * tk[0][0] / v[0]:.0f} %", "TokenCountBench p50 / ContextAssemblyBench[jtokkit] p50",
                         "", "", "derived"))

for name, target_ms in (("stream.first-sentence-to-sink", 5), ("stream.final-token-to-finished", None)):
    for l in result_lines("stream.txt"):
        if l.split()[1] == name:
            m = field(l, "median")
            rows.append((name, f"{m:.3f} ms", f"p90 {field(l, 'p90'):.3f} / p99 {field(l, 'p99'):.3f} ms",
                         "" if target_ms is None else f"< {target_ms} ms", verdict(m, target_ms), "plain main"))

for l in result_lines("idle.txt"):
    name = l.split()[1]
    share = field(l, "share")
    target = 2 if name == "idle.listening.process-cpu" else None
    rows.append((name, f"{share:.2f} % of one core", f"cpu {field(l, 'cpu'):.2f} s / wall {field(l, 'wall'):.0f} s",
                 "" if target is None else "< 2 %", verdict(share, target), "plain main"))

for l in result_lines("startup.txt"):
    name = l.split()[1]
    if name.startswith("memory"):
        rss = field(l, "VmRSS")
        rows.append((name, f"{rss:.1f} MB", f"VmHWM {field(l, 'VmHWM'):.1f} MB", "< 160 MB", verdict(rss, 160), "script"))
    elif "FAILED" in l:
        rows.append((name, "FAILED", "", "", "", "script"))
    else:
        rows.append((name, f"{field(l, 'median'):.0f} ms", f"min {field(l, 'min'):.0f} / max {field(l, 'max'):.0f} ms",
                     "", "", "script"))

print("| figure | median | spread | target (this machine) | met | how |")
print("|---|---|---|---|---|---|")
for r in rows:
    print("| " + " | ".join(r) + " |")
