"""Reads Swatch's text style classes back in headless Chromium (docs/text-styles.md).

Usage: css_text_styles.py CHROMIUM TOKENS.css TEXT-STYLES.css RESOLVED.json STYLE=COLOR...

Each STYLE=COLOR pair names a typography token and the color token its text is drawn in, as the tokens pair them
(written by hand in the calling check, not read from the output). A page holds both stylesheets and an element
carrying each style's class (`.text-body`); with `prefers-color-scheme` light and dark and `prefers-contrast`
no-preference and more emulated, each element's computed `color` must equal the color token's resolved value in
that appearance, and its `font-size`, `font-weight`, `line-height` and `letter-spacing` the typography's. A style
whose color token differs between light and dark must compute different colors there: text that stays black in
dark mode is the bug text styles prevent.
"""
import itertools
import json
import os
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from css_browser import DevTools, color_matches, kebab, scratch_dir  # noqa: E402
from dimension_units import css_px  # noqa: E402

READ = """(() => Object.fromEntries([...document.querySelectorAll('p')].map(e => {
  const s = getComputedStyle(e);
  return [e.className, [s.color, s.fontSize, s.fontWeight, s.lineHeight, s.letterSpacing]];
})))()"""


def appearance_name(traits, system):
    return " ".join(system.get(t["name"], t["values"][0]) for t in traits) or "default"


def expected_box(typography):
    size = css_px(typography["fontSize"]) if "fontSize" in typography else None
    want = {}
    if size is not None:
        want["font-size"] = size
        if "lineHeight" in typography:
            want["line-height"] = size * typography["lineHeight"]
    if "fontWeight" in typography:
        want["font-weight"] = float(typography["fontWeight"])
    spacing = typography.get("letterSpacing")
    if spacing is not None:
        want["letter-spacing"] = spacing["value"] * size if spacing["unit"] == "em" else css_px(spacing)
    return want


def main() -> int:
    chromium, tokens_css, styles_css, resolved_path, *pairs = sys.argv[1:]
    resolved = json.loads(pathlib.Path(resolved_path).read_text())
    traits, tokens = resolved["traits"], {t["path"]: t for t in resolved["tokens"]}
    styles = [pair.split("=", 1) for pair in pairs]
    workdir = scratch_dir("swatch-text-styles-")
    page = pathlib.Path(workdir, "page.html")
    body = "".join(f'<p class="{kebab(style)}">Text</p>' for style, _ in styles)
    page.write_text(f"<!doctype html><html><head><style>{pathlib.Path(tokens_css).read_text()}</style>"
                    f"<style>{pathlib.Path(styles_css).read_text()}</style></head><body>{body}</body></html>")
    tools = DevTools(chromium, os.path.join(workdir, "profile"))
    failures = checked = 0
    seen = {}
    try:
        tools.open_page(page.as_uri())
        for scheme, contrast in itertools.product(["light", "dark"], ["no-preference", "more"]):
            features = [{"name": "prefers-color-scheme", "value": scheme},
                        {"name": "prefers-contrast", "value": contrast}]
            tools.call("Emulation.setEmulatedMedia", media="", features=features)
            system = {"appearance": scheme, "contrast": "high-contrast" if contrast == "more" else "normal"}
            name = appearance_name(traits, system)
            computed = tools.evaluate(READ)
            for style, color in styles:
                got = computed[kebab(style)]
                checked += 1
                seen[(style, scheme, contrast)] = got[0]
                if not color_matches(got[0], tokens[color]["values"][name], p3=False):
                    failures += 1
                    print(f"  {style} in {name}: color {got[0]}, want {color} {tokens[color]['values'][name]['hex']}")
                box = dict(zip(["font-size", "font-weight", "line-height", "letter-spacing"],
                               [float(v.removesuffix("px")) if v != "normal" else 0.0 for v in got[1:]]))
                for key, want in expected_box(tokens[style]["values"][name]).items():
                    if abs(box[key] - want) > 0.01:
                        failures += 1
                        print(f"  {style} in {name}: {key} {box[key]}, want {want}")
        for style, color in styles:
            values = tokens[color]["values"]
            light = appearance_name(traits, {"appearance": "light", "contrast": "normal"})
            dark = appearance_name(traits, {"appearance": "dark", "contrast": "normal"})
            if values[light]["hex"] != values[dark]["hex"] and \
                    seen[(style, "light", "no-preference")] == seen[(style, "dark", "no-preference")]:
                failures += 1
                print(f"  {style}: the same color in light and dark, {seen[(style, 'light', 'no-preference')]}")
    finally:
        tools.close()
    print(f"text styles: {len(styles)} style(s), {checked} computed style(s) checked, {failures} problem(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
