#!/usr/bin/env bash
# Install homebot on Raspberry Pi OS (aarch64 or armv7) or any Debian-like
# system: apt dependencies, the homebot .deb, the Vosk native library the jar
# lacks on ARM, and the speech models. Safe to run again: every step checks
# whether it is already done.
#
#   sudo ./install-pi.sh [--deb homebot_0.1.0_all.deb] [--models "NAME ..."]
#                        [--vosk-zip FILE] [--vosk-sha256 HEX] [--trust]
#   ./install-pi.sh --dry-run [--arch aarch64|armv7l|x86_64]   # print the steps only
#
# Nothing unchecked is installed silently: libvosk.so needs --vosk-sha256 HEX
# (enforced), and models without a digest pinned in homebot's catalog stop with
# their SHA-256 printed. --trust installs them anyway, after you compared the
# printed digests with ones you trust; `homebot doctor` lists what is unverified.
set -euo pipefail

VOSK_VERSION=0.3.45
LIB_DIR=/usr/lib/homebot
WORKSPACE=/var/lib/homebot
# Chinese first, English second (DESIGN.md).
MODELS="vosk-model-small-cn-0.22 vosk-model-small-en-us-0.15"

DRY_RUN=false
ARCH=""
DEB=""
VOSK_ZIP=""
VOSK_SHA256=""
TRUST=false

usage() {
    sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'
}

while [ $# -gt 0 ]; do
    case "$1" in
        --dry-run) DRY_RUN=true ;;
        --arch) ARCH=${2:?--arch needs a value}; shift ;;
        --deb) DEB=${2:?--deb needs a file}; shift ;;
        --models) MODELS=${2?--models needs a list}; shift ;;
        --vosk-zip) VOSK_ZIP=${2:?--vosk-zip needs a file}; shift ;;
        --vosk-sha256) VOSK_SHA256=${2:?--vosk-sha256 needs a hex digest}; shift ;;
        --trust) TRUST=true ;;
        -h|--help) usage; exit 0 ;;
        *) echo "install-pi: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
    shift
done

step() { printf '\n==> %s\n' "$*"; }

# Runs a command, or in --dry-run prints it (shell-quoted) instead.
run() {
    if $DRY_RUN; then
        printf '+'; printf ' %q' "$@"; printf '\n'
    else
        "$@"
    fi
}

if ! $DRY_RUN && [ "$(id -u)" -ne 0 ]; then
    echo "install-pi: run as root (sudo $0 $*), or try --dry-run" >&2
    exit 1
fi

[ -n "$ARCH" ] || ARCH=$(uname -m)
case "$ARCH" in
    aarch64|arm64) VOSK_ARCH=aarch64 ;;
    armv7l|armv7|armhf) VOSK_ARCH=armv7l ;;
    x86_64|amd64) VOSK_ARCH="" ;;  # the jar already carries linux-x86-64/libvosk.so
    *) echo "install-pi: unsupported architecture $ARCH (Vosk ships aarch64, armv7l, x86_64)" >&2; exit 2 ;;
esac

if [ -z "$DEB" ]; then
    here=$(cd "$(dirname "$0")" && pwd)
    for candidate in "$here"/homebot_*_all.deb "$here"/target/homebot_*_all.deb; do
        [ -e "$candidate" ] && DEB=$candidate
    done
fi
if [ -z "$DEB" ] || [ ! -f "$DEB" ]; then
    echo "install-pi: no homebot_*_all.deb found; pass --deb FILE (built by: mvn -DskipTests package, in deploy/target/)" >&2
    exit 2
fi

# --- 1. packages from apt ---------------------------------------------------
step "apt dependencies"
# Raspberry Pi OS bookworm has openjdk-17; newer releases only a newer JDK,
# which runs the Java 17 jar just as well.
JAVA_PKG=default-jre-headless
if apt-cache show openjdk-17-jre-headless >/dev/null 2>&1; then
    JAVA_PKG=openjdk-17-jre-headless
fi
# libatomic1: some ARM builds of libvosk.so need it; unzip and curl fetch it.
PKGS="$JAVA_PKG espeak-ng alsa-utils libatomic1 unzip curl ca-certificates"
missing=""
for p in $PKGS; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
    run apt-get update
    # shellcheck disable=SC2086 # a list of package names
    run env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $missing
else
    echo "all present: $PKGS"
fi

# --- 2. the homebot package -------------------------------------------------
step "homebot package $(basename "$DEB")"
deb_version=$(dpkg-deb -f "$DEB" Version)
installed_version=$(dpkg-query -W -f='${Version}' homebot 2>/dev/null || true)
if [ "$installed_version" = "$deb_version" ] \
        && dpkg-query -W -f='${Status}' homebot 2>/dev/null | grep -q "install ok installed"; then
    echo "homebot $deb_version is already installed"
else
    # apt (not dpkg -i) so any missing dependency is fetched too.
    run env DEBIAN_FRONTEND=noninteractive apt-get install -y "$(cd "$(dirname "$DEB")" && pwd)/$(basename "$DEB")"
fi

# --- 3. Vosk native library for ARM ----------------------------------------
step "Vosk native library"
lib_changed=false
if [ -z "$VOSK_ARCH" ]; then
    echo "not needed on $ARCH: the jar carries libvosk.so for linux-x86-64"
elif [ -f "$LIB_DIR/libvosk.so" ] && [ -f "$LIB_DIR/libvosk.so.source" ] \
        && grep -qx "vosk-linux-$VOSK_ARCH-$VOSK_VERSION" "$LIB_DIR/libvosk.so.source"; then
    echo "$LIB_DIR/libvosk.so (vosk-linux-$VOSK_ARCH-$VOSK_VERSION) is already installed"
else
    name="vosk-linux-$VOSK_ARCH-$VOSK_VERSION"
    url="https://github.com/alphacep/vosk-api/releases/download/v$VOSK_VERSION/$name.zip"
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    zip="$tmp/$name.zip"
    if [ -n "$VOSK_ZIP" ]; then
        run cp "$VOSK_ZIP" "$zip"
    else
        run curl -fL --retry 3 -o "$zip" "$url"
    fi
    verified=unverified
    if $DRY_RUN; then
        echo "+ sha256sum $zip   # must equal --vosk-sha256 HEX; without it the install stops here unless --trust"
    else
        actual=$(sha256sum "$zip" | cut -d' ' -f1)
        echo "SHA-256 of $name.zip: $actual"
        if [ -n "$VOSK_SHA256" ]; then
            if [ "$actual" != "$VOSK_SHA256" ]; then
                echo "install-pi: checksum mismatch (expected $VOSK_SHA256); nothing installed" >&2
                exit 1
            fi
            echo "checksum matches --vosk-sha256"
            verified=verified
        elif $TRUST; then
            echo "installing an unchecked native library because of --trust (doctor will list it as unverified)"
        else
            echo "install-pi: refusing to install an unchecked native library. Compare the SHA-256 above" >&2
            echo "with the digest shown for $name.zip on" >&2
            echo "  https://github.com/alphacep/vosk-api/releases/tag/v$VOSK_VERSION" >&2
            echo "then re-run with --vosk-sha256 HEX (enforced), or with --trust." >&2
            exit 1
        fi
    fi
    run unzip -o -q "$zip" "$name/libvosk.so" -d "$tmp"
    run install -D -m 0644 "$tmp/$name/libvosk.so" "$LIB_DIR/libvosk.so"
    # Line 1: what it is; line 2: its digest and whether it was checked (read by `homebot doctor`).
    if $DRY_RUN; then
        echo "+ record $name, its SHA-256 and '$verified' in $LIB_DIR/libvosk.so.source"
    else
        printf '%s\nsha256 %s %s\n' "$name" "$actual" "$verified" > "$LIB_DIR/libvosk.so.source"
    fi
    lib_changed=true
fi

# --- 4. speech models -------------------------------------------------------
step "speech models: $MODELS"
for model in $MODELS; do
    if [ -d "$WORKSPACE/models/$model" ]; then
        echo "$model is already installed"
        continue
    fi
    # As the service user, so the files belong to homebot, not root.
    # Without --trust a model whose digest homebot's catalog does not pin stops here, its SHA-256 printed.
    trust_flag=()
    if $TRUST; then trust_flag=(--trust); fi
    run runuser -u homebot -- env HOME="$WORKSPACE" HOMEBOT_WORKSPACE="$WORKSPACE" \
        /usr/bin/homebot models install "$model" "${trust_flag[@]}"
done

# --- 5. (re)start and check -------------------------------------------------
step "service"
if [ -d /run/systemd/system ] || $DRY_RUN; then
    if $lib_changed; then
        run systemctl restart homebot.service
    else
        run systemctl enable --now homebot.service
    fi
else
    echo "systemd is not running here; start homebot.service after boot"
fi

step "homebot doctor"
if $DRY_RUN; then
    run runuser -u homebot -- env HOME="$WORKSPACE" HOMEBOT_WORKSPACE="$WORKSPACE" /usr/bin/homebot doctor
else
    # doctor exits non-zero when something required is broken; show it, do not abort.
    runuser -u homebot -- env HOME="$WORKSPACE" HOMEBOT_WORKSPACE="$WORKSPACE" /usr/bin/homebot doctor || true
fi
echo
echo "done. Logs: journalctl -u homebot -f   Status: systemctl status homebot"
