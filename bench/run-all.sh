#!/usr/bin/env bash
# Runs every homebot benchmark and prints one table (bench/target/results/table.md).
#   bench/run-all.sh            full run (~10 min on 2 cores)
#   QUICK=1 bench/run-all.sh    shorter iterations (smoke run; figures are noisier)
# Needs: a JDK 17, Maven (offline is fine), python3. Builds bench/target/benchmarks.jar first.
set -euo pipefail
REPO=$(cd "$(dirname "$0")/.." && pwd)
cd "$REPO"
OUT=bench/target/results
mkdir -p "$OUT"
SHIPPED=(-Xmx128m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Djava.awt.headless=true -Dfile.encoding=UTF-8)

if [ "${SKIP_BUILD:-}" != 1 ]; then
    mvn -q -o -pl bench -am package -DskipTests
fi
JAR=bench/target/benchmarks.jar
APP_JAR=$JAR
if [ -f deploy/target/homebot.jar ]; then APP_JAR=deploy/target/homebot.jar; fi

if [ "${QUICK:-}" = 1 ]; then
    JMH_OPTS=(-wi 2 -w 1 -i 3 -r 1)
    STREAM_ARGS=(100 30 15); IDLE_S=20; STARTUP_RUNS=3; RSS_IDLE_S=30
else
    JMH_OPTS=()
    STREAM_ARGS=(300 50 15); IDLE_S=60; STARTUP_RUNS=5; RSS_IDLE_S=30
fi

echo "== machine" | tee "$OUT/machine.txt"
{
    echo "nproc=$(nproc)"
    echo "cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
    echo "ram=$(awk '/MemTotal/ {printf "%.1f GiB", $2/1048576}' /proc/meminfo)"
    echo "java=$(java -version 2>&1 | head -1)"
    echo "kernel=$(uname -sr)"
} | tee -a "$OUT/machine.txt"

echo "== JMH (SampleTime: median and percentiles of single invocations)"
java -jar "$JAR" "${JMH_OPTS[@]}" -rf json -rff "$OUT/jmh.json" \
    'homebot.bench.(LocalIntentTurnBench|CookingTurnBench|ContextAssemblyBench|TokenCountBench|FrontEndRtfBench)' \
    > "$OUT/jmh.log" 2>&1 || { tail -n 40 "$OUT/jmh.log"; exit 1; }
tail -n 30 "$OUT/jmh.log"

echo "== streamed LLM turn (plain command: cross-thread timestamps)"
java "${SHIPPED[@]}" -cp "$JAR" homebot.bench.StreamedTurnBench "${STREAM_ARGS[@]}" 2>/dev/null | tee "$OUT/stream.txt"

echo "== idle listening CPU (real-time paced, ${IDLE_S}s each)"
java "${SHIPPED[@]}" -cp "$JAR" homebot.bench.IdleListeningBench "$IDLE_S" 16000 1 2>/dev/null | tee "$OUT/idle.txt"
java "${SHIPPED[@]}" -cp "$JAR" homebot.bench.IdleListeningBench "$IDLE_S" 48000 2 2>/dev/null | sed 's/idle.listening/idle.listening48k/' | tee -a "$OUT/idle.txt"

echo "== start-up and idle memory ($APP_JAR, shipped flags)"
python3 bench/startup.py "$APP_JAR" "$STARTUP_RUNS" "$RSS_IDLE_S" | tee "$OUT/startup.txt"

python3 bench/table.py "$OUT" | tee "$OUT/table.md"
