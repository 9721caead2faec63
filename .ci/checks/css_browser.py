"""Reads Swatch's CSS back in headless Chromium and compares every custom property with `swatch resolve`.

Usage: css_browser.py CHROMIUM TOKENS.css RESOLVED.json [--prefix PREFIX]

Chromium runs with --remote-debugging-pipe (DevTools protocol over fds 3 and 4, no extra Python modules).
For every combination of emulated media (prefers-color-scheme, prefers-contrast, color-gamut, and
prefers-reduced-motion / prefers-reduced-transparency for a project with a `motion` / `transparency` trait), forced
`data-appearance` / `data-contrast` on <html>, and every scoped trait state placed on one element, on nested
elements in both orders, on <html> itself and inherited by a plain child, the computed value of every token
must equal the resolved value of the appearance that applies there: colors read through `color: var(--x)`
as 8-bit sRGB (or Display P3 components within 1e-3 where `color-gamut: p3` is emulated and the color is
wide gamut: a Display P3 token, or an HSL or OKLCH color outside sRGB, converted by color_math.py), other
values as their CSS text. Composites are read where they are used: a shadow as the
computed `box-shadow` of `box-shadow: var(--x)`, a border as the computed width, style and color of
`border: var(--x)`, a typography token as the computed `font-size`, `font-weight` and `line-height` of an
element carrying its utility class, a gradient as the computed `background-image` of
`background-image: var(--x)` (each stop's color and position), a transition as the computed duration, delay
and timing function of `transition: var(--x)`, a stroke style as the computed `border-style` of
`border-style: var(--x)` (`dashed` for a dash array), a material as the computed `background-color` and
`backdrop-filter` of an element carrying its utility class (with `prefers-reduced-transparency` emulated too
when no `transparency` trait decides it). Where a token is absent (`"absent"` in the resolved
JSON: a context-only token), its custom property must compute to nothing (guaranteed-invalid).
"""
import atexit
import itertools
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from color_math import display_p3, is_wide_gamut  # noqa: E402
from dimension_units import css_px  # noqa: E402

PAGE_TRAITS = ("appearance", "contrast", "motion", "transparency")
# The accessibility traits (docs/accessibility-traits.md): the media feature each follows and its value words.
REDUCED = {"motion": ("prefers-reduced-motion", ("reduced", "reduce", "reduced-motion")),
           "transparency": ("prefers-reduced-transparency", ("reduced", "reduce", "reduced-transparency"))}


def scratch_dir(prefix: str) -> str:
    """A new folder under the system's temporary folder, removed with everything in it when the check exits."""
    path = tempfile.mkdtemp(prefix=prefix)
    atexit.register(shutil.rmtree, path, True)
    return path


class DevTools:
    """A DevTools protocol client over Chromium's --remote-debugging-pipe."""

    def __init__(self, chromium: str, profile: str, flags=()):
        to_chrome_r, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_w = os.pipe()

        def child_fds():  # runs before Popen closes other fds, so 3 and 4 are listed in pass_fds
            read_end, write_end = os.dup(to_chrome_r), os.dup(from_chrome_w)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             f"--user-data-dir={profile}", "--no-first-run", *flags, "about:blank"],
            pass_fds=(3, 4), preexec_fn=child_fds,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.buffer = b""
        self.next_id = 0
        self.session = None

    def call(self, method: str, session: bool = True, **params):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_chrome, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.read()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def read(self) -> dict:
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_chrome, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def open_page(self, url: str):
        target = self.call("Target.createTarget", session=False, url="about:blank")["targetId"]
        self.session = self.call("Target.attachToTarget", session=False, targetId=target, flatten=True)["sessionId"]
        self.call("Page.enable")
        self.call("Page.navigate", url=url)
        while True:
            event = self.read()
            if event.get("method") == "Page.loadEventFired":
                return

    def evaluate(self, expression: str):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(json.dumps(result["exceptionDetails"])[:2000])
        return result["result"].get("value")

    def close(self):
        try:
            self.call("Browser.close", session=False)
        except RuntimeError:
            pass
        self.process.wait(timeout=30)


def words(component: str):
    found, current, previous_lower = [], "", False
    for ch in component:
        if not (ch.isascii() and ch.isalnum()):
            if current:
                found.append(current)
            current, previous_lower = "", False
            continue
        if ch.isupper() and previous_lower:
            found.append(current)
            current = ""
        current += ch
        previous_lower = ch.islower() or ch.isdigit()
    if current:
        found.append(current)
    return found


def kebab(path: str) -> str:
    parts = [w.lower() for c in path.split(".") if c != "$root" for w in words(c)]
    return "-".join(parts) or "token"  # a path of symbols alone (`_`) is named `token`


def number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def css_decode(text: str) -> str:
    """`text` with the escapes inside its CSS strings decoded (`\\3c ` is `<`, `\\"` is `"`), quotes kept."""
    out, i, quoted = [], 0, False
    while i < len(text):
        ch = text[i]
        if ch == '"':
            quoted = not quoted
        elif ch == "\\" and quoted and i + 1 < len(text):
            digits = re.match(r"[0-9a-fA-F]{1,6}", text[i + 1:])
            if digits:
                i += 1 + len(digits.group(0))
                if i < len(text) and text[i] in " \t\n":
                    i += 1
                out.append(chr(int(digits.group(0), 16)))
                continue
            out.append(text[i + 1])
            i += 2
            continue
        out.append(ch)
        i += 1
    return "".join(out)


def expected_text(token_type: str, value):
    if token_type == "dimension":
        # Every dimension keeps a unit, zero too (a unitless zero is px): a bare 0 is a number in calc().
        unit = "px" if value["unit"] in ("dp", "") else value["unit"]
        return number(value["value"]) + unit
    if token_type == "duration":
        ms = value["value"] * (1000 if value["unit"] == "s" else 1)
        return number(ms) + "ms"
    if token_type in ("number", "fontWeight"):
        return number(value)
    if token_type == "cubicBezier":
        return "cubic-bezier(" + ", ".join(number(v) for v in value) + ")"
    if token_type == "fontFamily":
        generic = {"serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif",
                   "ui-sans-serif", "ui-monospace", "ui-rounded", "emoji", "math", "fangsong"}
        # Bare when generic or one identifier (`-apple-system`, `Menlo`), else a quoted string.
        ident = re.compile(r"^-?[A-Za-z_][A-Za-z0-9_-]*$")
        wide = {"inherit", "initial", "unset", "revert", "revert-layer", "default"}
        return ", ".join(f if f in generic or (ident.match(f) and f.lower() not in wide) else '"' + f + '"'
                         for f in value)
    if token_type == "string":
        # Bare when a list of common keywords or one function call of safe characters (docs/web-android.md).
        keywords = {"auto", "bold", "bolder", "capitalize", "center", "currentcolor", "dashed", "dotted", "double",
                    "hidden", "inset", "italic", "justify", "left", "lighter", "line-through",
                    "lowercase", "none", "normal", "nowrap", "oblique", "overline", "pre", "pre-line", "pre-wrap",
                    "right", "small-caps", "solid", "transparent", "underline", "uppercase",
                    "visible", "wrap"}
        if all(w in keywords for w in value.split(" ")):
            return value
        call = re.fullmatch(r"-?[A-Za-z_][A-Za-z0-9_-]*\([A-Za-z0-9 ._,%#/+*()-]*\)", value)
        if call and "/*" not in value and "*/" not in value:
            depth, ok = 0, True
            for i, ch in enumerate(value):
                depth += (ch == "(") - (ch == ")")
                if depth < 0 or (depth == 0 and ch == ")" and i != len(value) - 1):
                    ok = False
            if ok and depth == 0:
                return value
        return '"' + value + '"'  # compared with the browser's text decoded (css_decode)
    raise ValueError(token_type)


def color_matches(computed: str, value, p3: bool) -> bool:
    match = re.fullmatch(r"rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)", computed)
    wide = p3 and is_wide_gamut(value)
    if match and not wide:
        hexes = value["hex"]
        want = [int(hexes[i:i + 2], 16) for i in (1, 3, 5, 7)]
        got = [int(match[1]), int(match[2]), int(match[3]), int(float(match[4] or 1) * 255 + 0.5)]
        return got == want
    match = re.fullmatch(r"color\(display-p3 ([-\d.e]+) ([-\d.e]+) ([-\d.e]+)(?: / ([\d.]+))?\)", computed)
    if match and wide:
        got = [float(match[i]) for i in (1, 2, 3)] + [float(match[4] or 1)]
        want = display_p3(value) + [value["alpha"]]
        return all(abs(a - b) <= 1e-3 for a, b in zip(got, want))
    return False


READ_SCRIPT = """
(() => {
  const names = %s, colors = new Set(%s), composites = %s, partly = new Set(%s), out = {};
  for (const el of document.querySelectorAll('[data-probe]')) {
    const probe = el.querySelector(':scope > span.probe');
    const style = getComputedStyle(el), values = {};
    for (const name of partly) values[name + ' raw'] = style.getPropertyValue(name).trim();
    for (const name of names) {
      const kind = composites[name];
      if (colors.has(name)) { probe.style.color = `var(${name})`; values[name] = getComputedStyle(probe).color; }
      else if (kind === 'shadow') {
        probe.style.boxShadow = `var(${name})`;
        values[name] = getComputedStyle(probe).boxShadow;
        probe.style.boxShadow = '';
      } else if (kind === 'border') {
        probe.style.border = `var(${name})`;
        const c = getComputedStyle(probe);
        values[name] = [c.borderTopWidth, c.borderTopStyle, c.borderTopColor].join(' ');
        probe.style.border = '';
      } else if (kind === 'typography') {
        probe.className = 'probe ' + name.slice(2);
        const c = getComputedStyle(probe);
        values[name] = [c.fontSize, c.fontWeight, c.lineHeight].join(' ');
        probe.className = 'probe';
        // The `font` shorthand property itself, read where it is used: `font: var(--type-body)`.
        probe.style.font = `var(${name})`;
        const f = getComputedStyle(probe);
        values[name + ' font'] = [f.fontSize, f.fontWeight, f.lineHeight].join(' ');
        probe.style.font = '';
      } else if (kind === 'gradient') {
        probe.style.backgroundImage = `var(${name})`;
        values[name] = getComputedStyle(probe).backgroundImage;
        probe.style.backgroundImage = '';
      } else if (kind === 'transition') {
        // Read on a new element: on the probe, a transition token would animate the probe's color to the next
        // state's value, so the color read there would be a frame of the animation.
        const t = el.appendChild(document.createElement('span'));
        t.style.transition = `var(${name})`;
        const c = getComputedStyle(t);
        values[name] = [c.transitionDuration, c.transitionDelay, c.transitionTimingFunction].join(' ');
        t.remove();
      } else if (kind === 'material') {
        probe.className = 'probe ' + name.slice(2);
        const c = getComputedStyle(probe);
        values[name] = [c.backgroundColor, c.backdropFilter].join(' | ');
        probe.className = 'probe';
      } else if (kind === 'strokeStyle') {
        probe.style.borderStyle = `var(${name})`;
        values[name] = getComputedStyle(probe).borderTopStyle;
        probe.style.borderStyle = '';
      }
      else values[name] = style.getPropertyValue(name).trim();
    }
    out[el.dataset.probe] = values;
  }
  return {out, p3: matchMedia('(color-gamut: p3)').matches};
})()
"""


COMPOSITE_CHECKED = ("shadow", "border", "typography", "gradient", "transition", "strokeStyle", "material")
# What Swatch's CSS draws for a material (docs/materials.md): the blur radius per thickness, and the fallback's
# alpha over the blur when the token has no tint.
MATERIAL_BLUR = {"ultraThin": 8, "thin": 16, "regular": 24, "thick": 32, "chrome": 40}
MATERIAL_ALPHA = {"ultraThin": 0.35, "thin": 0.5, "regular": 0.65, "thick": 0.8, "chrome": 0.85}
NAMED_CURVES = {"ease": [0.25, 0.1, 0.25, 1], "linear": [0, 0, 1, 1], "ease-in": [0.42, 0, 1, 1],
                "ease-out": [0, 0, 0.58, 1], "ease-in-out": [0.42, 0, 0.58, 1]}
COLOR = r"rgba?\([^)]*\)"


def px(dimension):
    return css_px(dimension)


def close(text, want):
    return abs(float(text) - want) < 0.02


def seconds(duration):
    return duration["value"] / (1000 if duration["unit"] == "ms" else 1)


def composite_matches(token_type, got, value, reduced=False):
    """Whether the computed text a composite's property gives is what its resolved DTCG value means."""
    if token_type == "shadow":
        layers = value if isinstance(value, list) else [value]
        found = re.findall(rf"({COLOR}) (-?[\d.]+)px (-?[\d.]+)px (-?[\d.]+)px (-?[\d.]+)px( inset)?", got)
        return len(found) == len(layers) and all(
            color_matches(f[0], l["color"], False) and close(f[1], px(l["offsetX"])) and close(f[2], px(l["offsetY"]))
            and close(f[3], px(l["blur"])) and close(f[4], px(l["spread"])) and bool(f[5]) == bool(l.get("inset"))
            for f, l in zip(found, layers))
    if token_type == "border":
        m = re.fullmatch(rf"([\d.]+)px (\w+) ({COLOR})", got)
        style = value["style"] if isinstance(value["style"], str) else "dashed"
        return bool(m) and close(m[1], px(value["width"])) and m[2] == style and color_matches(m[3], value["color"], False)
    if token_type == "typography":
        size, weight, line = got.split(" ")
        ok = "fontSize" not in value or close(size.removesuffix("px"), px(value["fontSize"]))
        ok = ok and ("fontWeight" not in value or weight == str(value["fontWeight"]))
        if "lineHeight" in value and "fontSize" in value:
            ok = ok and close(line.removesuffix("px"), value["lineHeight"] * px(value["fontSize"]))
        return ok
    if token_type == "gradient":
        found = re.findall(rf"({COLOR}) (-?[\d.]+)%", got)
        return got.startswith("linear-gradient(") and len(found) == len(value) and all(
            color_matches(f[0], stop["color"], False) and close(f[1], stop["position"] * 100)
            for f, stop in zip(found, value))
    if token_type == "transition":
        m = re.fullmatch(r"([\d.]+)s ([\d.]+)s (.+)", got)
        if not m:
            return False
        curve = NAMED_CURVES.get(m[3]) or [float(x) for x in re.findall(r"-?[\d.]+", m[3])]
        return (close(m[1], seconds(value["duration"])) and close(m[2], seconds(value.get("delay", {"value": 0,
                "unit": "ms"}))) and len(curve) == 4 and all(abs(a - b) < 1e-3
                for a, b in zip(curve, value["timingFunction"])))
    if token_type == "strokeStyle":
        return got == (value if isinstance(value, str) else "dashed")
    if token_type == "material":
        return material_matches(got, value, reduced)
    raise ValueError(token_type)


def material_matches(got, value, reduced):
    """A material's utility class: its fill (the tint, or the fallback at the thickness's alpha) and
    `blur(…) saturate(1.8)`; the opaque fallback and `none` where Reduce Transparency applies (the trait's
    reduced appearance, `opaque` in the resolved value, or the media feature for a project without the trait)."""
    background, _, backdrop = got.partition(" | ")
    if value.get("opaque") or reduced:
        return color_matches(background, value["fallback"], False) and backdrop == "none"
    fill = value.get("tint") or dict(value["fallback"], hex=value["fallback"]["hex"][:7]
                                     + "%02X" % int(MATERIAL_ALPHA[value["thickness"]] * 255 + 0.5))
    return color_matches(background, fill, False) and backdrop == f"blur({MATERIAL_BLUR[value['thickness']]}px) saturate(1.8)"


def element_layout(scoped, states):
    """HTML for every scoped state: on one element, nested in trait order and reversed, with a plain child."""
    html = ['<div data-probe="root-child"><span class="probe"></span></div>']
    for state in states:
        attrs = [(scoped[i]["name"], scoped[i]["values"][v]) for i, v in enumerate(state) if v]
        if not attrs:
            continue
        key = "+".join(f"{n}={v}" for n, v in attrs)
        together = " ".join(f'data-{n}="{v}"' for n, v in attrs)
        html.append(f'<div {together} data-probe="{key}|same"><span class="probe"></span>'
                    f'<div data-probe="{key}|child"><span class="probe"></span></div></div>')
        for order, seq in (("nested", attrs), ("reversed", list(reversed(attrs)))):
            if len(attrs) < 2 and order == "reversed":
                continue
            opening = "".join(f'<div data-{n}="{v}">' for n, v in seq[:-1])
            n, v = seq[-1]
            html.append(f'{opening}<div data-{n}="{v}" data-probe="{key}|{order}"><span class="probe"></span></div>'
                        + "</div>" * (len(seq) - 1))
    return "\n".join(html)


def appearance_layout(page):
    """HTML forcing each appearance on a <section> below <html>, with a plain child, and each pair nested
    (a light section inside a dark one): probes `appearance:dark|section`, `appearance:dark>light|nested`."""
    trait = next((t for t in page if t["name"] == "appearance"), None)
    if trait is None:
        return ""
    html = []
    for value in trait["values"]:
        html.append(f'<section data-appearance="{value}" data-probe="appearance:{value}|section">'
                    f'<span class="probe"></span><div data-probe="appearance:{value}|child"><span class="probe">'
                    '</span></div></section>')
        for inner in trait["values"]:
            if inner != value:
                html.append(f'<section data-appearance="{value}"><div data-appearance="{inner}" '
                            f'data-probe="appearance:{value}>{inner}|nested"><span class="probe"></span></div>'
                            '</section>')
    return "\n".join(html)


def varies_with_appearance(resolved) -> bool:
    """Whether some token has another value in dark than in light, every other trait the same: only then may
    the page declare `color-scheme: light dark`, else a dark system draws form controls dark over light tokens."""
    traits = resolved["traits"]
    names = [t["name"] for t in traits]
    if "appearance" not in names or not {"light", "dark"} <= set(traits[names.index("appearance")]["values"]):
        return False
    others = [t["values"] if t["name"] != "appearance" else [None] for t in traits]
    for token in resolved["tokens"]:
        for combination in itertools.product(*others):
            light, dark = ([word if word is not None else scheme for word in combination] for scheme in ("light", "dark"))
            if token["values"].get(" ".join(light)) != token["values"].get(" ".join(dark)):
                return True
    return False


def main() -> int:
    chromium, css_path, resolved_path = sys.argv[1:4]
    prefix = sys.argv[5] if len(sys.argv) > 5 and sys.argv[4] == "--prefix" else ""
    resolved = json.loads(pathlib.Path(resolved_path).read_text())
    traits = resolved["traits"]
    page = [t for t in traits if t["name"] in PAGE_TRAITS]
    scoped = [t for t in traits if t["name"] not in PAGE_TRAITS]
    scoped_states = list(itertools.product(*[range(len(t["values"])) for t in scoped]))
    tokens = {"--" + prefix + kebab(t["path"]): t for t in resolved["tokens"]}
    colors = [n for n, t in tokens.items() if t["type"] == "color"]

    def appearance(page_values: dict, state) -> str:
        chosen = {t["name"]: t["values"][0] for t in traits}
        chosen.update(page_values)
        chosen.update({scoped[i]["name"]: scoped[i]["values"][v] for i, v in enumerate(state)})
        return " ".join(chosen[t["name"]] for t in traits) or "default"  # no traits: one appearance, `default`

    workdir = scratch_dir("swatch-css-")
    page_file = pathlib.Path(workdir, "page.html")
    css_text = pathlib.Path(css_path).read_text()
    page_file.write_text(f"<!doctype html><html><head><style>{css_text}</style></head><body>"
                         f"{element_layout(scoped, scoped_states)}\n{appearance_layout(page)}</body></html>")
    tools = DevTools(chromium, os.path.join(workdir, "profile"))
    checked = failures = skipped = 0
    try:
        tools.open_page(page_file.as_uri())
        scheme = tools.evaluate("getComputedStyle(document.documentElement).colorScheme")
        wanted_scheme = "light dark" if varies_with_appearance(resolved) else "normal"
        if scheme != wanted_scheme:
            failures += 1
            print(f"mismatch: :root's color-scheme is {scheme!r}, want {wanted_scheme!r}")
        composites = {n: t["type"] for n, t in tokens.items() if t["type"] in COMPOSITE_CHECKED}
        partly = [n for n, t in tokens.items() if t.get("absent")]
        script = READ_SCRIPT % (json.dumps(list(tokens)), json.dumps(colors), json.dumps(composites),
                                json.dumps(partly))
        media_axes = [("prefers-color-scheme", ["light", "dark"]), ("prefers-contrast", ["no-preference", "more"]),
                      ("color-gamut", ["srgb", "p3"])]
        # Emulated only for a project with the trait, so other cases take no longer.
        reduced_axes = [(t["name"], REDUCED[t["name"]]) for t in page if t["name"] in REDUCED]
        media_axes += [(feature, ["no-preference", "reduce"]) for _, (feature, _) in reduced_axes]
        # Materials follow prefers-reduced-transparency through their class when no trait decides it.
        class_reduced = "material" in composites.values() and not any(n == "transparency" for n, _ in reduced_axes)
        if class_reduced:
            media_axes.append(("prefers-reduced-transparency", ["no-preference", "reduce"]))
        forced_axes = {t["name"]: [None] + t["values"] for t in page}
        html_scoped = [None] + [s for s in scoped_states if any(s)]
        for media in itertools.product(*[values for _, values in media_axes]):
            features = [{"name": name, "value": value} for (name, _), value in zip(media_axes, media)]
            tools.call("Emulation.setEmulatedMedia", media="", features=features)
            system = {"appearance": media[0], "contrast": "high-contrast" if media[1] == "more" else "normal"}
            for (name, (_, words)), value in zip(reduced_axes, media[3:]):
                values = next(t["values"] for t in page if t["name"] == name)
                system[name] = next((v for v in values if v in words), values[0]) if value == "reduce" else values[0]
            for forced in itertools.product(*forced_axes.values()):
                for on_html in html_scoped:
                    if on_html is not None and any(forced):
                        continue  # scoped traits on <html>: checked with the system's appearance only
                    attrs = {name: value for name, value in zip(forced_axes, forced) if value}
                    if on_html:
                        attrs.update({scoped[i]["name"]: scoped[i]["values"][v] for i, v in enumerate(on_html) if v})
                    tools.evaluate(
                        "(() => { const h = document.documentElement;"
                        " for (const a of [...h.attributes]) h.removeAttribute(a.name);"
                        f" for (const [k, v] of Object.entries({json.dumps(attrs)})) h.setAttribute('data-' + k, v); }})()")
                    page_values = {t["name"]: attrs.get(t["name"]) or system.get(t["name"], t["values"][0])
                                   for t in page}
                    result = tools.evaluate(script)
                    p3 = result["p3"]
                    if p3 != (media[2] == "p3"):
                        print(f"error: color-gamut emulation not applied ({media})")
                        return 1
                    base = on_html or tuple(0 for _ in scoped)
                    for probe, values in result["out"].items():
                        state = list(base)
                        if probe.startswith("appearance:"):
                            if on_html:
                                skipped += 1  # a scoped trait on an ancestor of a forced appearance: documented
                                continue
                            forced_here = probe.split("|")[0].split(">")[-1].split(":")[-1]
                            name_of_appearance = appearance({**page_values, "appearance": forced_here}, state)
                        elif probe != "root-child":
                            key, placement = probe.split("|")
                            pairs = [part.split("=") for part in key.split("+")]
                            own = {"same": pairs, "child": [], "nested": pairs[-1:], "reversed": pairs[:1]}[placement]
                            if own and any(on_html and on_html[i] and name == scoped[i]["name"]
                                           and value != scoped[i]["values"][on_html[i]]
                                           for name, value in pairs if [name, value] not in own
                                           for i in range(len(scoped))):
                                skipped += 1  # two values of one scoped trait on ancestors: documented limit
                                continue
                            for name, value in pairs:  # the nearest value wins: body elements over <html>
                                index = next(i for i, t in enumerate(scoped) if t["name"] == name)
                                state[index] = scoped[index]["values"].index(value)
                        if not probe.startswith("appearance:"):
                            name_of_appearance = appearance(page_values, state)
                        for prop, token in tokens.items():
                            want = token["values"].get(name_of_appearance)
                            got = values[prop]
                            if want is None:  # absent: declared nowhere here, or `initial`
                                got = values[prop + " raw"]
                                ok = got == ""
                            elif token["type"] == "color":
                                ok = color_matches(got, want, p3)
                            elif token["type"] in COMPOSITE_CHECKED:
                                reduced = class_reduced and media[-1] == "reduce"
                                ok = composite_matches(token["type"], got, want, reduced)
                                if ok and token["type"] == "typography" and "fontSize" in want and "fontFamily" in want:
                                    got = values[prop + " font"]  # a complete shorthand: read it as `font` too
                                    ok = composite_matches("typography", got, want)
                            else:
                                ok = css_decode(got) == expected_text(token["type"], want)
                            checked += 1
                            if not ok:
                                failures += 1
                                if failures <= 20:
                                    print(f"mismatch: {prop} media={media} html={attrs} probe={probe} "
                                          f"appearance='{name_of_appearance}': got {got!r}, want {want!r}")
    finally:
        tools.close()
    print(f"{css_path}: {checked} computed values checked, {failures} mismatches"
          + (f" ({skipped} probes with two values of one scoped trait, or a scoped trait above a forced appearance,"
             " on ancestors skipped)" if skipped else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
