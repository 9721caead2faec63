"""Compiles and links Swatch's Android resources with aapt2 and compares the linked table with `swatch resolve`.

Usage: android_resources.py RES_DIR RESOLVED.json WORK_DIR

`aapt2 compile` and `aapt2 link` (against Debian's framework-res.apk, which carries the same resource
table as an SDK's android.jar) must succeed; then every resource in `aapt2 dump resources` must be one the
documented naming rule gives, and every token must have its value there in every appearance: `()` for a
light appearance, `(night-v8)` (or `()` when no night value exists) for a dark one; other traits as name
suffixes, present exactly for the traits that change the token.
"""
import itertools
import json
import pathlib
import re
import subprocess
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from dimension_units import left_out, points  # noqa: E402

FRAMEWORK = "/usr/share/android-framework-res/framework-res.apk"
# The fallback's alpha in a material's scrim when the token has no tint (docs/materials.md).
MATERIAL_ALPHA = {"ultraThin": 0.35, "thin": 0.5, "regular": 0.65, "thick": 0.8, "chrome": 0.85}
KEYWORDS = set("""abstract as assert boolean break byte case catch char class const continue default do double else
enum extends false final finally float for fun goto if implements import in instanceof int interface is long
native new null object package private protected public return short static strictfp super switch
synchronized this throw throws transient true try typealias typeof val var void volatile when while""".split())


# docs/composites.md, "A font stack on Apple's platforms": names that stand for the system font, by design.
SYSTEM_FONT_NAMES = {
    **{n: "sans-serif" for n in ["system-ui", "-apple-system", "blinkmacsystemfont", "ui-sans-serif", "sans-serif",
                                 "fantasy", "emoji", "math", "fangsong", ".applesystemuifont", "sf pro",
                                 "sf pro text", "sf pro display", "sf ui text", "sf ui display", "sf compact",
                                 "sf compact text", "sf compact display", "san francisco", "ui-rounded",
                                 "sf pro rounded", "sf compact rounded"]},
    **{n: "serif" for n in ["serif", "ui-serif", "new york"]},
    **{n: "monospace" for n in ["monospace", "ui-monospace", "sf mono"]},
    "cursive": "cursive",
}


def android_family(names):
    """The first family, unless a name standing for the system font comes first: Android's family of its design."""
    for name in names:
        key = name.strip().lower()
        if key in SYSTEM_FONT_NAMES:
            return SYSTEM_FONT_NAMES[key]
        if key:
            return name
    return None


def words(component):
    found, current, previous_lower = [], "", False
    for ch in component:
        if not (ch.isascii() and ch.isalnum()):
            if current:
                found.append(current)
            current, previous_lower = "", False
            continue
        if ch.isupper() and previous_lower:
            found.append(current)
            current = ""
        current += ch
        previous_lower = ch.islower() or ch.isdigit()
    if current:
        found.append(current)
    return found


def resource_name(path):
    name = "_".join(w.lower() for c in path.split(".") if c != "$root" for w in words(c)) or "token"
    if name[0].isdigit():
        name = "_" + name
    return name + "_" if name in KEYWORDS else name


def open_string(text):
    """Whether `text` starts a quoted string dump has not closed yet."""
    return text.startswith('"') and (len(text) == 1 or not text.endswith('"'))


def dump(apk):
    text = subprocess.run(["aapt2", "dump", "resources", apk], check=True, capture_output=True, text=True).stdout
    table, current = {}, None
    for line in text.splitlines():
        m = re.match(r"\s+resource 0x[0-9a-f]+ (\w+)/([\w.]+)", line)
        if m:
            current = (m[1], m[2])
            table[current] = {}
            continue
        m = re.match(r"\s+\(([^)]*)\) (.+)", line)
        if m and current:
            table[current][m[1]] = m[2].strip()
            config = m[1]
        elif current and config in table[current] and (
                open_string(table[current][config]) or table[current][config].startswith(("(array)", "(style)"))):
            # a string continues, or a string array's or a style's items follow its size
            table[current][config] += "\n" + line.strip()
    return table


def expected(token, value):
    kind = token["type"]
    if kind == "color":
        h = value["hex"]
        return "color", ("#" + h[7:9] + h[1:7]).lower()
    if kind == "dimension":
        parts = token["path"].split(".")
        # A component whose words are font or text and size(s), or `font.size`, `font.sizes`, `text.size`,
        # `text.sizes`, `size.font` side by side.
        font = any([w.lower() for w in words(c)] in (["font", "size"], ["font", "sizes"], ["text", "size"], ["text", "sizes"]) for c in parts) or any(
            (a.lower(), b.lower()) in {("font", "size"), ("font", "sizes"), ("text", "size"), ("text", "sizes"), ("size", "font")} for a, b in zip(parts, parts[1:]))
        number = points(value)
        return "dimen", (number, "sp" if font else "dp")
    if kind == "duration":
        return "integer", str(round(value["value"] * (1000 if value["unit"] == "s" else 1)))
    if kind == "fontWeight":
        return "integer", str(value)
    if kind == "number":
        return "dimen", (value, "float")
    if kind == "string":
        return "string", value
    if kind == "fontFamily":
        return "array", value
    if kind == "cubicBezier":  # a file of its own: res/interpolator[-night]/<name>.xml
        return "interpolator", value
    return None, None


def color_text(color):
    h = color["hex"]
    return ("#" + h[7:9] + h[1:7]).lower()


def dimen(value):
    return points(value), "dp"


def layers_of(value):
    return value if isinstance(value, list) else [value]


def parts(token, value, layer_count):
    """(kind, name suffix, wanted value) of every resource a token makes; composites make one per member."""
    kind = token["type"]
    if kind == "border":
        return [("dimen", "__width", dimen(value["width"])), ("color", "__color", color_text(value["color"]))]
    if kind == "shadow":
        layers, found = layers_of(value), []
        for i in range(layer_count):
            layer = layers[i] if i < len(layers) else None
            prefix = "" if layer_count == 1 else f"__{i + 1}"
            for member, suffix in [("offsetX", "__offset_x"), ("offsetY", "__offset_y"), ("blur", "__blur"),
                                   ("spread", "__spread")]:
                found.append(("dimen", prefix + suffix, dimen(layer[member]) if layer else (0, "dp")))
            found.append(("color", prefix + "__color", color_text(layer["color"]) if layer else "#00000000"))
        return found
    if kind == "transition":
        ms = lambda d: str(round(d["value"] * (1000 if d["unit"] == "s" else 1)))
        return [("integer", "__duration", ms(value["duration"])), ("integer", "__delay", ms(value["delay"]))]
    if kind == "typography":  # android:fontFamily: the first family, as text, or Android's own (docs/composites.md)
        return [("style", "", android_family(value.get("fontFamily") or []))]
    if kind == "material":  # docs/materials.md: the scrim (the tint, or the fallback at the thickness's alpha;
        # the fallback where Reduce Transparency applies) and the opaque fallback
        fallback = color_text(value["fallback"])
        alpha = "%02x" % int(MATERIAL_ALPHA[value["thickness"]] * 255 + 0.5)
        scrim = fallback if value.get("opaque") else color_text(value["tint"]) if "tint" in value else (
            "#" + alpha + fallback[3:])
        return [("color", "__scrim", scrim), ("color", "__fallback", fallback)]
    found_kind, want = expected(token, value)
    return [(found_kind, "", want)] if found_kind else []


def matches(kind, got, want):
    if kind == "array":  # aapt2 dump lists the items of a string array; each family name is among them
        return got is not None and got.startswith(f"(array) size={len(want)}") and all(
            word in got for name in want for word in name.split())
    if kind == "interpolator":  # the linked file's source holds the curve's control points
        m = re.match(r"\(file\) res/(interpolator[-\w]*/\w+\.xml) type=XML", got or "")
        if not m:
            return False
        source = (pathlib.Path(RES_DIR) / m[1]).read_text()
        points = [float(x) for x in re.findall(r'android:control[XY][12]="([^"]+)"', source)]
        return len(points) == 4 and all(abs(a - b) < 1e-9 for a, b in zip(points, want))
    if kind == "style":  # dump quotes android:fontFamily (0x010103ac) and breaks lines; compare the words
        family = re.search(r'^0x010103ac="(.*?)"$(?=\n0x|\n\(|\Z)', got or "", re.M | re.S)
        return got is not None and (want is None or (family is not None and family[1].split() == want.split()))
    if kind == "dimen" and want[1] == "float":
        return got is not None and abs(float(got) - want[0]) < 1e-6
    if kind == "string":  # aapt2 dump quotes the text and breaks lines; compare the words
        return got is not None and got[1:-1].split() == want.split()
    if kind == "dimen":
        m = re.fullmatch(r"([-\d.]+)(dp|sp)", got or "")
        if not m:
            return False
        number = float(m[1])
        if number >= 2 ** 23:  # aapt2 dump prints a negative dimension's 24-bit mantissa unsigned
            number -= 2 ** 24
        return abs(number - want[0]) < 1e-4 and m[2] == want[1]
    return got == want


RES_DIR = ""


def status_bar_flags(tokens, table, combos, name_of, appearance, traits, seen, failures):
    """Each `<name>_light_status_bars` bool (docs/platform-enums.md): a status bar style string token's
    `isAppearanceLightStatusBars`, true for darkContent, false for lightContent, and for default true unless the
    appearance is dark; checked in the default appearance and in the one where only `appearance` is dark."""
    by_name = {resource_name(t["path"]) + "_light_status_bars": t for t in tokens if t["type"] == "string"}
    checked = 0
    for kind, name in [k for k in table if k[0] == "bool"]:
        token = by_name.get(name)
        if token is None:
            continue  # reported as unexpected
        seen.add((kind, name))
        dark_value = traits[appearance]["values"].index("dark") if appearance is not None else None
        cases = [(combos[0], ""), ]
        if dark_value is not None:
            cases.append((tuple(dark_value if i == appearance else 0 for i in range(len(traits))), "night-v8"))
        for combo, config in cases:
            value = token["values"][name_of[combo]]
            is_dark = dark_value is not None and combo[appearance] == dark_value
            want = {"darkContent": "true", "lightContent": "false"}.get(value, "false" if is_dark else "true")
            got = table[(kind, name)].get(config, table[(kind, name)].get(""))
            checked += 1
            if got != want:
                failures.append(f"bool/{name} in '{name_of[combo]}': got {got!r}, want {want!r}")
    return checked


def main():
    global RES_DIR
    res_dir, resolved_path, work = sys.argv[1:4]
    RES_DIR = res_dir
    work = pathlib.Path(work)
    work.mkdir(parents=True, exist_ok=True)
    (work / "AndroidManifest.xml").write_text(
        '<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="dev.swatch.check"/>\n')
    subprocess.run(["aapt2", "compile", "--dir", res_dir, "-o", str(work / "res.zip")], check=True)
    subprocess.run(["aapt2", "link", "-o", str(work / "app.apk"), "-I", FRAMEWORK,
                    "--manifest", str(work / "AndroidManifest.xml"), str(work / "res.zip")], check=True)
    table = dump(str(work / "app.apk"))
    resolved = json.loads(pathlib.Path(resolved_path).read_text())
    traits = resolved["traits"]
    combos = list(itertools.product(*[range(len(t["values"])) for t in traits]))
    # With no traits the one appearance is named `default`.
    name_of = {c: " ".join(traits[i]["values"][v] for i, v in enumerate(c)) or "default" for c in combos}
    appearance = next((i for i, t in enumerate(traits) if t["name"] == "appearance"), None)
    checked, failures, seen = 0, [], set()
    for token in resolved["tokens"]:
        if token.get("absent"):
            continue  # absent in some appearances: Android leaves it out (token.context-only)
        values = {c: token["values"][name_of[c]] for c in combos}
        layer_count = max(len(layers_of(v)) for v in values.values()) if token["type"] == "shadow" else 0
        if left_out(values.values(), True) or not parts(token, values[combos[0]], layer_count):
            continue
        depends = {i for i in range(len(traits)) if i != appearance for c in combos
                   for v in range(len(traits[i]["values"]))
                   if values[c] != values[tuple(v if j == i else x for j, x in enumerate(c))]}
        for c in combos:
            suffix = "".join("_" + "_".join(w.lower() for w in words(traits[i]["values"][v]))
                             for i, v in enumerate(c) if v and i != appearance and i in depends)
            dark = appearance is not None and traits[appearance]["values"][c[appearance]] == "dark"
            for kind, part, want in parts(token, values[c], layer_count):
                name = resource_name(token["path"]) + part + suffix
                key = (kind, "TextAppearance." + name if kind == "style" else name)
                seen.add(key)
                entry = table.get(key)
                if kind == "style":  # android:fontFamily (API 16) is in a (v16) or (night-v16) entry
                    configs = [c for c in entry or {} if ("night" in c) == dark] or list(entry or {})
                    got = entry and "\n".join(entry[c] for c in configs)
                else:
                    got = entry and (entry.get("night-v8", entry.get("")) if dark else entry.get(""))
                checked += 1
                if not matches(kind, got, want):
                    failures.append(f"{key[0]}/{key[1]} in '{name_of[c]}': got {got!r}, want {want!r}")
    checked += status_bar_flags(resolved["tokens"], table, combos, name_of, appearance, traits, seen, failures)
    extra = sorted(set(table) - seen)
    failures += [f"unexpected resource {k}/{n}" for k, n in extra]
    for failure in failures[:20]:
        print("mismatch:", failure)
    print(f"{res_dir}: {len(table)} linked resources, {checked} values checked, {len(failures)} mismatches")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
