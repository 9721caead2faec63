"""Checks the outputs of the example templates `templates/example/tokens.dart.mustache` (Flutter) and
`tailwind.preset.js.mustache` (Tailwind) against `swatch resolve`.

Usage: example_templates.py CHROMIUM OUT_DIR RESOLVED.json

Dart: there is no Dart SDK here (nor in Debian or PyPI), so the file is not compiled. It is parsed by the
tree-sitter Dart grammar (any ERROR or MISSING node fails: a syntax check, not a type check; the grammar
accepts reserved words as names, so every declared name is checked against Dart's reserved words), and its values
are read back: the `SwatchAppearance` values are `in` and the appearances' PascalCase names (`inDarkNormal`);
every color token has a `SwatchColor` with every appearance, `Color(0xAARRGGBB)` equal to the resolved 8-bit
color, or for a wide gamut color `Color.from(…, colorSpace: ColorSpace.displayP3)` within 1e-3 of its Display
P3 components (color_math.py).

Tailwind: the preset is loaded by node (`require`), as Tailwind loads it. Every color token has
`DEFAULT: var(--<name>, <default value>)` and one entry per appearance with that appearance's CSS color. Then
in Chromium, with the CSS writer's tokens.css loaded and `color-gamut` emulated both ways, in every appearance
(forced with `data-<trait>` on <html>), `color: <DEFAULT>` computes the same color as that appearance's fixed
entry, and that entry is the resolved color (sRGB exactly, or P3 within 1e-3).
"""
import itertools
import json
import os
import pathlib
import re
import subprocess
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from color_math import display_p3, is_wide_gamut  # noqa: E402
from css_browser import DevTools, color_matches, kebab, words, scratch_dir  # noqa: E402

DART_RESERVED = set(
    "abstract as assert async await base break case catch class const continue covariant default deferred do "
    "dynamic else enum export extends extension external factory false final finally for Function get hide if "
    "implements import in interface is late library mixin new null of on operator part required rethrow return "
    "sealed set show static super switch sync this throw true try type typedef var void when while with yield"
    .split())


def camel(text: str) -> str:
    parts = [w.lower() for component in text.split(".") if component != "$root" for w in words(component)]
    return parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:]) if parts else ""


def dart_syntax_errors(source: bytes) -> list:
    import tree_sitter
    import tree_sitter_dart
    tree = tree_sitter.Parser(tree_sitter.Language(tree_sitter_dart.language())).parse(source)
    errors, stack = [], [tree.root_node]
    while stack:
        node = stack.pop()
        if node.is_error or node.is_missing:
            errors.append(f"{node.start_point[0] + 1}:{node.start_point[1] + 1}: {node.type} {node.text[:60]!r}")
        stack.extend(node.children)
    return errors


def check_dart(path: pathlib.Path, resolved) -> int:
    source = path.read_text()
    errors = dart_syntax_errors(source.encode())
    for error in errors:
        print(f"dart syntax: {path.name}:{error}")
    failures = len(errors)
    appearances = resolved["appearances"] or ["default"]
    names = {a: "in" + "".join(w[:1].upper() + w[1:].lower() for w in words(a.replace(" ", "-"))) for a in appearances}
    enum = re.search(r"enum SwatchAppearance \{\n(.*?)\n\}", source, re.S)
    found = [line.strip().rstrip(",") for line in enum[1].splitlines()] if enum else []
    if found != [names[a] for a in appearances]:
        print(f"dart: SwatchAppearance is {found}, want {[names[a] for a in appearances]}")
        failures += 1
    blocks = dict(re.findall(r"static const (\w+) = SwatchColor\(\n(.*?)\n  \);", source, re.S))
    # tree-sitter accepts a reserved word where an identifier goes (`enum A { default }`): checked here.
    for identifier in found + list(blocks):
        if identifier in DART_RESERVED or not re.fullmatch(r"[a-z][A-Za-z0-9]*", identifier):
            print(f"dart: '{identifier}' is not a valid Dart identifier")
            failures += 1
    checked = 0
    for token in (t for t in resolved["tokens"] if t["type"] == "color"):
        block = blocks.get(camel(token["path"]))
        if block is None:
            print(f"dart: no SwatchColor for {token['path']}")
            failures += 1
            continue
        entries = dict(re.findall(r"^\s*(\w+): (.*),$", block, re.M))
        for appearance in appearances:
            checked += 1
            if not dart_color_matches(entries.get(names[appearance], ""), token["values"][appearance]):
                print(f"dart: {token['path']} in '{appearance}' is {entries.get(names[appearance])!r}")
                failures += 1
    print(f"{path}: {len(errors)} syntax errors (tree-sitter Dart); {checked} colors checked, {failures} failures")
    return failures


def dart_color_matches(text: str, value) -> bool:
    hexes = value["hex"]
    if is_wide_gamut(value):
        m = re.fullmatch(r"Color\.from\(alpha: ([\d.]+), red: ([\d.]+), green: ([\d.]+), blue: ([\d.]+), "
                         r"colorSpace: ColorSpace\.displayP3\)", text)
        want = [value["alpha"]] + display_p3(value)
        return bool(m) and all(abs(float(m[i + 1]) - w) <= 1e-3 for i, w in enumerate(want))
    return text == f"Color(0x{hexes[7:9]}{hexes[1:7]})"


def check_tailwind(chromium: str, out: pathlib.Path, resolved) -> int:
    preset = out / "tailwind" / "tailwind.preset.js"
    loaded = subprocess.run(["node", "-e", "console.log(JSON.stringify(require(process.argv[1])))", str(preset.resolve())],
                            check=True, capture_output=True, text=True).stdout
    colors = json.loads(loaded)["theme"]["extend"]["colors"]
    appearances = resolved["appearances"] or ["default"]
    failures = 0
    tokens = {kebab(t["path"]): t for t in resolved["tokens"] if t["type"] == "color"}
    if sorted(colors) != sorted(tokens):
        print(f"tailwind: colors {sorted(colors)}, want {sorted(tokens)}")
        return 1
    keys = {a: "-".join(w.lower() for w in words(a.replace(" ", "-"))) for a in appearances}
    for name, entry in colors.items():
        want_keys = ["DEFAULT"] + [keys[a] for a in appearances]
        if list(entry) != want_keys or not re.fullmatch(rf"var\(--{name}, [^()]*(\([^()]*\))?\)", entry["DEFAULT"]):
            print(f"tailwind: {name} is {entry}")
            failures += 1
    page = pathlib.Path(scratch_dir("swatch-tailwind-"), "page.html")
    css = (out / "css" / "tokens.css").read_text()
    page.write_text(f"<!doctype html><html><head><style>{css}</style></head><body>"
                    '<span id="a"></span><span id="b"></span></body></html>')
    script = """(() => {
      const colors = %s, key = %s, a = document.getElementById('a'), b = document.getElementById('b'), out = {};
      for (const [name, entry] of Object.entries(colors)) {
        a.style.color = entry.DEFAULT; b.style.color = entry[key];
        out[name] = [getComputedStyle(a).color, getComputedStyle(b).color, CSS.supports('color', entry[key])];
      }
      return out;
    })()"""
    tools = DevTools(chromium, str(page.parent / "profile"))
    checked = 0
    try:
        tools.open_page(page.as_uri())
        traits = resolved["traits"]
        for gamut in ("srgb", "p3"):
            tools.call("Emulation.setEmulatedMedia", media="", features=[{"name": "color-gamut", "value": gamut}])
            for values in itertools.product(*[t["values"] for t in traits]):
                attrs = {t["name"]: v for t, v in zip(traits, values)}
                tools.evaluate("(() => { const h = document.documentElement;"
                               f" for (const [k, v] of Object.entries({json.dumps(attrs)})) h.setAttribute('data-' + k, v); }})()")
                appearance = " ".join(values) or "default"
                result = tools.evaluate(script % (json.dumps(colors), json.dumps(keys[appearance])))
                for name, (adaptive, fixed, supported) in result.items():
                    checked += 1
                    value = tokens[name]["values"][appearance]
                    # The fixed entry is the color's own CSS text whatever the screen: P3 text when wide. The
                    # DEFAULT follows tokens.css, whose P3 rule applies only on a P3 screen.
                    if not supported or not color_matches(fixed, value, is_wide_gamut(value)) or \
                            not color_matches(adaptive, value, gamut == "p3"):
                        print(f"tailwind: {name} in '{appearance}' ({gamut}): DEFAULT {adaptive}, fixed {fixed}")
                        failures += 1
    finally:
        tools.close()
    print(f"{preset}: {checked} Tailwind colors checked in Chromium, {failures} failures")
    return failures


def main() -> int:
    chromium, out, resolved_path = sys.argv[1], pathlib.Path(sys.argv[2]), sys.argv[3]
    resolved = json.loads(pathlib.Path(resolved_path).read_text())
    failures = check_dart(out / "dart" / "tokens.dart", resolved)
    failures += check_tailwind(chromium, out, resolved)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
