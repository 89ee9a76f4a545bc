#!/usr/bin/env python3
"""Offline replay of SileroEndpointer with the level-relative end (LevelEnd) over the traces of WakeTraceBench's eos
part (Silero's probability and each 32 ms window's speech-band level): exploration only, the reported figures
come from WakeEvalBench eos. Per level_end_db and quiet-run length: |error| median / p90, clips with no end found
and early ends (> 200 ms before the true end) per SNR, on the even (tuning) half unless --half 1 or --all.

  eos_level_sweep.py EOS.tsv TRUTH.tsv [--half 0|1] [--all] [--column band_db|level_db]
"""
import argparse
import numpy as np

WIN_MS = 32
MIN_SPEECH_MS = 100
TRAILING_MS = 700
THRESHOLD, END_THRESHOLD = 0.5, 0.35
BACKGROUND_MS, BACKGROUND_Q, NEAR_DB, SMOOTH, USER_MS = 500, 90, 2, 3, 300


def endpoint(p, x, level_end_db, run_ms):
    """End ms or None, as SileroEndpointer (no-speech timeout and maximum off) with LevelEnd."""
    state, cand, cand_start = 0, False, 0
    silent, silence_start, quiet, quiet_start = False, 0, False, 0
    recent, first, background, user = [], [], None, 0
    n_first = BACKGROUND_MS // WIN_MS
    for j, v in enumerate(p):
        now, start = (j + 1) * WIN_MS, j * WIN_MS
        recent = (recent + [10 ** (x[j] / 10)])[-SMOOTH:]
        smoothed = 10 * np.log10(max(sum(recent) / len(recent), 1e-10))
        at_background = False
        if level_end_db > 0:
            if j < n_first:
                first.append(x[j])
                if j == n_first - 1:
                    background = np.percentile(first, BACKGROUND_Q)
            else:
                user += smoothed >= background + level_end_db
                at_background = user * WIN_MS >= USER_MS and smoothed <= background + NEAR_DB
        if state == 0:
            if v >= THRESHOLD:
                if not cand:
                    cand, cand_start = True, start
                if now - cand_start >= MIN_SPEECH_MS:
                    state, silent, quiet = 1, False, False
            else:
                cand = False
            continue
        if v >= END_THRESHOLD:
            silent = False
        elif not silent:
            silent, silence_start = True, start
        if silent and now - silence_start >= TRAILING_MS:
            return silence_start
        if not at_background:
            quiet = False
        elif not quiet:
            quiet, quiet_start = True, start
        if quiet and now - quiet_start >= run_ms:
            return quiet_start
    return None


def main():
    a = argparse.ArgumentParser()
    a.add_argument("trace")
    a.add_argument("truth")
    a.add_argument("--half", type=int, default=0)
    a.add_argument("--all", action="store_true")
    a.add_argument("--column", default="band_db")
    args = a.parse_args()
    rows = [l.rstrip("\n").split("\t") for l in open(args.trace)]
    head, rows = rows[0], rows[1:]
    pi, xi = head.index("vad_raw"), head.index(args.column)
    truth = {}
    for l in open(args.truth).read().splitlines()[1:]:
        f, s, e = l.split("\t")
        truth[f] = int(e)
    speech = sorted(k for k in truth if k.startswith("speech/"))
    clips = {}
    for r in rows:
        clips.setdefault((r[1], int(r[2]), r[3]), []).append((float(r[pi]), float(r[xi])))
    for level_end_db in (0, 6, 8, 10, 12):
        for run_ms in ((TRAILING_MS,) if level_end_db == 0 else (700, 900, 1100, 1300)):
            out = []
            for snr in ("clean", "20 dB", "10 dB", "5 dB"):
                errs, missed, early, n = [], 0, 0, 0
                for (s, i, noise), v in clips.items():
                    if s != snr or (not args.all and i % 2 != args.half):
                        continue
                    arr = np.array(v)
                    end = endpoint(arr[:, 0], arr[:, 1], level_end_db, run_ms)
                    n += 1
                    if end is None:
                        missed += 1
                    else:
                        true_end = truth[speech[i]]
                        errs.append(abs(end - true_end))
                        early += end < true_end - 200
                e = np.array(errs) if errs else np.array([-1])
                out.append(f"{snr} {np.median(e):.0f}/{np.percentile(e, 90):.0f} ms no end {missed} early {early} of {n}")
            print(f"level_end_db {level_end_db:2d} run {run_ms:4d} ms | " + " | ".join(out), flush=True)


if __name__ == "__main__":
    main()
