"""Colors in every DTCG color space, converted by Swatch and by Chromium, must give the same sRGB.

Usage: color_spaces.py SWATCH CHROMIUM SEED

Writes a token file of random colors in each of DTCG's fourteen color spaces, half as DTCG color objects and
half as the CSS function that writes the same color (`lab(…)`, `color(rec2020 …)`), with components drawn from
ranges that stay mostly inside sRGB. `swatch resolve` gives each token's 8-bit sRGB hex. Chromium, the
independent oracle, paints the same color (as CSS text) onto an sRGB canvas and reads the pixel back. A color
Swatch's CSS writes a Display P3 rule for lies outside sRGB, where Swatch gamut-maps and a canvas clips, so it is
left out; every other color must agree within one step per channel, and most colors must be checked.
"""
import json
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
from css_browser import DevTools, scratch_dir  # noqa: E402

swatch, chromium, seed = sys.argv[1], sys.argv[2], int(sys.argv[3])
rng = random.Random(seed)
SAMPLES = 24


def unit(low=0.1, high=0.9):
    return round(rng.uniform(low, high), 4)


def hue():
    return round(rng.uniform(0, 359.9), 2)


# Per space: its CSS function text and its DTCG components, both from one draw.
def draw(space):
    if space in ("srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020"):
        gray = unit(0.2, 0.8)
        spread = {"prophoto-rgb": 0.12, "rec2020": 0.15}.get(space, 0.3)
        c = [round(min(max(gray + rng.uniform(-spread, spread), 0), 1), 4) for _ in range(3)]
        return f"color({space} {c[0]} {c[1]} {c[2]})", c
    if space in ("xyz-d65", "xyz-d50"):
        y = unit(0.1, 0.7)
        white = (0.9505, 1.089) if space == "xyz-d65" else (0.9642, 0.8251)
        c = [round(y * white[0] * rng.uniform(0.92, 1.08), 4), y, round(min(y * white[1] * rng.uniform(0.9, 1.1), 1), 4)]
        return f"color({space} {c[0]} {c[1]} {c[2]})", c
    if space == "hsl":
        c = [hue(), round(rng.uniform(0, 100), 2), round(rng.uniform(0, 100), 2)]
        return f"hsl({c[0]} {c[1]}% {c[2]}%)", c
    if space == "hwb":
        c = [hue(), round(rng.uniform(0, 60), 2), round(rng.uniform(0, 60), 2)]
        return f"hwb({c[0]} {c[1]}% {c[2]}%)", c
    if space == "lab":
        c = [round(rng.uniform(25, 90), 3), round(rng.uniform(-30, 30), 3), round(rng.uniform(-30, 30), 3)]
        return f"lab({c[0]} {c[1]} {c[2]})", c
    if space == "lch":
        c = [round(rng.uniform(25, 90), 3), round(rng.uniform(0, 35), 3), hue()]
        return f"lch({c[0]} {c[1]} {c[2]})", c
    if space == "oklab":
        c = [unit(0.35, 0.92), round(rng.uniform(-0.08, 0.08), 4), round(rng.uniform(-0.08, 0.08), 4)]
        return f"oklab({c[0]} {c[1]} {c[2]})", c
    c = [unit(0.35, 0.92), round(rng.uniform(0, 0.1), 4), hue()]
    return f"oklch({c[0]} {c[1]} {c[2]})", c


SPACES = ["srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb",
          "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50"]
work = scratch_dir("swatch-color-spaces-")
tokens, css_text = {}, {}
for space in SPACES:
    group = tokens.setdefault(space.replace("-", ""), {})
    for index in range(SAMPLES):
        text, components = draw(space)
        alpha = 1 if index % 3 else round(rng.uniform(0.2, 1), 3)
        name = f"c{index}"
        as_object = index % 2 == 0
        value = {"colorSpace": space, "components": components, "alpha": alpha} if as_object else (
            text if alpha == 1 else text[:-1] + f" / {alpha})")
        group[name] = {"$type": "color", "$value": value}
        css_text[f"{space.replace('-', '')}.{name}"] = text[:-1] + f" / {alpha})"
os.makedirs(os.path.join(work, "tokens"))
with open(os.path.join(work, "tokens", "colors.tokens.json"), "w") as handle:
    json.dump(tokens, handle, indent=1)
with open(os.path.join(work, "swatch.yaml"), "w") as handle:
    handle.write("tokens: [tokens]\ntraits: {}\noutputs:\n  - { writer: css, path: out/css }\n")
subprocess.run([swatch, "build", "--config", os.path.join(work, "swatch.yaml")], check=True, stdout=subprocess.DEVNULL)
resolved = json.loads(subprocess.run([swatch, "resolve", "--config", os.path.join(work, "swatch.yaml"), "--format",
                                      "json"], check=True, capture_output=True).stdout)
css = open(os.path.join(work, "out", "css", "tokens.css")).read()
wide = {path for path in css_text if f"--{path.replace('.', '-')}: color(display-p3" in css}

page = os.path.join(work, "page.html")
with open(page, "w") as handle:
    handle.write("<!doctype html><canvas id=c width=1 height=1></canvas>")
PAINT = """(() => {
  const ctx = document.getElementById('c').getContext('2d', {willReadFrequently: true}), out = {};
  for (const [name, text] of Object.entries(%s)) {
    ctx.clearRect(0, 0, 1, 1); ctx.fillStyle = '#000'; ctx.fillStyle = text; ctx.fillRect(0, 0, 1, 1);
    const d = ctx.getImageData(0, 0, 1, 1).data; out[name] = [d[0], d[1], d[2], d[3]];
  }
  return out;
})()"""


def chromium_rec2020(text):
    """`color(rec2020 …)` as a browser that still decodes Rec. 2020 with BT.2020's camera curve must be given it
    to paint what CSS Color 4 now means (BT.1886's power of 2.4): each component decoded with the power and
    encoded again with the camera curve, so the browser's decoding gives the same linear light. Only the 1-D
    curves are computed here; Chromium still applies the primaries."""
    if not text.startswith("color(rec2020 "):
        return text
    alpha, beta = 1.09929682680944, 0.018053968510807
    def camera(linear):
        return alpha * linear ** 0.45 - (alpha - 1) if linear > beta else 4.5 * linear
    components = [camera(float(c) ** 2.4) for c in text[len("color(rec2020 "):-1].split()]
    return "color(rec2020 " + " ".join(f"{c:.9f}" for c in components) + ")"


tools = DevTools(chromium, os.path.join(work, "profile"))
try:
    tools.open_page("file://" + page)
    # Each color painted opaque, so the pixel holds the color rather than a premultiplied blend.
    opaque = {path: text.rsplit(" / ", 1)[0] + ")" for path, text in css_text.items()}
    painted = tools.evaluate(PAINT % json.dumps(opaque))
    # Which curve this Chromium decodes Rec. 2020 with: mid gray under BT.1886 is far darker.
    probe = tools.evaluate(PAINT % json.dumps({"gray": "color(rec2020 0.5 0.5 0.5)"}))["gray"][0]
    if probe > 130:  # 139 under the camera curve, 121 under BT.1886
        painted.update(tools.evaluate(PAINT % json.dumps({p: chromium_rec2020(t) for p, t in opaque.items()})))
finally:
    tools.close()

failures, checked = 0, 0
for token in resolved["tokens"]:
    path = token["path"]
    if path in wide:
        continue
    value = next(iter(token["values"].values()))
    hex_text = value["hex"]
    mine = [int(hex_text[i:i + 2], 16) for i in (1, 3, 5)]
    theirs = painted[path][:3]
    checked += 1
    if max(abs(a - b) for a, b in zip(mine, theirs)) > 1:
        failures += 1
        print(f"FAIL {path} {css_text[path]}: Swatch {hex_text}, Chromium rgb{tuple(theirs)}")
    expected_alpha = float(css_text[path].rsplit(" / ", 1)[1][:-1])
    if abs(value["alpha"] - expected_alpha) > 1e-9:
        failures += 1
        print(f"FAIL {path}: alpha {value['alpha']}, written {expected_alpha}")
total = len(css_text)
print(f"color spaces: {checked} of {total} colors in {len(SPACES)} spaces checked against Chromium "
      f"({len(wide)} outside sRGB left out), {failures} mismatch(es)")
if checked < total * 0.7:
    print(f"FAIL: only {checked} of {total} colors lie inside sRGB; the draws should keep most inside")
    failures += 1
sys.exit(1 if failures else 0)
