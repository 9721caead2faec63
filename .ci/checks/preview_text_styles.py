"""Reads the "Text styles" table of `swatch preview` back in headless Chromium (docs/text-styles.md).

Usage: preview_text_styles.py CHROMIUM PAGE.html RESOLVED.json STYLE=COLOR...

Each STYLE=COLOR pair names a text style and its color token, as the tokens pair them (written by hand in the
calling check). The row of each style must have a cell per appearance, in the resolved appearances' order, whose
sample text computes the color token's resolved value in that appearance; a style whose color differs between
two appearances must show different colors there.
"""
import json
import os
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from css_browser import DevTools, color_matches, scratch_dir  # noqa: E402

READ = """(() => Object.fromEntries([...document.querySelectorAll('table.text-styles tbody tr')].map(row =>
  [row.dataset.path, [...row.querySelectorAll('td .specimen')].map(e => getComputedStyle(e).color)])))()"""


def main() -> int:
    chromium, page, resolved_path, *pairs = sys.argv[1:]
    resolved = json.loads(pathlib.Path(resolved_path).read_text())
    tokens = {t["path"]: t for t in resolved["tokens"]}
    appearances = resolved["appearances"]
    tools = DevTools(chromium, os.path.join(scratch_dir("swatch-preview-styles-"), "profile"))
    failures = checked = 0
    try:
        tools.open_page(pathlib.Path(page).resolve().as_uri())
        rows = tools.evaluate(READ)
        for style, color in (pair.split("=", 1) for pair in pairs):
            cells = rows.get(style, [])
            if len(cells) != len(appearances):
                failures += 1
                print(f"  {style}: {len(cells)} cell(s), want {len(appearances)}")
                continue
            for name, computed in zip(appearances, cells):
                checked += 1
                want = tokens[color]["values"][name]
                if not color_matches(computed, want, p3=False):
                    failures += 1
                    print(f"  {style} in {name}: {computed}, want {color} {want['hex']}")
            hexes = {tokens[color]["values"][name]["hex"] for name in appearances}
            if len(hexes) > 1 and len(set(cells)) == 1:
                failures += 1
                print(f"  {style}: one color in every appearance, {cells[0]}")
    finally:
        tools.close()
    print(f"preview text styles: {checked} cell(s) checked, {failures} problem(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
