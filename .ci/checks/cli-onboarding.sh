#!/usr/bin/env bash
# A new user's first minutes through the real tool: usage, a mistyped command, --version, an empty folder,
# swatch init (and its refusal to overwrite or to read a tokens/ of scripts; beside a resolver or two, *.tokens.json files,
# plain DTCG JSON files or a tool's tokens.json), tokens without swatch.yaml, an unquoted hex color, the Xcode
# file lists, and build --watch rebuilding on an edit until it is killed.
set -euo pipefail
cd "$(dirname "$0")/../.."
swatch="${SWATCH:-$(swift build --show-bin-path)/swatch}"
work=$(mktemp -d)
watcher=
trap '[ -n "$watcher" ] && kill "$watcher" 2>/dev/null; rm -rf "$work"' EXIT
cd "$work"

failures=0
fail() { echo "FAIL $*"; failures=$((failures + 1)); }
ok() { echo "ok   $*"; }
run() {  # run DIR ARGS…: sets status, leaves out.txt and err.txt in DIR
  local dir=$1; shift
  status=0; ( cd "$dir" && timeout 20 "$swatch" "$@" > out.txt 2> err.txt ) || status=$?
}

mkdir empty
run empty
[ "$status" = 0 ] && grep -q "^USAGE: swatch <subcommand>" empty/out.txt && ok "no argument: usage" || fail "no argument: exit $status"
run empty biuld
[ "$status" = 2 ] && grep -qxF "error: unknown command 'biuld'; did you mean 'build'?" empty/err.txt \
  && ok "swatch biuld: exit 2, did you mean 'build'" || fail "biuld: exit $status: $(head -1 empty/err.txt)"
run empty --version
grep -Eqx '[0-9]+\.[0-9]+\.[0-9]+(-[a-z0-9.]+)?' empty/out.txt && ok "--version: $(cat empty/out.txt)" || fail "--version"
for command in build check resolve; do
  run empty $command
  [ "$status" = 2 ] && [ "$(wc -l < empty/err.txt)" = 1 ] && grep -q "run 'swatch init'.*\[config.missing\]" empty/err.txt \
    || fail "empty folder, $command: exit $status: $(cat empty/err.txt)"
done
ok "empty folder: one error naming 'swatch init' for build, check and resolve"

mkdir project
run project init
[ "$status" = 0 ] && [ -f project/swatch.yaml ] && [ -f project/tokens/palette.yaml ] && [ -f project/tokens/semantic.yaml ] \
  && ok "init: swatch.yaml and tokens/ written" || fail "init: exit $status"
before=$(cd project && cat swatch.yaml tokens/* | md5sum)
run project init
[ "$status" = 2 ] && grep -qF "error: 'swatch.yaml' already exists" project/err.txt \
  && [ "$(cd project && cat swatch.yaml tokens/* | md5sum)" = "$before" ] && ok "init again: refused, exit 2, nothing changed" \
  || fail "init again: exit $status"
run project build
[ "$status" = 0 ] && [ ! -s project/err.txt ] && [ -f project/out/swift/SwatchTokens.swift ] \
  && ok "init project builds with no diagnostic: $(cat project/out.txt)" || fail "init build: exit $status: $(cat project/err.txt)"
run project build --check
[ "$status" = 0 ] || fail "init project: build --check exit $status"

mkdir -p bare/tokens && cp project/tokens/* bare/tokens/
run bare build
[ "$status" = 1 ] && grep -q "\[config.no-outputs\]" bare/err.txt && ! grep -q "file(s) written" bare/out.txt \
  && ok "tokens without swatch.yaml: build exit 1, no outputs configured" || fail "bare build: exit $status: $(cat bare/err.txt)"
run bare check
[ "$status" = 0 ] || fail "bare check: exit $status (tokens alone are fine to check)"
tokens_before=$(cd bare && cat tokens/* | md5sum)
run bare init
[ "$status" = 0 ] && grep -qx 'tokens: \[tokens\]' bare/swatch.yaml && [ "$(cd bare && cat tokens/* | md5sum)" = "$tokens_before" ] \
  && tail -1 bare/out.txt | grep -q "^next: the tokens load without errors;" \
  && ok "init beside existing tokens: swatch.yaml reading them, tokens untouched" || fail "bare init: exit $status: $(cat bare/err.txt)"
run bare build
[ "$status" = 0 ] && [ -f bare/out/swift/SwatchTokens.swift ] && ok "init beside existing tokens: the project builds" \
  || fail "bare build after init: exit $status: $(cat bare/err.txt)"

# A web app keeping its tokens in src/tokens (and a package's own tokens/ in node_modules, a compiled copy in
# lib/, not its; another package's, named): init reads src/tokens, and the project builds.
mkdir -p webapp/src/tokens webapp/node_modules/pkg/tokens webapp/lib/tokens webapp/packages/ui/tokens
printf '{"name": "app"}\n' > webapp/package.json
cp project/tokens/* webapp/src/tokens/
for folder in node_modules/pkg lib packages/ui; do
  printf '{"x": {"$type": "number", "$value": 1}}\n' > "webapp/$folder/tokens/x.json"
done
run webapp init
[ "$status" = 0 ] && grep -qx 'tokens: \[src/tokens\]' webapp/swatch.yaml && [ ! -e webapp/tokens ] \
  && grep -q "also found 'packages/ui/tokens', not read" webapp/out.txt && ! grep -q "lib/tokens" webapp/out.txt \
  && ok "init beside src/tokens: swatch.yaml reading it, another package's tokens named, no starter written" \
  || fail "webapp init: exit $status: $(cat webapp/out.txt webapp/err.txt)"
run webapp build
[ "$status" = 0 ] && [ -f webapp/out/swift/SwatchTokens.swift ] && ok "init beside src/tokens: the project builds" \
  || fail "webapp build after init: exit $status: $(cat webapp/err.txt)"

# A resolver kept in src/tokens under a name of its own (resolver.json, as swatchbook-example's): init names it
# alone, so its modifiers are appearances; its folder read as token files would merge every context.
mkdir -p resolved/src/tokens
printf '{"bg": {"$type": "color", "$value": "#ffffff"}}\n' > resolved/src/tokens/base.json
printf '{"bg": {"$type": "color", "$value": "#000000"}}\n' > resolved/src/tokens/dark.json
printf '{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}]}}, %s, %s}\n' \
  '"modifiers": {"mode": {"contexts": {"light": [], "dark": [{"$ref": "dark.json"}]}}}' \
  '"resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/mode"}]' > resolved/src/tokens/resolver.json
run resolved init
run resolved build
[ "$status" = 0 ] && grep -qx 'tokens: \[src/tokens/resolver.json\]' resolved/swatch.yaml \
  && grep -q -- '--bg: #000000' resolved/out/css/tokens.css \
  && ok "init beside src/tokens/resolver.json: names the resolver, and the dark value builds" \
  || fail "resolved init and build: exit $status: $(cat resolved/out.txt resolved/err.txt)"

# A tokens/ folder of TypeScript modules alone (tokens kept in code): init refuses, writing nothing; an empty
# tokens/ gets the starter's files.
mkdir -p scripted/tokens emptytokens/tokens
printf 'export const colors = {}\n' > scripted/tokens/colors.ts
run scripted init
[ "$status" = 1 ] && grep -q "holds no file Swatch reads as tokens" scripted/err.txt && [ ! -e scripted/swatch.yaml ] \
  && [ "$(ls scripted/tokens)" = colors.ts ] && ok "init beside a tokens/ of scripts: refused, nothing written" \
  || fail "scripted init: exit $status: $(cat scripted/err.txt)"
run emptytokens init
[ "$status" = 0 ] && [ -f emptytokens/tokens/palette.yaml ] && ok "init with an empty tokens/: the starter's files" \
  || fail "empty tokens init: exit $status: $(cat emptytokens/err.txt)"

# A repository whose Tokens Studio sync folder sits beside its code under another name.
mkdir -p studio/design studio/src
printf '{"name": "app"}\n' > studio/package.json
printf 'export {}\n' > studio/src/build.js
printf '[{"id": "1", "name": "Light", "group": "Mode", "selectedTokenSets": {"light": "enabled"}},\n {"id": "2", "name": "Dark", "group": "Mode", "selectedTokenSets": {"dark": "enabled"}}]\n' \
  > 'studio/design/$themes.json'
printf '{"bg": {"value": "#ffffff", "type": "color"}}\n' > studio/design/light.json
printf '{"bg": {"value": "#000000", "type": "color"}}\n' > studio/design/dark.json
run studio init
[ "$status" = 0 ] && grep -qx 'tokens: \[design\]' studio/swatch.yaml \
  && ok "init beside a Tokens Studio folder of another name: swatch.yaml reads it" || fail "studio init: exit $status: $(cat studio/err.txt)"
run studio build
[ "$status" = 0 ] && grep -q '#000000' studio/out/css/tokens.css && ok "init beside a Tokens Studio folder: the project builds, dark value and all" \
  || fail "studio build after init: exit $status: $(cat studio/err.txt)"

# The same folder below a `$themes.json` left at the root when the sets moved (zest's): init reads the folder whose
# themes select its sets, not the root's, whose themes name none of them.
mkdir -p stale/themes
printf '[{"id": "1", "name": "Light", "group": "Mode", "selectedTokenSets": {"light": "enabled"}}]\n' > 'stale/$themes.json'
cp 'studio/design/$themes.json' studio/design/light.json studio/design/dark.json stale/themes/
run stale init
[ "$status" = 0 ] && grep -qx 'tokens: \[themes\]' stale/swatch.yaml \
  && ok "init beside a root \$themes.json naming none of the sets: reads the folder below" || fail "stale init: exit $status: $(cat stale/err.txt)"
run stale build
[ "$status" = 0 ] && grep -q '#000000' stale/out/css/tokens.css && ok "init beside a stale root \$themes.json: builds, dark value and all" \
  || fail "stale build after init: exit $status: $(cat stale/err.txt)"
# The same, named with a trailing slash as a shell completes it: the folder is still `themes`, not `stale2/./themes`.
mkdir -p stale2/themes
cp 'stale/$themes.json' stale2/ && cp -r stale/themes/. stale2/themes/
run . init --directory stale2/
[ "$status" = 0 ] && grep -qx 'tokens: \[themes\]' stale2/swatch.yaml \
  && ok "init --directory with a trailing slash: the folder below named relative to it" \
  || fail "stale2 init: exit $status: $(grep tokens: stale2/swatch.yaml) $(cat err.txt)"

# A DTCG resolver beside its set files (in the folder, then in tokens/): init reads the resolver, so the dark
# context stays a context rather than merging with the light set; loose *.tokens.json files are named one by one.
for layout in resolver:. resolvertokens:tokens; do
  name=${layout%%:*} at=${layout#*:}
  mkdir -p "$name/$at"
  printf '{"bg": {"$type": "color", "$value": "#ffffff"}}\n' > "$name/$at/light.json"
  printf '{"bg": {"$type": "color", "$value": "#000000"}}\n' > "$name/$at/dark.json"
  printf '{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "light.json"}]}},\n "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.json"}]}, "default": "light"}},\n "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}\n' \
    > "$name/$at/design.resolver.json"
  run "$name" init
  [ "$status" = 0 ] && grep -q 'tokens: \[.*design.resolver.json\]' "$name/swatch.yaml" \
    && ok "init beside a DTCG resolver in $at: swatch.yaml reads it" || fail "$name init: exit $status: $(cat "$name/err.txt")"
  run "$name" build
  [ "$status" = 0 ] && grep -q '#000000' "$name/out/css/tokens.css" && grep -q '#ffffff' "$name/out/css/tokens.css" \
    && ok "init beside a DTCG resolver in $at: the project builds, light and dark" \
    || fail "$name build after init: exit $status: $(cat "$name/err.txt")"
done
# A Tokens Studio export synced to the repository's root (its themes beside the set files), then one Tokens Studio
# file at the root: init reads it there, the build writes out/ beside it, and a set only a theme's source leaves out.
mkdir -p rootstudio rootfile
printf '{"name": "app"}\n' > rootstudio/package.json
printf '[{"id": "1", "name": "Light", "group": "Mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},\n {"id": "2", "name": "Dark", "group": "Mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}}]\n' \
  > 'rootstudio/$themes.json'
printf '{"blue": {"value": "#0000ff", "type": "color"}}\n' > rootstudio/core.json
printf '{"bg": {"value": "{blue}", "type": "color"}}\n' > rootstudio/light.json
printf '{"bg": {"value": "#000000", "type": "color"}}\n' > rootstudio/dark.json
printf '# app\n' > rootfile/README.md
printf '{"core": {"blue": {"value": "#0000ff", "type": "color"}}, "light": {"bg": {"value": "{blue}", "type": "color"}},\n "dark": {"bg": {"value": "#000000", "type": "color"}},\n "$themes": [{"id": "l", "name": "Light", "group": "Mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},\n {"id": "d", "name": "Dark", "group": "Mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}}]}\n' \
  > rootfile/tokens.json
for name in rootstudio rootfile; do
  run "$name" init
  [ "$status" = 0 ] && ! [ -e "$name/tokens" ] && ok "init beside a design tool's export at the root ($name): swatch.yaml reads it" \
    || fail "$name init: exit $status: $(cat "$name/err.txt")"
  run "$name" build
  run "$name" build
  [ "$status" = 0 ] && grep -q -- '--bg: #0000ff' "$name/out/css/tokens.css" && grep -q -- '--bg: #000000' "$name/out/css/tokens.css" \
    && ! grep -q -- '--blue' "$name/out/css/tokens.css" && grep -q 'up to date' "$name/out.txt" \
    && ok "init beside a design tool's export at the root ($name): builds twice, light and dark, no source set" \
    || fail "$name build after init: exit $status: $(cat "$name/err.txt")"
done
mkdir loose
printf '{"color": {"bg": {"$type": "color", "$value": "#102030"}}}\n' > 'loose/color.tokens.json'
printf '{"size": {"s": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}}\n' > 'loose/size, small.tokens.json'
run loose init
[ "$status" = 0 ] && grep -qxF 'tokens: [color.tokens.json, "size, small.tokens.json"]' loose/swatch.yaml \
  && ok "init beside *.tokens.json files: each named" || fail "loose init: exit $status: $(cat loose/err.txt)"
run loose build
run loose build
[ "$status" = 0 ] && grep -q '#102030' loose/out/css/tokens.css && grep -q '4px' loose/out/css/tokens.css \
  && grep -q 'up to date' loose/out.txt && ok "init beside *.tokens.json files: builds, and again with nothing to do" \
  || fail "loose build after init: exit $status: $(cat loose/err.txt)"
# Tokens Brücke's download, tokens.json at the root, its modes in $extensions.mode by Figma's names: init reads it,
# and Dark is the dark appearance. A tokens.json of anything else (an app's access tokens) is not read.
mkdir bruecke accesstokens
printf '{"Theme": {"bg": {"$type": "color", "$value": "#ffffff", "$extensions": {"mode": {"Light": "#ffffff", "Dark": "#101010"}}}},
 "$extensions": {"tokens-bruecke-meta": {"useDTCG": true, "colorMode": "hex"}}}
' > bruecke/tokens.json
printf '{"accessToken": "abc"}
' > accesstokens/tokens.json
run bruecke init
[ "$status" = 0 ] && grep -qxF 'tokens: [tokens.json]' bruecke/swatch.yaml && ! [ -e bruecke/tokens ] \
  && ok "init beside Tokens Brücke's tokens.json: swatch.yaml reads it" || fail "bruecke init: exit $status: $(cat bruecke/err.txt)"
run bruecke build
[ "$status" = 0 ] && grep -q -- '--theme-bg: #101010' bruecke/out/css/tokens.css \
  && ok "Tokens Brücke's Dark mode is the dark appearance" || fail "bruecke build: exit $status: $(cat bruecke/err.txt)"
run accesstokens init
[ "$status" = 0 ] && ! grep -qF 'tokens.json' accesstokens/swatch.yaml && [ -d accesstokens/tokens ] \
  && ok "init beside a tokens.json of no token: the starter" || fail "accesstokens init: exit $status: $(cat accesstokens/err.txt)"
# Material Theme Builder's material-theme.json: init reads it with a medium contrast value, and every scheme is an
# appearance of the CSS (the medium one under its data attribute).
mkdir material
printf '{"seed": "#6750A4", "coreColors": {"primary": "#6750A4"}, "extendedColors": [],
 "schemes": {"light": {"primary": "#65558F"}, "light-medium-contrast": {"primary": "#3F2F6A"},
  "light-high-contrast": {"primary": "#352560"}, "dark": {"primary": "#CFBDFE"},
  "dark-medium-contrast": {"primary": "#E3D6FF"}, "dark-high-contrast": {"primary": "#F4EDFF"}},
 "palettes": {"primary": {"40": "#6750A4"}}}
' > material/material-theme.json
run material init
[ "$status" = 0 ] && grep -qxF 'tokens: [material-theme.json]' material/swatch.yaml \
  && grep -qF 'contrast: [normal, high-contrast, medium-contrast]' material/swatch.yaml && ! [ -e material/tokens ] \
  && ok "init beside a Material Theme Builder export: swatch.yaml reads it" || fail "material init: exit $status: $(cat material/err.txt)"
run material build
css=material/out/css/tokens.css
[ "$status" = 0 ] && grep -q -- '--md-sys-color-primary: #65558f' "$css" && grep -q -- '--md-sys-color-primary: #3f2f6a' "$css" \
  && grep -q -- '--md-sys-color-primary: #f4edff' "$css" && grep -q -- '--md-ref-palette-primary40: #6750a4' "$css" \
  && grep -q 'data-contrast="medium-contrast"' "$css" \
  && ok "Material Theme Builder's six schemes are appearances" || fail "material build: exit $status: $(cat material/err.txt)"
# A file named tokens where the starter puts its folder: init says so and writes nothing.
mkdir tokensfile && printf 'x' > tokensfile/tokens
run tokensfile init
[ "$status" = 1 ] && grep -q "'tokens' is in the way of the starter project's files" tokensfile/err.txt \
  && ! [ -e tokensfile/swatch.yaml ] && ok "init beside a file named tokens: an error, nothing written" \
  || fail "tokensfile init: exit $status: $(cat tokensfile/err.txt)"
# A Tokens Studio folder whose themes differ only by case (old and new themes side by side, as Supabase's): the
# Swift writer cannot name 'dark' and 'Dark' apart, so init leaves that output out, says why, and the rest builds.
mkdir -p cased/tokens
printf '{"bg": {"value": "#ffffff", "type": "color"}}\n' > cased/tokens/a.json
printf '{"bg": {"value": "#000000", "type": "color"}}\n' > cased/tokens/b.json
printf '{"tokenSetOrder": ["a", "b"]}\n' > 'cased/tokens/$metadata.json'
printf '[%s, %s, %s, %s]\n' '{"id": "1", "name": "light", "selectedTokenSets": {"a": "enabled"}}' \
  '{"id": "2", "name": "dark", "selectedTokenSets": {"b": "enabled"}}' \
  '{"id": "3", "name": "Light", "selectedTokenSets": {"a": "enabled"}}' \
  '{"id": "4", "name": "Dark", "selectedTokenSets": {"b": "enabled"}}' > 'cased/tokens/$themes.json'
run cased init
[ "$status" = 0 ] && grep -q "left out 1 output(s) that would not build" cased/out.txt \
  && grep -q '^  # - { writer: swift' cased/swatch.yaml && grep -q '^  # left out, as it would not build: .*\[name.trait-value\]' cased/swatch.yaml \
  && ok "init beside themes named alike but for case: the Swift output left out, with the reason" \
  || fail "cased init: exit $status: $(cat cased/out.txt cased/err.txt)"
run cased build
[ "$status" = 0 ] && grep -q -- '--bg--Dark: #000000' cased/out/css/tokens.css && ok "init beside themes named alike but for case: builds" \
  || fail "cased build after init: exit $status: $(cat cased/err.txt)"
# Tokens that load but two of which one output names alike: init says the outputs find errors in them.
mkdir -p alike/tokens
printf '{"z": {"$type": "number", "a-b": {"$value": 1}, "a_b": {"$value": -1}}}\n' > alike/tokens/z.json
run alike init
[ "$status" = 0 ] && grep -q "^next: the tokens load without errors, but building the outputs finds [0-9]* error(s)" alike/out.txt \
  && ok "init beside tokens two of which an output names alike: says the build finds errors" \
  || fail "alike init: exit $status: $(cat alike/out.txt alike/err.txt)"

# Two tokens with one CSS name: check renders the outputs in memory, so it fails as the build would, and writes
# nothing; --tokens-only resolves the tokens alone.
mkdir -p collide/tokens
printf '{"z": {"$type": "number", "a-b": {"$value": 1}, "a_b": {"$value": -1}}}\n' > collide/tokens/z.json
printf 'tokens: [tokens]\noutputs:\n  - { writer: css, path: out/css }\n' > collide/swatch.yaml
run collide check
[ "$status" = 1 ] && grep -q "\[name.collision\]" collide/err.txt && ! [ -e collide/out ] \
  && ok "check: a name two tokens share in an output fails it, as the build, writing nothing" \
  || fail "collide check: exit $status: $(cat collide/err.txt)"
run collide check --tokens-only
[ "$status" = 0 ] && ok "check --tokens-only: the tokens alone" || fail "collide check --tokens-only: exit $status"

mkdir -p hex/tokens
printf 'brand:\n  $type: color\n  accent: #3355FF\n' > hex/tokens/brand.yaml
run hex check
[ "$status" = 1 ] && grep -q "^tokens/brand.yaml:3:10: error: invalid color" hex/err.txt \
  && grep -qF "note: '#' starts a YAML comment, so this value is empty; quote it: '\"#3355FF\"'" hex/err.txt \
  && ok "unquoted hex: note about YAML comments" || fail "hex: exit $status: $(cat hex/err.txt)"

run project xcfilelists --input in.xcfilelist --output out.xcfilelist
grep -qx '$(SRCROOT)/tokens' project/in.xcfilelist && grep -qx '$(SRCROOT)/tokens/palette.yaml' project/in.xcfilelist \
  && grep -qx '$(SRCROOT)/swatch.yaml' project/in.xcfilelist || fail "xcfilelists: input list: $(cat project/in.xcfilelist)"
missing=0
while read -r line; do [ -f "project/${line#\$(SRCROOT)/}" ] || missing=$((missing + 1)); done < project/out.xcfilelist
written=$(cd project && find out -type f ! -name '.*' | wc -l)
[ "$missing" = 0 ] && [ "$(wc -l < project/out.xcfilelist)" = "$written" ] \
  && ok "xcfilelists: $(wc -l < project/out.xcfilelist) outputs, each one a file the build wrote" \
  || fail "xcfilelists: $missing listed outputs missing; $(wc -l < project/out.xcfilelist) listed, $written written"

# --watch: an edit is rebuilt, an error is printed and the watch goes on, a fix is rebuilt; then kill it.
# A shell without job control starts background jobs with SIGINT ignored, and a runner started that way passes it
# on: GNU env gives the watch the default action back, so the Ctrl-C below reaches it.
default_int=()
env --default-signal=INT true 2>/dev/null && default_int=(env --default-signal=INT)
( cd project && exec ${default_int[@]+"${default_int[@]}"} "$swatch" build --watch > watch-out.txt 2> watch-err.txt ) &
watcher=$!
wait_for() {  # wait_for SECONDS COMMAND…
  local deadline=$((SECONDS + $1)); shift
  until "$@"; do [ "$SECONDS" -lt "$deadline" ] || return 1; sleep 0.2; done
}
json=project/out/json/tokens.json
wait_for 20 grep -q "watching" project/watch-err.txt || fail "watch: never started"
sed -i 's/light: "#007AFF"/light: "#117AFF"/' project/tokens/palette.yaml
wait_for 20 grep -qi '"#117AFF' "$json" && ok "watch: an edited token was rebuilt" || fail "watch: edit not rebuilt"
sed -i 's/light: "#117AFF"/light: #227AFF/' project/tokens/palette.yaml
wait_for 20 grep -q "build failed" project/watch-err.txt && grep -q "YAML comment" project/watch-err.txt \
  && ok "watch: a broken edit printed its error" || fail "watch: error not printed"
sed -i 's/light: #227AFF/light: "#337AFF"/' project/tokens/palette.yaml
wait_for 20 grep -qi '"#337AFF' "$json" && kill -0 "$watcher" && ok "watch: still running, the fix was rebuilt" \
  || fail "watch: fix not rebuilt"
# An editor's save by renaming a new copy over the file, and a token file in a folder made after the watch began,
# then an edit in that folder (watched since the rebuild that found it).
sed 's/light: "#337AFF"/light: "#447AFF"/' project/tokens/palette.yaml > project/tokens/.palette.yaml.swp
mv project/tokens/.palette.yaml.swp project/tokens/palette.yaml
wait_for 20 grep -qi '"#447AFF' "$json" && ok "watch: a save by rename was rebuilt" || fail "watch: rename not rebuilt"
mkdir -p project/tokens/extra
printf 'extra:\n  $type: color\n  ink: { $value: "#102030" }\n' > project/tokens/extra/extra.yaml
wait_for 20 grep -qi '"#102030' "$json" && ok "watch: a file in a new folder was built" || fail "watch: new folder not built"
sed -i 's/#102030/#405060/' project/tokens/extra/extra.yaml
wait_for 20 grep -qi '"#405060' "$json" && ok "watch: an edit in the new folder was rebuilt" \
  || fail "watch: edit in the new folder not rebuilt"
# An output folder deleted while watching (a `git clean`) is built again, with no token changed.
rebuilds=$(grep -c "change detected" project/watch-err.txt)
rm -rf project/out/json
wait_for 20 grep -qi '"#405060' "$json" && ok "watch: a deleted output folder was built again" \
  || fail "watch: deleted output folder not rebuilt"
sleep 1
[ "$(grep -c "change detected" project/watch-err.txt)" = $((rebuilds + 1)) ] \
  && ok "watch: one rebuild for it, none for the manifests the build wrote" \
  || fail "watch: $(($(grep -c "change detected" project/watch-err.txt) - rebuilds)) rebuilds after one deletion"
kill -INT "$watcher"; wait "$watcher" 2>/dev/null || true; watcher=

# A resolver document's `$ref`s name files in a folder `tokens:` does not: the input file list names them, and
# the watch rebuilds on an edit to one (it watches every file the last build read).
mkdir -p resolved/design resolved/base
printf '{ "color": { "$type": "color", "ink": { "$value": "#102030" } } }\n' > resolved/base/palette.tokens.json
cat > resolved/design/app.resolver.json <<'JSON'
{ "version": "2025.10", "resolutionOrder": [{ "$ref": "#/sets/base" }],
  "sets": { "base": { "sources": [{ "$ref": "../base/palette.tokens.json" }] } } }
JSON
printf 'tokens: design/app.resolver.json\nallowOutside: true\noutputs:\n  - { writer: json, path: out/json }\n' \
  > resolved/swatch.yaml
run resolved xcfilelists --input in.xcfilelist
grep -qx '$(SRCROOT)/base/palette.tokens.json' resolved/in.xcfilelist \
  && ok "xcfilelists: a file a resolver names is an input" || fail "xcfilelists: $(cat resolved/in.xcfilelist)"
( cd resolved && exec ${default_int[@]+"${default_int[@]}"} "$swatch" build --watch > watch-out.txt 2> watch-err.txt ) &
watcher=$!
wait_for 20 grep -q "watching" resolved/watch-err.txt || fail "watch: never started on a resolver"
sed -i 's/#102030/#405060/' resolved/base/palette.tokens.json
wait_for 20 grep -qi '"#405060' resolved/out/json/tokens.json && ok "watch: an edit to a resolver's file was rebuilt" \
  || fail "watch: edit to a resolver's file not rebuilt: $(cat resolved/watch-err.txt)"
kill -INT "$watcher"; wait "$watcher" 2>/dev/null || true; watcher=
# An image a token names outside the token folder: replacing it is rebuilt too.
mkdir -p pictured/tokens pictured/images
png() {  # png R G B FILE: a 2x2 PNG of one color
  python3 - "$@" <<'PY'
import struct, sys, zlib
r, g, b, path = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
chunk = lambda kind, data: struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
rows = b"".join(b"\x00" + bytes([r, g, b]) * 2 for _ in range(2))
header = struct.pack(">IIBBBBB", 2, 2, 8, 2, 0, 0, 0)
open(path, "wb").write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))
PY
}
png 255 0 0 pictured/images/logo.png
printf 'brand:\n  $type: image\n  logo: { $value: ../images/logo.png }\n' > pictured/tokens/brand.yaml
printf 'tokens: [tokens]\nallowOutside: true\noutputs:\n  - { writer: android, path: out }\n' > pictured/swatch.yaml
( cd pictured && exec ${default_int[@]+"${default_int[@]}"} "$swatch" build --watch > watch-out.txt 2> watch-err.txt ) &
watcher=$!
wait_for 20 grep -q "watching" pictured/watch-err.txt || fail "watch: never started with an image"
png 0 0 255 pictured/blue.png
cp pictured/blue.png pictured/images/logo.png
wait_for 20 cmp -s pictured/blue.png pictured/out/drawable/brand_logo.png && ok "watch: an image outside the tokens was rebuilt" \
  || fail "watch: image edit not rebuilt: $(cat pictured/watch-err.txt)"
kill -INT "$watcher"; wait "$watcher" 2>/dev/null || true; watcher=
# A file a resolver names that does not exist yet (in a folder that does not either): the build fails, and
# creating the file builds it.
mkdir -p awaited/design
cp resolved/design/app.resolver.json awaited/design/
cp resolved/swatch.yaml awaited/
( cd awaited && exec ${default_int[@]+"${default_int[@]}"} "$swatch" build --watch > watch-out.txt 2> watch-err.txt ) &
watcher=$!
wait_for 20 grep -q "build failed" awaited/watch-err.txt || fail "watch: a missing file did not fail the build"
mkdir -p awaited/base
printf '{ "color": { "$type": "color", "ink": { "$value": "#708090" } } }\n' > awaited/base/palette.tokens.json
wait_for 20 grep -qi '"#708090' awaited/out/json/tokens.json 2>/dev/null \
  && ok "watch: a file a resolver names, created after a failed build, was built" \
  || fail "watch: the created file was not built: $(cat awaited/watch-err.txt)"
kill -INT "$watcher"; wait "$watcher" 2>/dev/null || true; watcher=
# A token file added to a token folder that is a link to a folder elsewhere (tokens/shared -> ../shared): built.
mkdir -p linked/tokens linked/shared
printf 'color:\n  $type: color\n  a: "#111111"\n' > linked/tokens/a.yaml
printf 'shared:\n  $type: color\n  s: "#222222"\n' > linked/shared/s.yaml
ln -s ../shared linked/tokens/shared
printf 'tokens: [tokens]\noutputs:\n  - { writer: json, path: out }\n' > linked/swatch.yaml
( cd linked && exec ${default_int[@]+"${default_int[@]}"} "$swatch" build --watch > watch-out.txt 2> watch-err.txt ) &
watcher=$!
wait_for 20 grep -q "watching" linked/watch-err.txt || fail "watch: never started with a linked folder"
printf 'shared:\n  $type: color\n  n: "#777777"\n' > linked/shared/n.yaml
wait_for 20 grep -qi '"#777777' linked/out/tokens.json 2>/dev/null \
  && ok "watch: a file added to a linked token folder was built" \
  || fail "watch: the file added to a linked folder was not built: $(cat linked/watch-err.txt)"
# Emptied, the linked folder is still watched.
rm linked/shared/s.yaml linked/shared/n.yaml
wait_for 20 sh -c "! grep -q '777777' linked/out/tokens.json" || fail "watch: the emptied linked folder was not built"
printf 'shared:\n  $type: color\n  m: "#888888"\n' > linked/shared/m.yaml
wait_for 20 grep -qi '"#888888' linked/out/tokens.json 2>/dev/null \
  && ok "watch: a file added to an emptied linked token folder was built" \
  || fail "watch: the file added to the emptied linked folder was not built: $(cat linked/watch-err.txt)"
kill -INT "$watcher"; wait "$watcher" 2>/dev/null || true; watcher=

# init beside token files its first configuration does not build: mode keys no default trait has
# (`reduced-motion`), and light and dark files or folders defining the same tokens. It loads what it wrote and
# writes what the load proposes; the project then builds, each value in its appearance.
mkdir -p modewords/tokens filemodes foldermodes/tokens/light foldermodes/tokens/dark
printf 'm: { $type: duration, fast: { $value: 200ms, $modes: { reduced-motion: 0ms } } }\nc: { $type: color, $value: "#102030", $modes: { dark: "#a0b0c0" } }\n' \
  > modewords/tokens/t.yaml
for where in filemodes/theme foldermodes/tokens/; do
  printf '{"bg": {"$type": "color", "$value": "#ffffff"}}\n' > "${where}light.tokens.json"
  printf '{"bg": {"$type": "color", "$value": "#000000"}}\n' > "${where}dark.tokens.json"
done
mv foldermodes/tokens/light.tokens.json foldermodes/tokens/light/theme.json
mv foldermodes/tokens/dark.tokens.json foldermodes/tokens/dark/theme.json
printf '{"space": {"$type": "dimension", "$value": "4px"}}\n' | tee filemodes/base.tokens.json > foldermodes/tokens/base.json
for name in modewords filemodes foldermodes; do
  run "$name" init
  init_status=$status init_out=$(cat "$name/out.txt")
  run "$name" build
  if [ "$init_status" = 0 ] && [ "$status" = 0 ] && ! grep -q "error" "$name/out.txt" \
    && case "$init_out" in *"load with "[0-9]*"error"*) false ;; *) true ;; esac; then
    ok "init beside $name: swatch.yaml builds them ($(grep -c 'appearance\|reduced-motion' "$name/swatch.yaml") lines of traits or entries)"
  else fail "$name: init exit $init_status, build exit $status: $(cat "$name/err.txt" | head -3)"; fi
done
grep -q 'reduced-motion: \[no-reduced-motion, reduced-motion\]' modewords/swatch.yaml && grep -q -- '--m-fast--reduced-motion: 0ms' modewords/out/css/tokens.css \
  && ok "init: a mode word became a trait, its value in the CSS" || fail "modewords: $(grep -A8 '^traits' modewords/swatch.yaml)"
grep -q '#000000' filemodes/out/css/tokens.css && grep -q '4px' filemodes/out/css/tokens.css \
  && grep -q '#000000' foldermodes/out/css/tokens.css && grep -q '4px' foldermodes/out/css/tokens.css \
  && ok "init: light and dark files and folders each an appearance, the other files kept" \
  || fail "mode files: $(sed -n '/^tokens/,/^$/p' filemodes/swatch.yaml foldermodes/swatch.yaml)"

# Plain DTCG JSON files at a folder's root, a Style Dictionary build's sources (a base and a light and a dark file,
# beside a package's manifest): init names each, the light and dark files an appearance each; a folder with a JSON
# file that holds no token (an app's settings) gets the starter project instead.
mkdir -p sdfiles notokens
printf '{"name": "app"}\n' | tee sdfiles/package.json > notokens/package.json
printf '{"base": {"blue": {"$type": "color", "$value": "#0000ff"}, "ink": {"$type": "color", "$value": "#101010"}}}\n' \
  | tee sdfiles/base.json > notokens/base.json
printf '{"semantic": {"bg": {"$type": "color", "$value": "{base.blue}"}}}\n' > sdfiles/semantic-light.json
printf '{"semantic": {"bg": {"$type": "color", "$value": "{base.ink}"}}}\n' > sdfiles/semantic-dark.json
printf '{"theme": "dark"}\n' > notokens/settings.json
run sdfiles init
grep -qF '{ path: semantic-dark.json, appearance: dark }' sdfiles/swatch.yaml && run sdfiles build
[ "$status" = 0 ] && grep -q -- '--semantic-bg: #0000ff' sdfiles/out/css/tokens.css \
  && grep -q -- '--semantic-bg: #101010' sdfiles/out/css/tokens.css \
  && ok "init beside plain DTCG JSON files: each named, light and dark an appearance each" \
  || fail "sdfiles: exit $status: $(sed -n '/^tokens/,/^$/p' sdfiles/swatch.yaml) $(cat sdfiles/err.txt)"
printf '{"$schema": "https://json-schema.org/draft/2020-12/schema", "properties": {"$value": {}}}\n' \
  > sdfiles/token.schema.json
rm -rf sdschema && cp -r sdfiles sdschema && rm -rf sdschema/swatch.yaml sdschema/out sdschema/.swatch sdschema/.gitignore
run sdschema init
grep -qF '{ path: semantic-dark.json, appearance: dark }' sdschema/swatch.yaml && ! grep -q 'token.schema' sdschema/swatch.yaml \
  && ok "init beside plain DTCG JSON files and a JSON Schema: the schema is not read" \
  || fail "sdschema: $(sed -n '/^tokens/,/^$/p' sdschema/swatch.yaml) $(cat sdschema/out.txt)"
# A Style Dictionary configuration whose globs match nothing yet (a script writes its source first): init reads tokens/.
mkdir -p sdempty/tokens
printf 'module.exports = { source: ["tokens/tokens.json"], platforms: { css: { transformGroup: "css" } } };\n' \
  > sdempty/config.js
printf '{"blue": {"$type": "color", "$value": "#0000ff"}}\n' > sdempty/tokens/base.json
run sdempty init
grep -qx 'tokens: \[tokens\]' sdempty/swatch.yaml && run sdempty build && [ "$status" = 0 ] \
  && ok "init beside a Style Dictionary configuration matching nothing: tokens/ is read" \
  || fail "sdempty: exit $status: $(grep '^tokens' sdempty/swatch.yaml) $(cat sdempty/err.txt)"
run notokens init
[ "$status" = 0 ] && [ -f notokens/tokens/palette.yaml ] && ok "init beside JSON that is not all tokens: the starter" \
  || fail "notokens init: exit $status: $(cat notokens/out.txt notokens/err.txt)"
# A design tool's export with effect styles no platform has a value for: init leaves them out, so it builds.
mkdir -p blurstyles/tokens
printf '{"bg": {"$type": "color", "$value": "#ffffff"}, "frost": {"$type": "blur", "$value": "blur(38px)"}}\n' \
  > blurstyles/tokens/styles.json
run blurstyles init
grep -qx 'unsupportedTypes: skip' blurstyles/swatch.yaml && run blurstyles build
[ "$status" = 0 ] && grep -q -- '--bg: #ffffff' blurstyles/out/css/tokens.css && ! grep -q frost blurstyles/out/css/tokens.css \
  && ok "init beside unknown types only: unsupportedTypes: skip, and it builds" \
  || fail "blurstyles: exit $status: $(grep -v '^#' blurstyles/swatch.yaml | head -5) $(cat blurstyles/err.txt)"
# Two resolvers: init reads the first by name and names the other, which it does not read.
mkdir -p tworesolvers/tokens
cp resolvertokens/tokens/*.json tworesolvers/tokens/
cp tworesolvers/tokens/design.resolver.json tworesolvers/tokens/print.resolver.json
run tworesolvers init
[ "$status" = 0 ] && grep -q "not read: 'tokens/print.resolver.json'" tworesolvers/out.txt \
  && ok "init beside two resolvers: the one not read is named" || fail "tworesolvers: $(cat tworesolvers/out.txt)"

[ "$failures" = 0 ] || { echo "$failures onboarding case(s) failed"; exit 1; }
echo "onboarding: every case behaved"
