"""Checks an asset catalog Swatch wrote against `swatch resolve --format json`.

Usage: check_xcassets.py RESOLVED.json CATALOG.xcassets

For every color token: `<name>.colorset/Contents.json` exists (name: the camelCase path), parses, has exactly the
Any, Dark, High Contrast and Dark + High Contrast entries in Xcode's order with the right `appearances`,
`idiom: universal`, `info: {author: xcode, version: 1}`, a known color space, four components written as
three-decimal strings within 0...1, and each entry's value equals the token's value in light normal base (Any),
dark normal base (Dark), light high-contrast base (High Contrast) and dark high-contrast base (Dark + HC), every
other trait at its default: the same space as the Swift writer picks and components within half a thousandth.
No colorset exists without a token.

For every image token whose files are all PNG, JPEG, PDF or SVG: `<name>.imageset/Contents.json` in Xcode's layout
with `images` entries holding only `appearances`, `filename`, `idiom: universal` and `scale` (none for PDF/SVG,
as Xcode writes a single-scale vector); one variant without `appearances` when the image is the same in every
appearance, else the Any, Dark, High Contrast and Dark + High Contrast variants as for colors; a PNG/JPEG
variant at `1x`, and at `2x`/`3x` exactly when an `@2x`/`@3x` file sits beside the token's file, in Xcode's order
(every variant at 1x, then at 2x, then at 3x); each named file present and byte-identical to the token's file (or
its `@2x`/`@3x` file) in that appearance (paths as `swatch resolve` printed them, relative to the working
directory); `properties: {preserves-vector-representation: true}` exactly when an
entry is PDF or SVG. A token the elevated level or a custom trait changes has one more set per combination of
those traits' values in which it shows other files (`<name>-elevated`, `<name>-sepia`), checked the same way with
those values. No imageset exists without a token.
"""
import json
import pathlib
import re
import sys

from compare_apple import expected

VARIANTS = [
    ([], {}),
    ([{"appearance": "luminosity", "value": "dark"}], {"appearance": "dark"}),
    ([{"appearance": "contrast", "value": "high"}], {"contrast": "high-contrast"}),
    (
        [{"appearance": "luminosity", "value": "dark"}, {"appearance": "contrast", "value": "high"}],
        {"appearance": "dark", "contrast": "high-contrast"},
    ),
]
INFO = {"author": "xcode", "version": 1}
DECIMAL = re.compile(r"^[01]\.\d{3}$")


def camel(path):
    parts = [w for c in path.split(".") if c != "$root" for w in re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", re.sub(r"[^A-Za-z0-9]+", " ", c)).split()]
    return "".join(w.lower() if i == 0 else w[:1].upper() + w[1:] for i, w in enumerate(parts)) or "token"


def check_entry(entry, want, problems, where):
    color = entry.get("color", {})
    comps = color.get("components", {})
    if entry.get("idiom") != "universal" or sorted(comps) != ["alpha", "blue", "green", "red"]:
        problems.append(f"{where}: malformed entry {entry}")
        return
    if not all(isinstance(v, str) and DECIMAL.match(v) and float(v) <= 1 for v in comps.values()):
        problems.append(f"{where}: components must be strings like \"1.000\" within 0...1: {comps}")
    space, values, _ = expected(want)
    if color.get("color-space") != space:
        problems.append(f"{where}: color-space {color.get('color-space')}, expected {space}")
    got = [float(comps[k]) for k in ("red", "green", "blue", "alpha")]
    if values and any(abs(g - w) > 0.0005 + 1e-9 for g, w in zip(got, values)):
        problems.append(f"{where}: {got}, expected {values}")


APPLE_IMAGES = {"png", "jpg", "jpeg", "pdf", "svg"}
VECTOR = {"pdf", "svg"}


def scaled(source, scale):
    """`logo@2x.png` beside `logo.png` (Xcode's naming); the path itself at 1x."""
    return source if scale == 1 else source.with_name(f"{source.stem}@{scale}x{source.suffix}")


def imagesets_of(token, traits):
    """The image sets of `token`: its own (`<name>`, the other traits at their defaults), and one per combination
    of the traits a catalog cannot hold (all but appearance and contrast) in which it shows another file than in
    the base one, named `<name>-<each non-default value>`, in appearance order. Each is (name, trait defaults)."""
    catalog_traits = {"appearance", "contrast"}
    base = {t["name"]: t["values"][0] for t in traits}
    sets = [(camel(token["path"]), base)]
    seen = set()
    for key in token["values"]:
        combo = {t["name"]: (v if t["name"] not in catalog_traits else t["values"][0])
                 for t, v in zip(traits, key.split(" "))}
        if combo == base or tuple(combo.values()) in seen:
            continue
        seen.add(tuple(combo.values()))
        differs = any(token["values"][" ".join(combo[t] if t not in catalog_traits else v for t, v in
                                               zip(base, k.split(" ")))] != token["values"][k]
                      for k in token["values"] if all(v == base[t] for t, v in zip(base, k.split(" "))
                                                      if t not in catalog_traits))
        if differs:
            suffix = "".join("-" + v for t, v in combo.items() if v != base[t])
            sets.append((camel(token["path"]) + suffix, combo))
    return sets


def check_imagesets(resolved, catalog, problems):
    traits = resolved["traits"]
    overrides = {"appearance": "dark", "contrast": next((t["values"][1] for t in traits if t["name"] == "contrast"), None)}
    images = [t for t in resolved["tokens"] if t["type"] == "image"
              and all(v.rsplit(".", 1)[-1].lower() in APPLE_IMAGES for v in t["values"].values())]
    names = set()
    for token in images:
        for set_name, defaults in imagesets_of(token, traits):
            names.add(f"{set_name}.imageset")
            check_imageset(token, catalog / f"{set_name}.imageset", defaults, overrides, problems)
    extra = {p.name for p in catalog.glob("*.imageset")} - names
    if extra:
        problems.append(f"imagesets without a token: {sorted(extra)}")
    return len(names)


def check_imageset(token, folder, defaults, overrides, problems):
    path = folder / "Contents.json"
    if not path.exists():
        problems.append(f"{token['path']}: {path} is missing")
        return
    text = path.read_text()
    contents = json.loads(text)
    if contents.get("info") != INFO or not text.endswith("}\n") or '" : ' not in text:
        problems.append(f"{path}: not in Xcode's layout")
    entries = contents.get("images", [])
    constant = len(set(token["values"].values())) == 1
    wanted = VARIANTS[:1] if constant else VARIANTS
    # Xcode's order: every variant at 1x, then those with an @2x file at 2x, then at 3x; a vector has one.
    slots = []
    for scale in (1, 2, 3):
        for appearances, keys in wanted:
            name = " ".join(overrides[t] if t in keys and overrides.get(t) else v for t, v in defaults.items())
            source = scaled(pathlib.Path(token["values"][name]), scale)
            vector = source.suffix[1:].lower() in VECTOR
            if (scale == 1 or (not vector and source.is_file())) and not (vector and scale > 1):
                slots.append((appearances, None if vector else f"{scale}x", source, name))
    if [(e.get("appearances", []), e.get("scale")) for e in entries] != [(a, sc) for a, sc, _, _ in slots]:
        problems.append(f"{path}: entries {[(e.get('appearances'), e.get('scale')) for e in entries]}")
        return
    vector = False
    for entry, (_, scale, source, name) in zip(entries, slots):
        vector = vector or scale is None
        if set(entry) - {"appearances", "filename", "idiom", "scale"} or entry.get("idiom") != "universal":
            problems.append(f"{path}: malformed entry {entry}")
        copy = folder / entry.get("filename", "")
        if not copy.is_file() or copy.read_bytes() != source.read_bytes():
            problems.append(f"{path}: {entry.get('filename')} is not a byte copy of {source} [{name}]")
    if contents.get("properties", {}) != ({"preserves-vector-representation": True} if vector else {}):
        problems.append(f"{path}: properties {contents.get('properties')}")


def main():
    resolved = json.load(open(sys.argv[1]))
    catalog = pathlib.Path(sys.argv[2])
    problems = []
    if json.loads((catalog / "Contents.json").read_text()) != {"info": INFO}:
        problems.append("catalog Contents.json is not {info: {author: xcode, version: 1}}")
    defaults = {t["name"]: t["values"][0] for t in resolved["traits"]}
    # A color absent in some appearance is left out (token.context-only): a colorset for it is an extra.
    colors = [t for t in resolved["tokens"] if t["type"] == "color" and not t.get("absent")]
    for token in colors:
        path = catalog / f"{camel(token['path'])}.colorset" / "Contents.json"
        if not path.exists():
            problems.append(f"{token['path']}: {path} is missing")
            continue
        text = path.read_text()
        contents = json.loads(text)
        if contents.get("info") != INFO or not text.endswith("}\n") or '" : ' not in text:
            problems.append(f"{path}: not in Xcode's layout")
        entries = contents.get("colors", [])
        if [e.get("appearances", []) for e in entries] != [v[0] for v in VARIANTS]:
            problems.append(f"{path}: variants {[e.get('appearances') for e in entries]}")
            continue
        for entry, (_, overrides) in zip(entries, VARIANTS):
            name = " ".join(overrides.get(t, v) for t, v in defaults.items())
            check_entry(entry, token["values"][name], problems, f"{token['path']} [{name}]")
    extra = {p.name for p in catalog.glob("*.colorset")} - {f"{camel(t['path'])}.colorset" for t in colors}
    if extra:
        problems.append(f"colorsets without a token: {sorted(extra)}")
    image_sets = check_imagesets(resolved, catalog, problems)
    for problem in problems[:20]:
        print(problem)
    print(f"{catalog}: {len(colors)} color sets, {image_sets} image sets, {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
