#!/usr/bin/env python3
"""Offline replay of SileroEndpointer over Silero probabilities traced by WakeTraceBench's eos part (exploration
only; reported figures come from WakeEvalBench eos). Per front end, start threshold and hold (end when the
probability stays below threshold - hold for 700 ms), optional maximum utterance: |error| median / p90 and
clips with no end found, per SNR and noise type.

  eos_sweep.py EOS.tsv TRUTH.tsv [front ...]
"""
import sys
import numpy as np

WIN_MS = 32
MIN_SPEECH_MS = 100
TRAILING_MS = 700


def endpoint(p, thr, hold, max_ms):
    """(end ms or None, max-length cut?) as SileroEndpointer with noSpeechTimeout 0."""
    state, cand, cand_start, speech_start, silent, silence_start = 0, False, 0, 0, False, 0
    for j, v in enumerate(p):
        now = (j + 1) * WIN_MS
        start = j * WIN_MS
        if state == 0:
            if v >= thr:
                if not cand:
                    cand, cand_start = True, start
                if now - cand_start >= MIN_SPEECH_MS:
                    state, speech_start, silent = 1, cand_start, False
            else:
                cand = False
            continue
        if v >= thr - hold:
            silent = False
        else:
            if not silent:
                silent, silence_start = True, start
            if now - silence_start >= TRAILING_MS:
                return silence_start, False
        if max_ms and now - speech_start >= max_ms:
            return now, True
    return None, False


def main():
    rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[1])]
    head, rows = rows[0], rows[1:]
    truth = {}
    for l in open(sys.argv[2]).read().splitlines()[1:]:
        f, a, b = l.split("\t")
        truth[f] = (int(a), int(b))
    speech = sorted(k for k in truth if k.startswith("speech/"))
    fronts = [h[len("vad_"):] for h in head if h.startswith("vad_")]
    if len(sys.argv) > 3:
        fronts = sys.argv[3:]
    clips = {}
    for r in rows:
        clips.setdefault((r[1], int(r[2]), r[3]), []).append(r)
    for front in fronts:
        vi = head.index("vad_" + front)
        combos = [(0.5, 0.15, 0), (0.5, 0.05, 0), (0.5, 0.0, 0), (0.6, 0.0, 0), (0.7, 0.2, 0), (0.7, 0.1, 0),
                  (0.8, 0.2, 0), (0.5, 0.15, 10000)]
        for thr, hold, max_ms in combos:
            print(f"== front {front} threshold {thr} hold {hold} (end below {thr - hold:.2f}) max {max_ms} ms")
            for snr in ("clean", "20 dB", "10 dB", "5 dB"):
                errs, missed, by_noise, early = [], 0, {}, 0
                for (s, i, noise), rs in clips.items():
                    if s != snr:
                        continue
                    p = np.array([float(r[vi]) for r in rs])
                    end, cut = endpoint(p, thr, hold, max_ms)
                    t = by_noise.setdefault(noise, [0, 0])
                    t[1] += 1
                    if end is None:
                        missed += 1
                        t[0] += 1
                    else:
                        errs.append(abs(end - truth[speech[i]][1]))
                        early += end < truth[speech[i]][1] - 200
                e = np.array(errs) if errs else np.array([-1])
                print(f"  {snr:6s} median {np.median(e):5.0f} p90 {np.percentile(e, 90):6.0f} ms  no end {missed:3d} early>200ms {early:2d}  "
                      + " ".join(f"{k} {v[0]}/{v[1]}" for k, v in by_noise.items()))


if __name__ == "__main__":
    main()
