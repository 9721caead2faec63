"""Wide gamut CSS read back by Chromium with a Display P3 screen profile rather than emulated media.

Usage: css_wide_gamut.py CHROMIUM TOKENS.css RESOLVED.json

Chromium runs with `--force-color-profile=display-p3-d65` and no media emulation: `(color-gamut: p3)` must
then match by itself, and in every appearance (forced with `data-<trait>` on <html>) every color token's
computed value must be its Display P3 components (color_math.py) when it is wide gamut, else its 8-bit sRGB
hex. Then, without the profile, the same page must compute the sRGB hex fallbacks. Last, a screenshot with
the profile (`check_pixels`): headless Chromium rasterizes in sRGB, so the P3 rule paints the P3 color clipped
to sRGB, re-encoded in the P3 profile; where that differs from what the hex fallback paints (a color the gamut
mapping moved more than a clip would), the swatch must be painted by the P3 rule. A screenshot cannot show a
color outside sRGB: the check prints the pixels rather than claim it does.
"""
import base64
import itertools
import json
import os
import pathlib
import struct
import sys
import zlib

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from color_math import display_p3, is_wide_gamut, p3_to_srgb, srgb_to_p3  # noqa: E402
from css_browser import DevTools, color_matches, kebab, scratch_dir  # noqa: E402

P3_PROFILE = "--force-color-profile=display-p3-d65"

READ = """(() => {
  const out = {}, probe = document.getElementById('probe');
  for (const name of %s) { probe.style.color = `var(${name})`; out[name] = getComputedStyle(probe).color; }
  return {p3: matchMedia('(color-gamut: p3)').matches, out};
})()"""


def pixels(png: bytes):
    """Rows of (r, g, b) of an 8-bit RGB or RGBA PNG, as Chromium writes screenshots."""
    position, data, width, kind = 8, b"", 0, 2
    while position < len(png):
        (length,) = struct.unpack(">I", png[position:position + 4])
        chunk, body = png[position + 4:position + 8], png[position + 8:position + 8 + length]
        position += 12 + length
        if chunk == b"IHDR":
            width, height, _, kind = struct.unpack(">IIBB", body[:10])
        elif chunk == b"IDAT":
            data += body
    raw, size = zlib.decompress(data), {2: 3, 6: 4}[kind]
    stride, rows, previous, offset = width * size, [], bytearray(width * size), 0
    for _ in range(height):
        kind_of_filter, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for x in range(stride):
            a = line[x - size] if x >= size else 0
            b, c = previous[x], (previous[x - size] if x >= size else 0)
            p = a + b - c
            predictor = [0, a, b, (a + b) // 2,
                         a if abs(p - a) <= abs(p - b) and abs(p - a) <= abs(p - c) else b if abs(p - b) <= abs(p - c)
                         else c][kind_of_filter]
            line[x] = (line[x] + predictor) & 255
        rows.append([tuple(line[i:i + 3]) for i in range(0, stride, size)])
        previous = line
    return rows


def check_pixels(name, value, drawn, fallback) -> int:
    """1 when an opaque wide color whose P3 rule and hex fallback would paint differently paints as the fallback.

    Headless Chromium clips to sRGB before encoding in the P3 profile, so the P3 rule is expected to paint its
    components clipped to sRGB; where that equals the hex (a color the gamut mapping only clipped), the two
    rules paint alike and the pixel cannot tell them apart.
    """
    clipped = [min(max(c, 0), 1) for c in p3_to_srgb(display_p3(value))]
    predicted = [round(c * 255) for c in srgb_to_p3(clipped)]
    hex_pixel = [round(c * 255) for c in srgb_to_p3([int(value["hex"][i:i + 2], 16) / 255 for i in (1, 3, 5)])]
    print(f"  {name}: painted {drawn} (P3 rule, clipped to sRGB: {tuple(predicted)}), its hex fallback painted "
          f"{fallback} (predicted {tuple(hex_pixel)})")
    distinct = max(abs(a - b) for a, b in zip(predicted, hex_pixel)) > 3
    if value["alpha"] < 1 or not is_wide_gamut(value) or not distinct:
        return 0
    if max(abs(a - b) for a, b in zip(drawn, predicted)) <= 3 and drawn != fallback:
        return 0
    print(f"mismatch: {name} is not painted by its P3 rule under the P3 profile")
    return 1


def main() -> int:
    chromium, css_path, resolved_path = sys.argv[1:4]
    resolved = json.loads(pathlib.Path(resolved_path).read_text())
    colors = {"--" + kebab(t["path"]): t for t in resolved["tokens"] if t["type"] == "color"}
    wide = sorted(n for n, t in colors.items() if any(is_wide_gamut(v) for v in t["values"].values()))
    if not wide:
        print("error: no wide gamut color in the case")
        return 1
    work = scratch_dir("swatch-p3-")
    page = pathlib.Path(work, "page.html")
    default = resolved["appearances"][0] if resolved["appearances"] else "default"
    swatches = "".join(
        f'<div style="background: var({n})"></div><div style="background: {colors[n]["values"][default]["hex"]}"></div>'
        for n in wide)
    page.write_text(f"<!doctype html><html><head><style>{pathlib.Path(css_path).read_text()}"
                    f" body {{ margin: 0 }} div {{ width: 20px; height: 20px }}</style></head><body>"
                    f'<span id="probe"></span>{swatches}</body></html>')
    failures = checked = 0
    for flags, p3 in (([P3_PROFILE], True), ([], False)):
        tools = DevTools(chromium, os.path.join(work, f"profile-{p3}"), flags)
        try:
            tools.open_page(page.as_uri())
            traits = resolved["traits"]
            for values in itertools.product(*[t["values"] for t in traits]):
                attrs = {t["name"]: v for t, v in zip(traits, values)}
                tools.evaluate("(() => { const h = document.documentElement;"
                               f" for (const [k, v] of Object.entries({json.dumps(attrs)})) h.setAttribute('data-' + k, v); }})()")
                result = tools.evaluate(READ % json.dumps(list(colors)))
                if result["p3"] != p3:
                    print(f"error: (color-gamut: p3) is {result['p3']} with flags {flags}")
                    return 1
                appearance = " ".join(values) or "default"
                for name, token in colors.items():
                    checked += 1
                    if not color_matches(result["out"][name], token["values"][appearance], p3):
                        failures += 1
                        print(f"mismatch: {name} in '{appearance}' {flags}: got {result['out'][name]}")
            if p3:
                tools.evaluate("(() => { const h = document.documentElement;"
                               " for (const a of [...h.attributes]) h.removeAttribute(a.name); })()")
                shot = tools.call("Page.captureScreenshot", format="png",
                                  clip={"x": 0, "y": 0, "width": 20, "height": 40 * len(wide), "scale": 1})
                rows = pixels(base64.b64decode(shot["data"]))
                for index, name in enumerate(wide):
                    failures += check_pixels(name, colors[name]["values"][default], rows[40 * index + 10][10],
                                             rows[40 * index + 30][10])
        finally:
            tools.close()
    print(f"{css_path}: {checked} computed colors checked with and without a Display P3 profile, {failures} mismatches")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
