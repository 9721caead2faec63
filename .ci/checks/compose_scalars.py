"""Compares the single values dumped from the compiled Compose file with `swatch resolve`: every dimension (dp, or
sp when a path component is a font size, as for Android resources), number, duration, string, font weight, font family and
curve, in every appearance, whether read from the set's array or from the constants object.

Usage: compose_scalars.py DUMP.txt RESOLVED.json (DUMP.txt from Tests/ComposeStubs/check/DumpValueSets.kt)
"""
import json
import math
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from android_resources import KEYWORDS, words  # noqa: E402
from compose_values import camel  # noqa: E402
from dimension_units import left_out, points  # noqa: E402

GENERIC = {"serif": "Serif", "sans-serif": "SansSerif", "system-ui": "SansSerif", "ui-sans-serif": "SansSerif",
           "monospace": "Monospace", "ui-monospace": "Monospace", "ui-serif": "Serif", "cursive": "Cursive"}


def expected(token, value):
    kind = token["type"]
    if kind == "dimension":
        parts = token["path"].split(".")
        # A component whose words are font or text and size(s), or `font.size`, `font.sizes`, `text.size`,
        # `text.sizes`, `size.font` side by side.
        text = any([w.lower() for w in words(c)] in (["font", "size"], ["font", "sizes"], ["text", "size"], ["text", "sizes"]) for c in parts) or any(
            (a.lower(), b.lower()) in {("font", "size"), ("font", "sizes"), ("text", "size"), ("text", "sizes"), ("size", "font")} for a, b in zip(parts, parts[1:]))
        return ["sp" if text else "dp", points(value)]
    if kind == "number":
        return ["float", value]
    if kind == "duration":
        ms = value["value"] * (1000 if value["unit"] == "s" else 1)
        return ["int", math.copysign(math.floor(abs(ms) + 0.5), ms)]  # rounded half away from zero, as Swift
    if kind == "fontWeight":
        return ["weight", value]
    if kind == "fontFamily":
        return ["family", next((GENERIC[n] for n in value if n in GENERIC), "Default")]
    if kind == "cubicBezier":
        return ["easing"] + value
    return ["string", value.encode("utf-8").hex()]


FLOAT_MAX = 3.4028234663852886e38
INT_MIN, INT_MAX = -2 ** 31, 2 ** 31 - 1


def same(got, want):
    """Numbers beyond Kotlin's Float and Int ranges are written as the range's limit."""
    if isinstance(want, (int, float)):
        limits = (INT_MIN, INT_MAX) if "." not in got and "E" not in got else (-FLOAT_MAX, FLOAT_MAX)
        want = max(limits[0], min(limits[1], want))
        return abs(float(got) - want) <= 1e-6 * max(1, abs(want))
    return str(got) == str(want)


def main():
    dump_path, resolved_path = sys.argv[1:3]
    got = {}
    for line in pathlib.Path(dump_path).read_text().split("\n"):
        if line.strip():
            s, p, *rest = line.split(" ")
            got[(s, p)] = rest
    resolved = json.loads(pathlib.Path(resolved_path).read_text())
    traits = resolved["traits"]
    kinds = ("dimension", "number", "duration", "fontWeight", "fontFamily", "cubicBezier", "string")
    checked, failures = 0, []
    for name in resolved["appearances"]:
        values = name.split(" ")
        set_name = camel([v for i, v in enumerate(values) if i == 0 or v != traits[i]["values"][0]])
        set_name = set_name + "_" if set_name in KEYWORDS else set_name  # `default`: the one set of no traits
        for token in resolved["tokens"]:
            if token["type"] not in kinds or token.get("absent") or left_out(token["values"].values(), True):
                continue
            prop = camel([c for c in token["path"].split(".") if c != "$root"])
            key = (set_name, prop + "_" if prop in KEYWORDS else prop)
            want = expected(token, token["values"][name])
            have = got.pop(key, [])
            checked += 1
            if len(have) != len(want) or not all(same(g, w) for g, w in zip(have, want)):
                failures.append(f"{key}: got {have}, want {want}")
    failures += [f"unexpected {k}" for k in got]
    for f in failures[:20]:
        print("mismatch:", f)
    print(f"compose: {checked} single values checked, {len(failures)} mismatches")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
