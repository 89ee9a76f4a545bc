#!/usr/bin/env python3
"""Offline sweep of the wake decision over traces written by homebot.bench.WakeTraceBench (exploration only:
the reported figures come from WakeEvalBench running the real detector).

  sweep.py FRR.tsv FAR.tsv [front ...]

For each front end, threshold, patience and VAD gate it replays the detector's rule (settle 5 frames, patience
consecutive frames at or over the threshold, a frame counts only while Silero saw speech >= vad_threshold within
the gate window, refractory 25 frames) and prints false rejects on the even-numbered positives (tuning half), the
odd-numbered ones (held-out half) and all, per SNR, plus false accepts per hour on the negative stream.
"""
import sys
import numpy as np

SETTLE = 5
REFRACTORY = 25
ACCENTS = ["en-us", "en-gb", "en-gb-scotland", "en-gb-x-gbclan", "en-gb-x-rp", "en-gb-x-gbcwmd", "en-029", "en-us-nyc"]


def load(path):
    rows = [l.rstrip("\n").split("\t") for l in open(path)]
    head = rows[0]
    return head, rows[1:]


def gated(score, vad, vad_thr, win):
    """score with frames zeroed where the gate is shut (Silero max over the last `win` frames < vad_thr)."""
    s = score.copy()
    if vad_thr > 0:
        n = len(vad)
        m = np.zeros(n)
        for k in range(win):
            m[k:] = np.maximum(m[k:], vad[: n - k])
        s[m < vad_thr] = 0
    return s


def run_min(s, p):
    if p == 1:
        return s
    out = s.copy()
    for k in range(1, p):
        out[k:] = np.minimum(out[k:], s[:-k])
        out[:k] = 0
    return out


def main():
    frr_path, far_path = sys.argv[1], sys.argv[2]
    head, rows = load(frr_path)
    fronts = [h[len("score_"):] for h in head if h.startswith("score_")]
    if len(sys.argv) > 3:
        fronts = sys.argv[3:]
    clips = {}
    for r in rows:
        key = (r[1], int(r[2]), r[3])
        clips.setdefault(key, []).append(r)
    fhead, frows = load(far_path) if far_path != "-" else (head, [])
    far_frames = len(frows)
    hours = max(far_frames, 1) * 0.08 / 3600
    thresholds = [0.05, 0.08, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5]
    gates = [(0, 1), (0.3, 10), (0.5, 10), (0.5, 7), (0.7, 10)]
    for front in fronts:
        si, vi = head.index("score_" + front), head.index("vad_" + front)
        fsi, fvi = fhead.index("score_" + front), fhead.index("vad_" + front)
        fs = np.array([float(r[fsi]) for r in frows])
        fv = np.array([float(r[fvi]) for r in frows])
        fwhat = [r[1] for r in frows]
        per = {}
        for key, rs in clips.items():
            per[key] = (np.array([float(r[si]) for r in rs]), np.array([float(r[vi]) for r in rs]))
        print(f"== front {front}  (FA stream {hours:.2f} h)")
        snrs = sorted({k[0] for k in clips}, key=lambda v: (v != "clean", -float(v.split()[0]) if v != "clean" else 0))
        for vad_thr, win in gates:
            for p in (1, 2, 3):
                # best per clip of the patience-run minimum of the gated score
                best = {}
                for key, (s, v) in per.items():
                    g = run_min(gated(s, v, vad_thr, win), p)
                    g[:SETTLE] = 0
                    best[key] = g.max()
                fg = run_min(gated(fs, fv, vad_thr, win), p)
                for t in thresholds:
                    res = {}
                    for snr in snrs:
                        miss = [best[k] < t for k in best if k[0] == snr]
                        ev = [best[k] < t for k in best if k[0] == snr and k[1] % 2 == 0]
                        od = [best[k] < t for k in best if k[0] == snr and k[1] % 2 == 1]
                        res[snr] = (100 * np.mean(ev), 100 * np.mean(od), 100 * np.mean(miss))
                    wakes, last = 0, -10**9
                    for f in np.nonzero(fg >= t)[0]:
                        if f - last >= REFRACTORY:
                            wakes, last = wakes + 1, f
                    print(f"vad {vad_thr:.1f}/{win:2d} p{p} t{t:.2f}  FRR even/odd/all  "
                          + "  ".join(f"{snr}: {a:4.1f}/{b:4.1f}/{c:4.1f}" for snr, (a, b, c) in res.items())
                          + f"  FA {wakes / hours:.2f}/h ({wakes})")


if __name__ == "__main__":
    main()
