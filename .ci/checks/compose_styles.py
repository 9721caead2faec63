"""Compares the style sets dumped from the compiled Compose file with `swatch resolve`: every shadow layer's
color and lengths, every border's width, color and style, every typography's size, weight, letter spacing and
line height, in every appearance.

Usage: compose_styles.py DUMP.txt RESOLVED.json (DUMP.txt from Tests/ComposeStubs/check/DumpStyleSets.kt)
"""
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from compose_values import camel, matches  # noqa: E402
from dimension_units import left_out, points  # noqa: E402


def spacing(d):
    return d["value"] if d["unit"] == "em" else points(d)


def argb(color):
    """The color as the dump should show it: checked by `compose_values.matches` (P3 components for a color
    outside sRGB, else the AARRGGBB hex)."""
    return ("color", color)


def expected(kind, value):
    if kind == "shadow":
        layers = value if isinstance(value, list) else [value]
        return ["shadow"] + [x for l in layers for x in (argb(l["color"]), points(l["offsetX"]), points(l["offsetY"]),
                                                         points(l["blur"]), points(l["spread"]),
                                                         "true" if l.get("inset") else "false")]
    if kind == "border":
        style = value["style"] if isinstance(value["style"], str) else "dashed"
        return ["border", points(value["width"]), argb(value["color"]), style]
    size = points(value["fontSize"]) if "fontSize" in value else None
    return ["typography", size, value.get("fontWeight"),
            spacing(value["letterSpacing"]) if "letterSpacing" in value else None,
            value["lineHeight"] * size if "lineHeight" in value and size is not None else None]


def same(got, want):
    if isinstance(want, tuple):
        return matches(got, want[1])
    if want is None:
        return got in ("NaN", "null")
    if isinstance(want, (int, float)):
        return abs(float(got) - want) < 1e-3
    return got == want


def main():
    dump_path, resolved_path = sys.argv[1:3]
    got = {}
    for line in pathlib.Path(dump_path).read_text().split("\n"):
        if line.strip():
            s, p, *rest = line.split()
            got[(s, p)] = rest
    resolved = json.loads(pathlib.Path(resolved_path).read_text())
    traits = resolved["traits"]
    checked, failures = 0, []
    for name in resolved["appearances"]:
        values = name.split(" ")
        set_name = camel([v for i, v in enumerate(values) if i == 0 or v != traits[i]["values"][0]])
        for token in resolved["tokens"]:
            if token["type"] not in ("shadow", "border", "typography") or left_out(token["values"].values(), True) \
                    or token.get("absent"):
                continue
            key = (set_name, camel([c for c in token["path"].split(".") if c != "$root"]))
            want = expected(token["type"], token["values"][name])
            have = got.get(key, [])
            checked += 1
            if len(have) != len(want) or not all(same(g, w) for g, w in zip(have, want)):
                failures.append(f"{key}: got {have}, want {want}")
    for f in failures[:20]:
        print("mismatch:", f)
    print(f"compose: {checked} composites checked, {len(failures)} mismatches")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
