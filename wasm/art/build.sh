#!/bin/sh
# Card art: writes web/art/<id>.svg for every animal, web/art/LICENSE-*.txt
# and web/art/.stamp. Run from the project's top directory (make build does):
#
#	sh wasm/art/build.sh
#
# The pictures are Twemoji's, from the npm package pinned in
# wasm/art/package.json and package-lock.json (installed here with npm ci,
# never copied into the repository), chosen by wasm/art/mapping; the animals
# Twemoji lacks are the app's own drawings, wasm/art/own/<id>.svg.
set -eu

art=wasm/art
out=web/art
pkg=@discordapp/twemoji
svg=$art/node_modules/$pkg/dist/svg

fail() {
	echo "wasm/art/build.sh: $*" >&2
	exit 1
}

[ -f "$art/mapping" ] || fail "run me from the project's top directory (no $art/mapping here)"
command -v npm >/dev/null 2>&1 ||
	fail "npm is missing: the card art is installed from the npm registry (Debian: apt-get install -y nodejs npm)"

# npm ci installs exactly the locked versions. It is skipped when they are
# already installed, so that a build works offline once they are; otherwise
# npm's cache is preferred to the network.
lock=$art/node_modules/.package-lock.json
if [ ! -f "$lock" ] || [ "$art/package-lock.json" -nt "$lock" ] || [ "$art/package.json" -nt "$lock" ] ||
	[ ! -d "$svg" ]; then
	(cd "$art" && npm ci --no-audit --no-fund --ignore-scripts --prefer-offline --loglevel=error) ||
		fail "npm ci failed in $art (is the npm registry or npm's cache reachable?)"
fi
[ -d "$svg" ] || fail "$svg is missing after npm ci: has $pkg changed its layout?"
version=$(sed -n 's/^ *"version": *"\([^"]*\)".*/\1/p' "$art/node_modules/$pkg/package.json" | head -n 1)

rm -rf "$out"
mkdir -p "$out"

# The mapping: one animal a line, "id file" ('#' starts a comment).
n=0
while read -r id file rest; do
	case $id in '' | '#'*) continue ;; esac
	case $id in *[!a-z]*) fail "mapping: bad animal id '$id'" ;; esac
	[ -n "$file" ] && [ -z "$rest" ] || fail "mapping: '$id' needs exactly one file"
	[ -f "$svg/$file" ] || fail "mapping: $id → $file: no such file in $pkg $version"
	[ ! -f "$art/own/$id.svg" ] || fail "mapping: $id is both $file and own/$id.svg"
	[ ! -f "$out/$id.svg" ] || fail "mapping: $id is mapped twice"
	cp "$svg/$file" "$out/$id.svg"
	n=$((n + 1))
done <"$art/mapping"

# The app's own drawings.
own=
for f in "$art"/own/*.svg; do
	[ -f "$f" ] || continue
	cp "$f" "$out/"
	own="$own $(basename "$f" .svg)"
	n=$((n + 1))
done

# Twemoji's licences: the package ships the MIT licence of its code; its
# graphics are under CC BY 4.0, whose terms allow a link to the licence.
{
	cat <<EOF
Twemoji graphics, as packaged in $pkg $version (https://github.com/discord/twemoji)

Copyright 2014-2021 Twitter, Inc and other contributors
Copyright 2022-present Jason Sofonia & Justine De Caires (https://github.com/jdecked/twemoji)

The graphics are licensed under the Creative Commons Attribution 4.0
International licence (CC BY 4.0):
https://creativecommons.org/licenses/by/4.0/
https://creativecommons.org/licenses/by/4.0/legalcode

Ménagerie shows them unchanged. These pictures are not Twemoji's but
Ménagerie's own drawings in the same style:$own.

The package's code is licensed under the MIT licence, as follows.

EOF
	cat "$art/node_modules/$pkg/LICENSE"
} >"$out/LICENSE-twemoji.txt"

touch "$out/.stamp"
echo "wasm/art/build.sh: $n pictures in $out ($pkg $version)"
