"""Loads Swatch's CSS for image tokens in headless Chromium and checks every image URL per appearance.

Usage: images_browser.py CHROMIUM TOKENS.css RESOLVED.json

The page links the stylesheet from its own folder, so each `url()` resolves relative to the CSS file as a site
would serve it. For every emulated `prefers-color-scheme` and `prefers-contrast` and every forced
`data-appearance` / `data-contrast`, each image token whose files are PNG, JPEG, WebP or SVG must give
`background-image: var(--name)` a URL whose file is byte-identical to the token's file in the appearance that
applies (paths as `swatch resolve` printed them, relative to the working directory), and that URL must load and
decode as an image (naturalWidth > 0).
"""
import itertools
import json
import os
import pathlib
import sys
import urllib.parse

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from css_browser import DevTools, kebab, scratch_dir  # noqa: E402

WEB = {"png", "jpg", "jpeg", "webp", "svg"}
READ = """(async () => {
  const probe = document.getElementById('probe');
  const out = {};
  for (const name of %s) {
    probe.style.backgroundImage = `var(${name})`;
    const value = getComputedStyle(probe).backgroundImage;
    const url = (value.match(/^url\\("(.*)"\\)$/) || [])[1] || null;
    let width = 0;
    if (url) {
      const image = new Image();
      image.src = url;
      try { await image.decode(); width = image.naturalWidth; } catch (e) { width = -1; }
    }
    out[name] = [url, width];
  }
  return out;
})()"""


def main() -> int:
    chromium, css_path, resolved_path = sys.argv[1:4]
    resolved = json.loads(pathlib.Path(resolved_path).read_text())
    traits = resolved["traits"]
    tokens = {"--" + kebab(t["path"]): t for t in resolved["tokens"] if t["type"] == "image"
              and all(v.rsplit(".", 1)[-1].lower() in WEB for v in t["values"].values())}
    css = pathlib.Path(css_path).resolve()
    page = css.parent / "images-check.html"
    page.write_text(f'<!doctype html><html><head><link rel="stylesheet" href="{css.name}"></head>'
                    '<body><div id="probe"></div></body></html>')
    tools = DevTools(chromium, scratch_dir("swatch-images-"))
    checked = failures = 0
    try:
        tools.open_page(page.as_uri())
        contrast = next((t["values"] for t in traits if t["name"] == "contrast"), ["normal"])
        for scheme, more, forced_dark, forced_high in itertools.product(
                ["light", "dark"], ["no-preference", "more"], [None, "light", "dark"], [None, *contrast]):
            features = [{"name": "prefers-color-scheme", "value": scheme},
                        {"name": "prefers-contrast", "value": more}]
            tools.call("Emulation.setEmulatedMedia", media="", features=features)
            attrs = {"data-appearance": forced_dark, "data-contrast": forced_high}
            tools.evaluate("(() => { const h = document.documentElement;"
                           " for (const a of [...h.attributes]) h.removeAttribute(a.name);"
                           + "".join(f"h.setAttribute('{k}', '{v}');" for k, v in attrs.items() if v) + "})()")
            reply = tools.call("Runtime.evaluate", expression=READ % json.dumps(list(tokens)), awaitPromise=True,
                               returnByValue=True)
            values = reply["result"]["value"]
            chosen = {"appearance": forced_dark or scheme,
                      "contrast": forced_high or (contrast[-1] if more == "more" else contrast[0])}
            name = " ".join(chosen.get(t["name"], t["values"][0]) for t in traits)
            for prop, token in tokens.items():
                checked += 1
                url, width = values[prop]
                want = pathlib.Path(token["values"][name]).read_bytes()
                got = pathlib.Path(urllib.parse.unquote(urllib.parse.urlparse(url).path)).read_bytes() if url else None
                if got != want or width <= 0:
                    failures += 1
                    if failures <= 20:
                        print(f"{prop} [{name}; {scheme}, {more}, {attrs}]: {url} (width {width}), "
                              f"expected a copy of {token['values'][name]}")
    finally:
        tools.close()
        page.unlink()
    print(f"{css}: {len(tokens)} image tokens, {checked} URLs checked, {failures} problem(s)")
    return 1 if failures or not tokens else 0


if __name__ == "__main__":
    sys.exit(main())
