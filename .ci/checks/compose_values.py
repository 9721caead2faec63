"""Compares the color sets dumped from the compiled Compose file with `swatch resolve`.

Usage: compose_values.py DUMP.txt RESOLVED.json
DUMP.txt has lines `set property AARRGGBB` or `set property P3:r,g,b,a` (Tests/ComposeStubs/check/DumpColorSets.kt).
Set names follow the writer's rule: the first trait's value, then every non-default value, camelCased; properties
are camelCased paths. A color outside sRGB must come in Display P3 (a Display P3 token with its own components),
every other color as the sRGB hex.
"""
import math
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from android_resources import KEYWORDS, words  # noqa: E402


def camel(parts):
    ws = [w for p in parts for w in words(p)]
    return "".join(w.lower() if i == 0 else w[:1].upper() + w[1:] for i, w in enumerate(ws)) or "token"


P3_TO_SRGB = [[1.2249401, -0.2249404, 0], [-0.0420569, 1.0420571, 0], [-0.0196376, -0.0786361, 1.0982735]]


def linear(c):
    return c / 12.92 if abs(c) <= 0.04045 else math.copysign(((abs(c) + 0.055) / 1.055) ** 2.4, c)


def linear_srgb(value):
    """The color's linear sRGB components (outside 0...1 when outside the gamut); None for other spaces."""
    space, c = value["colorSpace"], value["components"]
    if space == "display-p3":
        p = [linear(x) for x in c]
        return [sum(m * x for m, x in zip(row, p)) for row in P3_TO_SRGB]
    if space == "oklch":
        lightness, chroma, hue = c
        a, b = chroma * math.cos(math.radians(hue)), chroma * math.sin(math.radians(hue))
        l_ = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3
        m_ = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3
        s_ = (lightness - 0.0894841775 * a - 1.2914855480 * b) ** 3
        return [4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
                -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
                -0.0041960863 * l_ - 0.7034186147 * m_ + 1.7076147010 * s_]
    return None


def wide(value):
    rgb = linear_srgb(value)
    return rgb is not None and any(x < -1e-4 or x > 1 + 1e-4 for x in rgb)


def matches(got, value):
    """Whether a dumped color is right: P3 components for a wide color, else the sRGB hex."""
    if not wide(value):
        h = value["hex"]
        return got == h[7:9] + h[1:7]
    if got is None or not got.startswith("P3:"):
        return False
    parts = [float(x) for x in got[3:].split(",")]
    if not all(0 <= x <= 1 for x in parts) or abs(parts[3] - value.get("alpha", 1)) > 1e-4:
        return False
    # A Display P3 token keeps its components; an OKLCH one is gamut-mapped (the stub checked the range).
    return value["colorSpace"] != "display-p3" or all(abs(g - w) < 1e-4 for g, w in zip(parts, value["components"]))


def main():
    dump_path, resolved_path = sys.argv[1:3]
    got = {}
    for line in pathlib.Path(dump_path).read_text().split("\n"):
        if line.strip():
            s, p, v = line.split()
            got[(s, p)] = v
    resolved = json.loads(pathlib.Path(resolved_path).read_text())
    traits = resolved["traits"]
    checked, failures = 0, []
    for name in resolved["appearances"]:
        values = name.split(" ")
        set_name = camel([v for i, v in enumerate(values) if i == 0 or v != traits[i]["values"][0]])
        set_name = set_name + "_" if set_name in KEYWORDS else set_name  # `default`: the one set of no traits
        for token in resolved["tokens"]:
            if token["type"] != "color" or token.get("absent"):
                continue  # absent somewhere: Compose leaves it out (token.context-only)
            value = token["values"][name]
            prop = camel([c for c in token["path"].split(".") if c != "$root"])
            key = (set_name, prop + "_" if prop in KEYWORDS else prop)
            checked += 1
            have = got.pop(key, None)
            if not matches(have, value):
                failures.append(f"{key}: got {have}, want {value}")
    failures += [f"unexpected {k}" for k in got]
    for f in failures[:20]:
        print("mismatch:", f)
    print(f"compose: {checked} colors checked, {len(failures)} mismatches")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
