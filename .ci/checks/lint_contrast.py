#!/usr/bin/env python3
"""A second implementation of `swatch lint`'s contrast rule, from the published formulas.

Usage: lint_contrast.py SWATCH_YAML RESOLVED_JSON LINT_JSON

Reads the `lint: contrast:` rules from swatch.yaml, every color from `swatch resolve --format json` (its
8-bit hex), and recomputes every pair in every appearance: WCAG 2.x relative luminance and ratio, APCA
0.0.98G-4g Lc, foreground alpha composited over the background, a translucent background over the canvas.
Fails when a failing pair is not reported, or a reported value differs from the recomputation.
"""
import json
import sys

import yaml

LEVELS = {"AA": 4.5, "AAA": 7.0, "AA-large": 3.0}


def rgba(hexa):
    return [int(hexa[i:i + 2], 16) / 255 for i in (1, 3, 5, 7)]


def over(top, base):
    a = top[3]
    return [a * t + (1 - a) * b for t, b in zip(top[:3], base[:3])]


def wcag_luminance(c):
    lin = [x / 12.92 if x <= 0.04045 else ((x + 0.055) / 1.055) ** 2.4 for x in c]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def wcag(fg, bg):
    a, b = wcag_luminance(fg), wcag_luminance(bg)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def apca_y(c):
    y = 0.2126729 * c[0] ** 2.4 + 0.7151522 * c[1] ** 2.4 + 0.0721750 * c[2] ** 2.4
    return y if y > 0.022 else y + (0.022 - y) ** 1.414


def apca(text, bg):
    t, b = apca_y(text), apca_y(bg)
    if abs(b - t) < 0.0005:
        return 0.0
    if b > t:
        s = (b ** 0.56 - t ** 0.57) * 1.14
        return 0.0 if s < 0.1 else (s - 0.027) * 100
    s = (b ** 0.65 - t ** 0.62) * 1.14
    return 0.0 if s > -0.1 else (s + 0.027) * 100


def matches(pattern, path):
    p, n = pattern.split("."), path.split(".")

    def go(i, j):
        if i == len(p):
            return j == len(n)
        if p[i] == "*":
            return any(go(i + 1, k) for k in range(j + 1, len(n) + 1))
        return j < len(n) and p[i] == n[j] and go(i + 1, j + 1)

    return go(0, 0)


def main():
    config_path, resolved_path, lint_path = sys.argv[1:4]
    lint_config = (yaml.safe_load(open(config_path)) or {}).get("lint") or {}
    resolved = json.load(open(resolved_path))
    reported = json.load(open(lint_path))["findings"]
    colors = {t["path"]: t["values"] for t in resolved["tokens"] if t["type"] == "color"}
    canvas = lint_config.get("canvas")

    def measure(fg, bg, appearance, algorithm):
        back = rgba(colors[bg][appearance]["hex"])
        if back[3] < 1:
            back = over(back, rgba(colors[canvas][appearance]["hex"]))
        text = over(rgba(colors[fg][appearance]["hex"]), back)
        return wcag(text, back) if algorithm == "wcag" else abs(apca(text, back))

    failures = errors = checked = 0
    expected = set()
    for rule in lint_config.get("contrast", []):
        minimum = LEVELS[rule["level"]] if "level" in rule else float(rule["minimum"])
        algorithm = rule.get("algorithm", "wcag")
        fgs = [p for p in colors if matches(rule["foreground"], p)]
        bgs = [p for p in colors if matches(rule["background"], p)]
        for fg in fgs:
            for bg in bgs:
                if fg == bg:
                    continue
                for appearance in resolved["appearances"]:
                    checked += 1
                    if measure(fg, bg, appearance, algorithm) < minimum:
                        expected.add((fg, bg, appearance, minimum, algorithm))
    got = set()
    for f in reported:
        if f["rule"] != "contrast":
            continue
        algorithm = "wcag" if "ratio" in f else "apca"
        value = f.get("ratio", f.get("lc"))
        got.add((f["foreground"], f["background"], f["appearance"], float(f["minimum"]), algorithm))
        mine = measure(f["foreground"], f["background"], f["appearance"], algorithm)
        truncated = int(mine * 100 + 1e-9) / 100
        if abs(truncated - value) > 1e-9 or mine >= f["minimum"]:
            print(f"error: {f['foreground']} on {f['background']} in {f['appearance']}: reported {value}, "
                  f"recomputed {mine:.4f} (minimum {f['minimum']})")
            errors += 1
        failures += 1
    for missing in sorted(expected - got):
        print(f"error: failing pair not reported: {missing}")
        errors += 1
    print(f"{checked} configured pair-appearances recomputed, {len(expected)} below minimum; "
          f"{failures} reported findings checked, {errors} problem(s)")
    sys.exit(1 if errors else 0)


main()
