"""Reads Swatch's CSS back in headless Chromium and compares every custom property with `swatch resolve`.

Usage: css_browser.py CHROMIUM TOKENS.css RESOLVED.json [--prefix PREFIX]
       css_browser.py CHROMIUM --cases CASES.tsv   (build_cases' list: `case NAME`, then its check, for each case
                                                    with a css/tokens.css, in one Chromium, a page per case)

Chromium runs with --remote-debugging-pipe (DevTools protocol over fds 3 and 4, no extra Python modules).
One DevTools round trip per emulated media combination reads every attribute set on <html> there (PROBE_SCRIPT).
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
import traceback

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
        return self.result(self.send(method, session, **params), method)

    def send(self, method: str, session: bool = True, **params) -> int:
        """Sends a command without waiting for its reply; `result` waits for it."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_chrome, json.dumps(message).encode() + b"\0")
        return self.next_id

    def result(self, message_id: int, method: str = "command"):
        while True:
            reply = self.read()
            if reply.get("id") == message_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def read(self) -> dict:
        chunks, end = [self.buffer], self.buffer.find(b"\0")
        while end < 0:  # a reply can be megabytes: look for its end in each new chunk only
            chunk = os.read(self.from_chrome, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the DevTools pipe")
            end = chunk.find(b"\0")
            if end >= 0:
                end += sum(len(c) for c in chunks)
            chunks.append(chunk)
        data = b"".join(chunks)
        message, self.buffer = data[:end], data[end + 1:]
        return json.loads(message)

    def open_page(self, url: str):
        self.target = target = self.call("Target.createTarget", session=False, url="about:blank")["targetId"]
        self.session = self.call("Target.attachToTarget", session=False, targetId=target, flatten=True)["sessionId"]
        self.call("Page.enable")
        self.call("Page.navigate", url=url)
        while True:
            event = self.read()
            if event.get("method") == "Page.loadEventFired":
                return

    def evaluate(self, expression: str):
        return self.evaluated(self.send_evaluate(expression))

    def send_evaluate(self, expression: str) -> int:
        """Starts evaluating `expression`; `evaluated` waits for its value, so Python can work meanwhile."""
        return self.send("Runtime.evaluate", expression=expression, returnByValue=True)

    def evaluated(self, message_id: int):
        result = self.result(message_id, "Runtime.evaluate")
        if "exceptionDetails" in result:
            raise RuntimeError(json.dumps(result["exceptionDetails"])[:2000])
        return result["result"].get("value")

    def close_page(self):
        """Closes the page `open_page` opened, so another can open in the same browser."""
        self.call("Target.closeTarget", session=False, targetId=self.target)
        self.session = None

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


# Defines `swatchRead(attributeSets)`: for each set, puts it on <html> (its `data-` attributes, nothing else) and
# reads every probe. Each value is read on an element of its own, made once below the probe's element: a copy of
# its `<span class="probe">` carrying one property or class, or a plain <span> for a transition (on the probe, a
# transition token would animate a color read there to the next state's value). A change on <html> then costs
# one style recalculation for every value, not one per value as a single probe changed before each read would.
# A probe's values come back as a list in `probe_keys` order.
PROBE_SCRIPT = """
(() => {
  const names = %s, colors = new Set(%s), composites = %s, partly = %s, probes = [];
  for (const el of document.querySelectorAll('[data-probe]')) {
    const probe = el.querySelector(':scope > span.probe'), style = getComputedStyle(el);
    const reader = (element, setUp, read) => {
      setUp(element);
      el.appendChild(element);
      const c = getComputedStyle(element);
      return () => read(c);
    };
    const copy = (setUp, read) => reader(probe.cloneNode(false), setUp, read);
    const box = c => [c.fontSize, c.fontWeight, c.lineHeight].join(' ');
    const values = [], raws = partly.map(name => () => style.getPropertyValue(name).trim()), fonts = [];
    for (const name of names) {
      const kind = composites[name], v = `var(${name})`;
      if (colors.has(name)) values.push(copy(e => { e.style.color = v; }, c => c.color));
      else if (kind === 'shadow') values.push(copy(e => { e.style.boxShadow = v; }, c => c.boxShadow));
      else if (kind === 'border') {
        values.push(copy(e => { e.style.border = v; },
                         c => [c.borderTopWidth, c.borderTopStyle, c.borderTopColor].join(' ')));
      } else if (kind === 'typography') {
        values.push(copy(e => { e.className = 'probe ' + name.slice(2); }, box));
        // The `font` shorthand property itself, read where it is used: `font: var(--type-body)`.
        fonts.push(copy(e => { e.style.font = v; }, box));
      } else if (kind === 'gradient') values.push(copy(e => { e.style.backgroundImage = v; }, c => c.backgroundImage));
      else if (kind === 'transition') {
        values.push(reader(document.createElement('span'), e => { e.style.transition = v; },
                           c => [c.transitionDuration, c.transitionDelay, c.transitionTimingFunction].join(' ')));
      } else if (kind === 'material') {
        values.push(copy(e => { e.className = 'probe ' + name.slice(2); },
                         c => [c.backgroundColor, c.backdropFilter].join(' | ')));
      } else if (kind === 'strokeStyle') {
        values.push(copy(e => { e.style.borderStyle = v; }, c => c.borderTopStyle));
      } else values.push(() => style.getPropertyValue(name).trim());
    }
    probes.push([el.dataset.probe, [...values, ...raws, ...fonts]]);
  }
  window.swatchRead = attributeSets => attributeSets.map(attributes => {
    const h = document.documentElement;
    for (const a of [...h.attributes]) h.removeAttribute(a.name);
    for (const [k, v] of Object.entries(attributes)) h.setAttribute('data-' + k, v);
    const out = {};
    for (const [key, readers] of probes) out[key] = readers.map(read => read());
    return {out, p3: matchMedia('(color-gamut: p3)').matches};
  });
})()
"""


def probe_keys(names, composites, partly):
    """The keys of the values PROBE_SCRIPT reads for each probe, in its order."""
    return (list(names) + [name + " raw" for name in partly]
            + [name + " font" for name in names if composites.get(name) == "typography"])



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


def judge(token, want, got, raw, font, p3: bool, reduced: bool):
    """Whether a token's computed text matches its resolved value `want`, and the text a mismatch shows."""
    if want is None:  # absent: declared nowhere here, or `initial`
        return raw == "", raw
    if token["type"] == "color":
        return color_matches(got, want, p3), got
    if token["type"] in COMPOSITE_CHECKED:
        ok = composite_matches(token["type"], got, want, reduced)
        if ok and token["type"] == "typography" and "fontSize" in want and "fontFamily" in want:
            return composite_matches("typography", font, want), font  # a complete shorthand: read as `font` too
        return ok, got
    return css_decode(got) == expected_text(token["type"], want), got


def media_plans(page, scoped, scoped_states, media_axes, reduced_axes):
    """Per emulated media combination: its media values, its DevTools features, and every attribute set put on
    <html> there, with the page traits' values it gives: `(media, features, [(attrs, on_html, page_values)])`."""
    forced_axes = {t["name"]: [None] + t["values"] for t in page}
    html_scoped = [None] + [s for s in scoped_states if any(s)]
    plans = []
    for media in itertools.product(*[values for _, values in media_axes]):
        features = [{"name": name, "value": value} for (name, _), value in zip(media_axes, media)]
        system = {"appearance": media[0], "contrast": "high-contrast" if media[1] == "more" else "normal"}
        for (name, (_, words)), value in zip(reduced_axes, media[3:]):
            values = next(t["values"] for t in page if t["name"] == name)
            system[name] = next((v for v in values if v in words), values[0]) if value == "reduce" else values[0]
        sets = []
        for forced in itertools.product(*forced_axes.values()):
            for on_html in html_scoped:
                if on_html is not None and any(forced):
                    continue  # scoped traits on <html>: checked with the system's appearance only
                attrs = {name: value for name, value in zip(forced_axes, forced) if value}
                if on_html:
                    attrs.update({scoped[i]["name"]: scoped[i]["values"][v] for i, v in enumerate(on_html) if v})
                page_values = {t["name"]: attrs.get(t["name"]) or system.get(t["name"], t["values"][0])
                               for t in page}
                sets.append((attrs, on_html, page_values))
        plans.append((media, features, sets))
    return plans


def check_case(tools: DevTools, page_file: pathlib.Path, css_path: str, resolved_path: str, prefix: str) -> int:
    """Checks one tokens.css in a page of its own; prints its mismatches and its count line."""
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

    css_text = pathlib.Path(css_path).read_text()
    page_file.write_text(f"<!doctype html><html><head><style>{css_text}</style></head><body>"
                         f"{element_layout(scoped, scoped_states)}\n{appearance_layout(page)}</body></html>")
    checked = failures = skipped = 0
    tools.open_page(page_file.as_uri())
    try:
        scheme = tools.evaluate("getComputedStyle(document.documentElement).colorScheme")
        wanted_scheme = "light dark" if varies_with_appearance(resolved) else "normal"
        if scheme != wanted_scheme:
            failures += 1
            print(f"mismatch: :root's color-scheme is {scheme!r}, want {wanted_scheme!r}")
        composites = {n: t["type"] for n, t in tokens.items() if t["type"] in COMPOSITE_CHECKED}
        partly = [n for n, t in tokens.items() if t.get("absent")]
        tools.evaluate(PROBE_SCRIPT % (json.dumps(list(tokens)), json.dumps(colors), json.dumps(composites),
                                      json.dumps(partly)))
        keys = {key: i for i, key in enumerate(probe_keys(tokens, composites, partly))}
        # Per token: its property, the token, and where its value, its raw text and its `font` reading sit.
        columns = [(prop, token, keys[prop], keys.get(prop + " raw"), keys.get(prop + " font"))
                   for prop, token in tokens.items()]
        media_axes = [("prefers-color-scheme", ["light", "dark"]), ("prefers-contrast", ["no-preference", "more"]),
                      ("color-gamut", ["srgb", "p3"])]
        # Emulated only for a project with the trait, so other cases take no longer.
        reduced_axes = [(t["name"], REDUCED[t["name"]]) for t in page if t["name"] in REDUCED]
        media_axes += [(feature, ["no-preference", "reduce"]) for _, (feature, _) in reduced_axes]
        # Materials follow prefers-reduced-transparency through their class when no trait decides it.
        class_reduced = "material" in composites.values() and not any(n == "transparency" for n, _ in reduced_axes)
        if class_reduced:
            media_axes.append(("prefers-reduced-transparency", ["no-preference", "reduce"]))
        plans = media_plans(page, scoped, scoped_states, media_axes, reduced_axes)
        # The same computed text against the same resolved value gives the same verdict: judged once, counted
        # every time.
        verdicts = {}

        def start(plan):  # the browser reads one media combination while Python judges the one before
            tools.call("Emulation.setEmulatedMedia", media="", features=plan[1])
            return tools.send_evaluate("swatchRead(%s)" % json.dumps([attrs for attrs, _, _ in plan[2]]))

        pending = start(plans[0])
        for number_of_plan, (media, _, sets) in enumerate(plans):
            results = tools.evaluated(pending)
            if number_of_plan + 1 < len(plans):
                pending = start(plans[number_of_plan + 1])
            reduced = class_reduced and media[-1] == "reduce"
            for (attrs, on_html, page_values), result in zip(sets, results):
                p3 = result["p3"]
                if p3 != (media[2] == "p3"):
                    print(f"error: color-gamut emulation not applied ({media})")
                    return 1
                base = on_html or tuple(0 for _ in scoped)
                for probe, row in result["out"].items():
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
                    for prop, token, at, raw_at, font_at in columns:
                        got = row[at]
                        raw = None if raw_at is None else row[raw_at]
                        font = None if font_at is None else row[font_at]
                        verdict_key = (prop, name_of_appearance, p3, reduced, got, raw, font)
                        verdict = verdicts.get(verdict_key)
                        if verdict is None:
                            want = token["values"].get(name_of_appearance)
                            verdict = verdicts[verdict_key] = judge(token, want, got, raw, font, p3, reduced)
                        checked += 1
                        if not verdict[0]:
                            failures += 1
                            if failures <= 20:
                                print(f"mismatch: {prop} media={media} html={attrs} probe={probe} "
                                      f"appearance='{name_of_appearance}': got {verdict[1]!r}, "
                                      f"want {token['values'].get(name_of_appearance)!r}")
    finally:
        tools.close_page()
    print(f"{css_path}: {checked} computed values checked, {failures} mismatches"
          + (f" ({skipped} probes with two values of one scoped trait, or a scoped trait above a forced appearance,"
             " on ancestors skipped)" if skipped else ""))
    return 1 if failures else 0


def main() -> int:
    sys.stdout.reconfigure(line_buffering=True)  # each case's lines before a later case's error
    chromium = sys.argv[1]
    if sys.argv[2] == "--cases":
        rows = [line.split("\t") for line in pathlib.Path(sys.argv[3]).read_text().splitlines() if line]
        cases = [(name, f"{out}/css/tokens.css", resolved, prefix) for name, out, resolved, prefix in rows
                 if os.path.isfile(f"{out}/css/tokens.css")]
    else:
        prefix = sys.argv[5] if len(sys.argv) > 5 and sys.argv[4] == "--prefix" else ""
        cases = [(None, sys.argv[2], sys.argv[3], prefix)]
    workdir = scratch_dir("swatch-css-")
    tools = DevTools(chromium, os.path.join(workdir, "profile"))
    status = 0
    try:
        for number_of_case, (name, css_path, resolved_path, prefix) in enumerate(cases):
            if name is not None:
                print(f"case {name}")
            try:
                status |= check_case(tools, pathlib.Path(workdir, f"page-{number_of_case}.html"), css_path,
                                     resolved_path, prefix)
            except Exception:  # a case that breaks the reader fails; the next case still runs, in a page of its own
                traceback.print_exc()
                status = 1
    finally:
        tools.close()
    return status


if __name__ == "__main__":
    sys.exit(main())
