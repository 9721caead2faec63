"""Compares the Apple driver's output with `swatch resolve --format json`.

Usage: compare_apple.py RESOLVED.json DRIVER_OUTPUT.txt ROUTE...

Every driver line is `route <TAB> appearance <TAB> path <TAB> space <TAB> r g b a`; the appearance is either an
appearance name or `#index` (a position in the JSON's appearance list). Each line must match the token's JSON
value in that appearance: sRGB and Display P3 values exactly (same space, components within 1e-9); HSL and
OKLCH values through an independent conversion here (sRGB when inside sRGB, else Display P3; within 2e-6).
Every listed route must cover every color token in every appearance it can reach.
"""
import colorsys
import json
import math
import sys


def oklch_to_linear_srgb(lightness, chroma, hue):
    a, b = chroma * math.cos(math.radians(hue)), chroma * math.sin(math.radians(hue))
    l_ = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3
    m_ = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3
    s_ = (lightness - 0.0894841775 * a - 1.2914855480 * b) ** 3
    return [
        4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
        -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
        -0.0041960863 * l_ - 0.7034186147 * m_ + 1.7076147010 * s_,
    ]


def encode(linear):
    return [math.copysign(1.055 * abs(c) ** (1 / 2.4) - 0.055, c) if abs(c) > 0.0031308 else 12.92 * c for c in linear]


def linear_srgb_to_linear_p3(rgb):
    matrix = [
        [0.8224621209, 0.1775378791, 0.0],
        [0.0331941989, 0.9668058011, 0.0],
        [0.0170826307, 0.0723974407, 0.9105199286],
    ]
    return [sum(m * c for m, c in zip(row, rgb)) for row in matrix]


def expected(value):
    """(space, [r, g, b, a], tolerance) or None when only the space can be checked (mapped out of P3)."""
    space, comps, alpha = value["colorSpace"], value["components"], min(max(value["alpha"], 0), 1)
    clamp = lambda cs: [min(max(c, 0.0), 1.0) for c in cs]
    if space in ("srgb", "display-p3"):
        return space, clamp(comps) + [alpha], 1e-9
    if space == "hsl":
        rgb = colorsys.hls_to_rgb(comps[0] / 360, comps[2] / 100, comps[1] / 100)
        return "srgb", clamp(rgb) + [alpha], 2e-6
    linear = oklch_to_linear_srgb(*comps)
    srgb = encode(linear)
    if all(-1e-6 <= c <= 1 + 1e-6 for c in srgb):
        return "srgb", clamp(srgb) + [alpha], 2e-5
    p3 = encode(linear_srgb_to_linear_p3(linear))
    if all(-1e-6 <= c <= 1 + 1e-6 for c in p3):
        return "display-p3", clamp(p3) + [alpha], 2e-5
    return "display-p3", None, None


def elevation_failures(results, routes):
    """In UIKit, with the default tokens: dark elevated backgrounds are lighter than dark base; labels are not."""
    failures = []
    for route in [r for r in routes if r in ("uikit", "swiftui")]:
        base = results.get((route, "background.primary", "dark normal base"))
        elevated = results.get((route, "background.primary", "dark normal elevated"))
        if base and elevated and not sum(elevated[:3]) > sum(base[:3]):
            failures.append(f"{route}: background.primary is not lighter when elevated in dark mode")
        label = [results.get((route, "label.primary", f"dark normal {level}")) for level in ("base", "elevated")]
        if label[0] and label[0] != label[1]:
            failures.append(f"{route}: label.primary changes at the elevated level")
    return failures


def main():
    resolved = json.load(open(sys.argv[1]))
    routes = sys.argv[3:]
    appearances = resolved["appearances"]
    colors = {t["path"]: t["values"] for t in resolved["tokens"] if t["type"] == "color"}
    seen, failures, lines, results = {}, [], 0, {}
    for line in open(sys.argv[2]):
        route, appearance, path, space, numbers = line.rstrip("\n").split("\t")
        if appearance.startswith("#"):
            appearance = appearances[int(appearance[1:])]
        lines += 1
        seen.setdefault(route, set()).add((path, appearance))
        results[(route, path, appearance)] = [float(n) for n in numbers.split()]
        want_space, want, tolerance = expected(colors[path][appearance])
        got = [float(n) for n in numbers.split()]
        if space != want_space or (want and any(abs(g - w) > tolerance for g, w in zip(got, want))):
            failures.append(f"{route} {path} [{appearance}]: got {space} {got}, expected {want_space} {want}")
    for route in routes:
        reached = {p for p, _ in seen.get(route, set())}
        if reached != set(colors):
            failures.append(f"route {route} reached {len(reached)} of {len(colors)} color tokens")
    failures += elevation_failures(results, routes)
    for failure in failures[:20]:
        print(failure)
    print(f"{lines} resolutions over routes {sorted(seen)}: {len(failures)} mismatch(es)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
