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


FOREGROUND = {"label", "text", "foreground", "fg", "icon", "content"}
BACKGROUND = {"background", "bg", "surface", "fill", "canvas"}
BASES = [[], ["default"], ["default", "default"], ["primary"], ["base"], ["page"], ["body"], ["main"], ["1"], ["01"]]
SKIPPED = {"disabled", "placeholder", "inactive", "inverse", "inverted", "invert", "white", "black"}
LAX = {"secondary", "tertiary", "quaternary", "subtle", "muted", "large", "hint", "icon"}
NOT_TEXT = {"on", "border", "outline", "shadow", "divider", "stroke", "ring", "line"}
STATES = {"hover", "hovered", "pressed", "active", "selected", "checked", "focus", "focused", "down", "rest", "visited"}


def words(path):
    """Lowercase words (split at non-alphanumerics, lower-to-upper and letter-digit changes), and the
    positions of each component's first word."""
    out, starts = [], set()
    for component in path.split("."):
        starts.add(len(out))
        current, previous = "", None
        for ch in component:
            if not (ch.isascii() and ch.isalnum()):
                if current:
                    out.append(current.lower())
                current, previous = "", None
                continue
            if previous is not None and current and (
                    (previous.islower() and ch.isupper()) or (previous.isdigit() != ch.isdigit())):
                out.append(current.lower())
                current = ""
            current += ch
            previous = ch
        if current:
            out.append(current.lower())
    return out, starts


def role(w, starts):
    """The position of the last role word; `content` only as a component's first word."""
    found = [i for i, word in enumerate(w)
             if (word in FOREGROUND and (word != "content" or i in starts)) or word in BACKGROUND]
    return found[-1] if found else None


def rest(w, i):
    return [x for x in w[i + 1:] if x not in ("color", "colors", "root")]


def inferred_pairs(paths):
    """The pairs `swatch lint` infers from names when none is configured: (foreground, background, minimum)."""
    by_words, backgrounds = {}, {}
    for p in paths:
        w, starts = words(p)
        by_words.setdefault(tuple(w), p)
        i = role(w, starts)
        if i is not None and w[i] in BACKGROUND:
            backgrounds.setdefault(tuple(w[:i]), []).append((rest(w, i), p))
    pairs = []
    for p in paths:
        w, starts = words(p)
        i = role(w, starts)
        ons = [k for k, word in enumerate(w) if word == "on" and k + 1 < len(w)]
        if ons and (i is None or i == ons[-1] + 1):  # onPrimary, on-surface: over the sibling without `on`
            target = by_words.get(tuple(w[:ons[-1]] + w[ons[-1] + 1:]))
            if target is not None and target != p:
                pairs.append((p, target, 4.5))
            continue
        if i is None:
            continue
        r = rest(w, i)
        if w[i] not in FOREGROUND or set(w) & SKIPPED or set(r) & NOT_TEXT:
            continue
        minimum = 3.0 if w[i] == "icon" or set(r) & LAX else 4.5
        stated = bool(set(r) & STATES)
        for b_rest, b in backgrounds.get(tuple(w[:i]), []):
            if b != p and (b_rest == r if stated else b_rest in BASES):
                pairs.append((p, b, minimum))
    return pairs


def declared(config_path):
    """Whether a token file of the project declares a pair (`dev.swatch.contrast`): inference is then off."""
    import os
    for folder, _, files in os.walk(os.path.dirname(os.path.abspath(config_path))):
        for name in files:
            if name.endswith((".yaml", ".yml", ".json", ".json5")) and name != "lint.json":
                with open(os.path.join(folder, name), errors="replace") as handle:
                    if "dev.swatch.contrast" in handle.read():
                        return True
    return False


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
    rules = (lint_config.get("rules") or {})
    infer = not lint_config.get("contrast") and not declared(config_path) and rules.get("contrast-inferred") != "off"
    inferred = inferred_pairs(list(colors)) if infer else []
    for fg, bg, minimum in inferred:
        for appearance in resolved["appearances"]:
            if rgba(colors[bg][appearance]["hex"])[3] < 1 and canvas is None:
                continue  # a translucent background with nothing under it is not measured
            checked += 1
            if measure(fg, bg, appearance, "wcag") < minimum:
                expected.add((fg, bg, appearance, minimum, "wcag"))
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
        if f["rule"] not in ("contrast", "contrast-inferred"):
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
    print(f"{len(inferred)} pairs inferred; {checked} configured or inferred pair-appearances recomputed, {len(expected)} below minimum; "
          f"{failures} reported findings checked, {errors} problem(s)")
    sys.exit(1 if errors else 0)


main()
