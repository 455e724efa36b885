#!/usr/bin/env bash
# Makes the Debian package from the release build, installs it as a teacher would, checks
# what it installed and that the program runs from the PATH (its --version, and its window
# under Xvfb into a seeded game), then purges it: the program and its menu entry go, the
# user's own files stay. Needs root (CI runs as root), cargo-deb and xvfb-run.
set -euo pipefail
cd "$(dirname "$0")/.."

app_id=org.musicaldominoes.MusicalDominoes
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n 1)
deb=target/packaging/musical-dominoes_${version}-1_amd64.deb
mkdir -p target/packaging
rm -f "$deb"
cargo deb --no-build --output "$deb"
echo "package: $deb, $(stat -c %s "$deb") bytes"

if dpkg -s musical-dominoes >/dev/null 2>&1; then
  dpkg --purge musical-dominoes >/dev/null
fi
# As the README tells a teacher: apt installs the package and what it depends on.
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "./$deb"

fail() { echo "check_package: $*" >&2; exit 1; }
installed=(
  /usr/bin/musical-dominoes
  /usr/share/applications/$app_id.desktop
  /usr/share/metainfo/$app_id.metainfo.xml
  /usr/share/icons/hicolor/scalable/apps/$app_id.svg
  /usr/share/icons/hicolor/48x48/apps/$app_id.png
  /usr/share/icons/hicolor/256x256/apps/$app_id.png
  /usr/share/doc/musical-dominoes/copyright
)
for f in "${installed[@]}"; do
  [ -e "$f" ] || fail "the package did not install $f"
done
grep -q 'OFL-1.1' /usr/share/doc/musical-dominoes/copyright || fail "the copyright file names no font licence"
desktop-file-validate /usr/share/applications/$app_id.desktop
[ "$(command -v musical-dominoes)" = /usr/bin/musical-dominoes ] || fail "musical-dominoes is not on the PATH"
said=$(cd / && musical-dominoes --version)
[ "$said" = "musical-dominoes $version" ] || fail "--version says '$said', not 'musical-dominoes $version'"
echo "installed: $said"

# The menu entry's command, as a desktop starts it, opens the window (into a seeded game).
exec_line=$(sed -n 's/^Exec=//p' /usr/share/applications/$app_id.desktop)
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
shot=$(pwd)/target/packaging/installed.png
rm -f "$shot"
(cd "$home" && HOME="$home" timeout 120 xvfb-run -a -s "-screen 0 1024x768x24" \
  $exec_line play --variant musical --seats human,club --seed 2 --screenshot "$shot" --after 5)
python3 .ci/check_png.py target/packaging/installed.png

# A pupil's file in the user's data folder, which removing the program must leave alone.
mkdir -p "$home/.local/share/musical-dominoes"
echo '{"kept": true}' > "$home/.local/share/musical-dominoes/progress.json"
dpkg --purge musical-dominoes
for f in "${installed[@]}"; do
  [ ! -e "$f" ] || fail "purging left $f"
done
[ -f "$home/.local/share/musical-dominoes/progress.json" ] || fail "purging took the user's data"
echo "purged: the program and its menu entry are gone, the user's data is kept"
