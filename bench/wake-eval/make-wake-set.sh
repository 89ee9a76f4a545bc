#!/usr/bin/env bash
# Makes the wake-word / VAD evaluation set of issue 13 into bench/target/wake-eval (not committed: ~150 MB).
# Needs espeak-ng and sox (apt: espeak-ng sox); flite (apt: flite) for the flite-* parts, skipped without it.
# Deterministic: same files on every run; a part already made (its .done) is kept.
#   positives/   "hey jarvis" in 8 espeak-ng accents x 9 voice variants x 5 speed/pitch pairs = 360 clips
#   speech/      sentences without the wake phrase: the repo's Chinese and English recipe and README text,
#                many voices, speeds and pitches; each trimmed so its true speech span is known
#   noise/       60 s each: pink and brown noise (running water), 50 Hz hum with harmonics (extractor fan),
#                band-passed white-noise bursts (sizzle), babble (4 espeak talkers at once, background speech)
#   flite-positives/  "hey jarvis" in flite's 5 voices (kal, kal16, awb, rms, slt) x 5 punctuations (flite's
#                prosody follows them) x 3 durations x 3 pitches = 225 clips
#   flite-speech/     the English sentences of speech/ again, each in one flite voice (a speed and pitch in turn)
#   truth.tsv    file, speech start ms, speech end ms (1.0 s of silence is added before, 1.5 s after)
# The bench mixes speech and noise at the SNRs itself, so no mixed copy is written.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
out="${1:-$repo/bench/target/wake-eval}"
mkdir -p "$out/positives" "$out/speech" "$out/noise"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
truth="$out/truth.tsv"
# a later run adds the parts it makes (the bench keeps a file's last row)
[ -f "$truth" ] || printf 'file\tstart_ms\tend_ms\n' > "$truth"

# name voice speed pitch text
clip() {
  local name=$1 voice=$2 speed=$3 pitch=$4 text=$5
  espeak-ng -v "$voice" -s "$speed" -p "$pitch" -w "$tmp/raw.wav" "$text" 2>/dev/null || return 0
  keep "$name"
}

# name [sox effects...]: $tmp/raw.wav at 16 kHz mono, trimmed to its speech, padded, with its truth row
keep() {
  local name=$1
  shift
  sox -D "$tmp/raw.wav" -r 16000 -c 1 -b 16 -e signed "$tmp/trim.wav" "$@" \
      silence 1 0.005 0.5% reverse silence 1 0.005 0.5% reverse 2>/dev/null || return 0
  local dur
  dur=$(soxi -D "$tmp/trim.wav" 2>/dev/null || echo 0)
  awk -v d="$dur" 'BEGIN { exit !(d > 0.2) }' || return 0
  sox -D "$tmp/trim.wav" "$out/$name.wav" pad 1.0 1.5
  awk -v n="$name.wav" -v d="$dur" 'BEGIN { printf "%s\t1000\t%d\n", n, 1000 + d * 1000 }' >> "$truth"
}

accents=(en-us en-gb en-gb-scotland en-gb-x-gbclan en-gb-x-rp en-gb-x-gbcwmd en-029 en-us-nyc)
variants=("" +f1 +f2 +f3 +f4 +m1 +m3 +m5 +klatt2)
speeds=(120 145 170 195 160)
pitches=(35 65 50 40 60)
if [ ! -f "$out/positives/.done" ]; then
  i=0
  for a in "${accents[@]}"; do
    for v in "${variants[@]}"; do
      for k in 0 1 2 3 4; do
        clip "positives/p$(printf %03d $i)" "$a$v" "${speeds[$k]}" "${pitches[$k]}" "hey jarvis"
        i=$((i + 1))
      done
    done
  done
  touch "$out/positives/.done"
fi

if [ ! -f "$out/speech/.done" ]; then
  # One sentence per line from text the repo already has (recipes in Chinese and English, the README).
  cat "$repo"/skills/home-cooking/recipes/*.md "$repo/README.md" \
    | sed -e 's/[#*`>|_\[\]()]/ /g' -e 's/^[-0-9. ]*//' \
    | perl -Mutf8 -CSD -pe 's/[。！？；]/\n/g; s/\. /\n/g' \
    | perl -Mutf8 -CSD -ne 'print if length($_) >= 7 && length($_) <= 121 && !/jarvis/i' | awk '!seen[$0]++' > "$tmp/sentences.txt"
  cp "$tmp/sentences.txt" "$out/sentences.txt"
  zh_voices=(cmn cmn+f2 cmn+m3 cmn+f4 cmn+klatt2)
  en_voices=(en-us en-gb+f2 en-gb-scotland+m3 en-029+f4 en-us-nyc en-gb-x-rp+f1)
  n=0
  while IFS= read -r line; do
    if printf '%s' "$line" | grep -qP '\p{Han}'; then
      voice=${zh_voices[$((n % ${#zh_voices[@]}))]}
    else
      voice=${en_voices[$((n % ${#en_voices[@]}))]}
    fi
    clip "speech/s$(printf %04d $n)" "$voice" "$((130 + (n * 17) % 70))" "$((35 + (n * 13) % 35))" "$line"
    n=$((n + 1))
  done < "$tmp/sentences.txt"
  touch "$out/speech/.done"
fi

if [ ! -f "$out/noise/.done" ]; then
  s="-r 16000 -c 1 -b 16 -e signed"
  # shellcheck disable=SC2086
  {
    sox -R -D -n $s "$out/noise/pink.wav" synth 60 pinknoise vol 0.3
    sox -R -D -n $s "$out/noise/brown.wav" synth 60 brownnoise vol 0.3
    sox -R -D -n $s "$out/noise/hum.wav" synth 60 sine 50 sine 100 sine 150 sine 300 remix 1-4 vol 0.25
    sox -R -D -n $s "$tmp/white.wav" synth 0.25 whitenoise sinc 2000-6000 vol 0.5 pad 0 0.35
    sox -R -D "$tmp/white.wav" "$tmp/sizzle1.wav" repeat 99
    sox -R -D "$tmp/sizzle1.wav" "$out/noise/sizzle.wav" trim 0 60
  }
  # Babble: four talkers reading different sentences at once.
  for t in 0 1 2 3; do
    awk -v t=$t 'NR % 4 == t' "$tmp/sentences.txt" 2>/dev/null | head -40 > "$tmp/talk$t.txt" || true
    [ -s "$tmp/talk$t.txt" ] || head -60 "$repo/README.md" > "$tmp/talk$t.txt"
    espeak-ng -v "$([ $((t % 2)) = 0 ] && echo cmn || echo en-us)" -s 170 -f "$tmp/talk$t.txt" -w "$tmp/t$t-raw.wav"
    # shellcheck disable=SC2086
    sox -D "$tmp/t$t-raw.wav" $s "$tmp/t$t.wav" trim 0 60 pad 0 60 trim 0 60
  done
  sox -D -m "$tmp/t0.wav" "$tmp/t1.wav" "$tmp/t2.wav" "$tmp/t3.wav" "$out/noise/babble.wav"
  touch "$out/noise/.done"
fi
# name voice duration_stretch f0_shift text: flite (8 kHz kal or 16 kHz) resampled to 16 kHz as keep does
fclip() {
  local name=$1 voice=$2 stretch=$3 shift=$4 text=$5
  flite -voice "$voice" --setf duration_stretch="$stretch" --setf f0_shift="$shift" -t "$text" \
      -o "$tmp/raw.wav" 2>/dev/null || return 0
  keep "$name"
}

# flite's voices: the same phrase in more natural voices than espeak-ng's formants (diphone kal, clustergen
# awb (Scottish), rms, slt). Durations and pitch shifts are none of those homebot wake train renders flite with
# (SyntheticWakeTraining: 175 wpm / its speeds, 2^((pitch-50)/100) of its pitches).
flite_voices=(kal kal16 awb rms slt)
stretches=(0.88 1.0 1.12)
shifts=(0.9 1.0 1.1)
phrases=("hey jarvis" "Hey, Jarvis!" "Hey Jarvis." "hey jarvis?" "Hey... Jarvis")
if ! command -v flite >/dev/null; then
  echo "flite is not installed (apt: flite): no flite-positives/ or flite-speech/" >&2
else
  mkdir -p "$out/flite-positives" "$out/flite-speech"
  if [ ! -f "$out/flite-positives/.done" ]; then
    i=0
    for v in "${flite_voices[@]}"; do
      for t in "${phrases[@]}"; do
        for d in "${stretches[@]}"; do
          for f in "${shifts[@]}"; do
            fclip "flite-positives/f$(printf %03d $i)" "$v" "$d" "$f" "$t"
            i=$((i + 1))
          done
        done
      done
    done
    touch "$out/flite-positives/.done"
  fi
  if [ ! -f "$out/flite-speech/.done" ]; then
    n=0
    while IFS= read -r line; do
      printf '%s' "$line" | grep -qP '\p{Han}' && continue
      fclip "flite-speech/fs$(printf %04d $n)" "${flite_voices[$((n % 5))]}" \
          "${stretches[$(((n / 5) % 3))]}" "${shifts[$(((n / 15) % 3))]}" "$line"
      n=$((n + 1))
    done < "$out/sentences.txt"
    touch "$out/flite-speech/.done"
  fi
fi
echo "positives: $(find "$out/positives" -name '*.wav' | wc -l), speech: $(find "$out/speech" -name '*.wav' | wc -l), noises: $(find "$out/noise" -name '*.wav' | wc -l), flite positives: $(find "$out/flite-positives" -name '*.wav' 2>/dev/null | wc -l), flite speech: $(find "$out/flite-speech" -name '*.wav' 2>/dev/null | wc -l) in $out"
