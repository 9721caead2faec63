"""An independent reading of design-tool exports, compared value by value with `swatch resolve --format json`.

Usage: tool_formats_reference.py FIXTURE_DIR SWATCH.json

Written from the formats' public rules as docs/inputs.md states them, sharing no code with Swatch (colors are
compared through color_math.py, the CI checks' own conversions): a Figma Variables export (`Collection.Mode.json`
files; a multi-mode collection is a trait, Light/Dark the appearance), `tokens:` entries holding an
appearance, Style Dictionary's classic format (`value`, `{x.value}` references, types by category, bare
dimensions in rem and durations in ms) and Tokens Studio files and folders (`$themes` groups as traits,
`source` sets read for references only, the legacy and DTCG keys, type conversions, math evaluated in each
context, the `alpha` / `lighten` / `darken` / `mix` color modifiers with sd-transforms' formulas in srgb, hsl,
CIE lch and p3). Each token of Swatch's output must equal the reference in every appearance, and the reference
must hold no token Swatch lacks. Prints "N values checked, M mismatches".
"""
import itertools
import json
import math
import pathlib
import re
import sys

import yaml

sys.path.insert(0, str(pathlib.Path(__file__).parent))
import color_math as cm  # noqa: E402

ALIAS = re.compile(r"^\{([^{}]+)\}$")
REF = re.compile(r"\{([^{}]+)\}")


def ref_name(name):
    return name[:-6] if name.endswith(".value") else name


def load(path):
    return json.loads(pathlib.Path(path).read_text())


# ---------------------------------------------------------------- colors


def rgb_from_hex(text):
    d = text.strip().lstrip("#")
    if len(d) in (3, 4):
        d = "".join(c * 2 for c in d)
    ch = [int(d[i:i + 2], 16) / 255 for i in range(0, len(d), 2)]
    return ch[:3], (ch[3] if len(ch) > 3 else 1.0)


def color(space, components, alpha):
    """A reference color: its space as Swatch should print it, its linear sRGB, its alpha."""
    return {"space": space, "linear": cm.linear_srgb({"colorSpace": space, "components": components}),
            "alpha": alpha}


def srgb_of(c):
    return [cm.from_linear(x) for x in c["linear"]]


def rgb_to_hsl(rgb):
    r, g, b = rgb
    mx, mn = max(rgb), min(rgb)
    l = (mx + mn) / 2
    d = mx - mn
    if d == 0:
        return [0.0, 0.0, l * 100]
    s = d / (1 - abs(2 * l - 1))
    if mx == r:
        h = ((g - b) / d) % 6
    elif mx == g:
        h = (b - r) / d + 2
    else:
        h = (r - g) / d + 4
    return [h * 60, s * 100, l * 100]


D65_TO_D50 = [[1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
              [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
              [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371]]
D50 = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585]
EPS, KAPPA = 216 / 24389, 24389 / 27


def inverse(m):
    a, b, c = m[0]
    d, e, f = m[1]
    g, h, i = m[2]
    det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    return [[(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
            [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
            [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det]]


def linear_to_lch(lin):
    xyz = cm.multiply(D65_TO_D50, cm.multiply(cm.SRGB_TO_XYZ, lin))
    f = [(v / w) ** (1 / 3) if v / w > EPS else (KAPPA * v / w + 16) / 116 for v, w in zip(xyz, D50)]
    L, a, b = 116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])
    return [L, math.hypot(a, b), math.degrees(math.atan2(b, a)) % 360]


def lch_to_linear(lch):
    L, C, h = lch
    a, b = C * math.cos(math.radians(h)), C * math.sin(math.radians(h))
    fy = (L + 16) / 116
    fx, fz = fy + a / 500, fy - b / 200
    xyz = [fx ** 3 if fx ** 3 > EPS else (116 * fx - 16) / KAPPA,
           fy ** 3 if L > KAPPA * EPS else L / KAPPA,
           fz ** 3 if fz ** 3 > EPS else (116 * fz - 16) / KAPPA]
    xyz = [v * w for v, w in zip(xyz, D50)]
    return cm.multiply(cm.XYZ_TO_SRGB, cm.multiply(inverse(D65_TO_D50), xyz))


def hue_mix(h1, h2, t, gray1, gray2):
    if gray1:
        h1 = h2
    if gray2:
        h2 = h1
    d = (h2 - h1) % 360
    if d > 180:
        d -= 360
    return (h1 + d * t) % 360


def modify(base, kind, amount, space, other):
    """sd-transforms' modifier (colorjs.io) on a reference color; returns a reference color."""
    alpha = base["alpha"]
    if kind == "alpha":
        return dict(base, alpha=min(1, max(0, amount)))
    if space in ("srgb", "p3"):
        comps = srgb_of(base) if space == "srgb" else cm.srgb_to_p3(srgb_of(base))
        if kind == "lighten":
            comps = [c + (1 - c) * amount for c in comps]
        elif kind == "darken":
            comps = [c * (1 - amount) for c in comps]
        else:
            t = min(1, max(0, amount))
            oc = srgb_of(other) if space == "srgb" else cm.srgb_to_p3(srgb_of(other))
            comps = [a + (b - a) * t for a, b in zip(comps, oc)]
            alpha = alpha + (other["alpha"] - alpha) * t
        return color("srgb" if space == "srgb" else "display-p3", comps, alpha)
    if space == "hsl":
        h, s, l = rgb_to_hsl(srgb_of(base))
        if kind == "lighten":
            l += (100 - l) * amount
        elif kind == "darken":
            l *= 1 - amount
        else:
            t = min(1, max(0, amount))
            h2, s2, l2 = rgb_to_hsl(srgb_of(other))
            h = hue_mix(h, h2, t, s == 0, s2 == 0)
            s, l = s + (s2 - s) * t, l + (l2 - l) * t
            alpha = alpha + (other["alpha"] - alpha) * t
        return color("hsl", [h, s, l], alpha)
    # lch: CIE LCH; Swatch writes the result as OKLCH (the same color)
    L, C, h = linear_to_lch(base["linear"])
    if kind == "lighten":
        L, C = L + (100 - L) * amount, C * (1 - amount)
    elif kind == "darken":
        L, C = L * (1 - amount), C * (1 - amount)
    else:
        t = min(1, max(0, amount))
        L2, C2, h2 = linear_to_lch(other["linear"])
        h = hue_mix(h, h2, t, C < 1e-9, C2 < 1e-9)
        L, C = L + (L2 - L) * t, C + (C2 - C) * t
        alpha = alpha + (other["alpha"] - alpha) * t
    return {"space": "oklch", "linear": lch_to_linear([L, C, h]), "alpha": alpha}


def parse_color(raw):
    if isinstance(raw, dict):
        comps = [0 if c == "none" else c for c in raw["components"]]
        return color(raw["colorSpace"], comps, raw.get("alpha", 1))
    text = raw.strip()
    if text.startswith("#"):
        rgb, a = rgb_from_hex(text)
        return color("srgb", rgb, a)
    m = re.fullmatch(r"rgba?\(\s*(#[0-9a-fA-F]{3,6})\s*,\s*([\d.]+)(%?)\s*\)", text)
    if m:  # Tokens Studio's rgba(#hex, alpha)
        rgb, _ = rgb_from_hex(m[1])
        return color("srgb", rgb, float(m[2]) / (100 if m[3] else 1))
    raise ValueError(f"color the reference does not read: {raw!r}")


# ---------------------------------------------------------------- values


def dim(value, unit):
    return {"value": value, "unit": unit}


NUM_UNIT = re.compile(r"^\s*(-?\d*\.?\d+(?:e-?\d+)?)\s*([a-z%]*)\s*$")

TS_DIMENSION = {"sizing", "spacing", "borderRadius", "borderWidth", "dimension", "fontSizes", "paragraphSpacing"}
TS_STRING = {"text", "other", "textCase", "textDecoration", "boolean"}
WEIGHT_WORDS = {"thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "normal": 400,
                "regular": 400, "book": 400, "medium": 500, "semibold": 600, "demibold": 600, "bold": 700,
                "extrabold": 800, "ultrabold": 800, "black": 900, "heavy": 900}


def math_eval(text, lookup):
    """Tokens Studio math: references replaced by their numbers, the first unit met kept (px when none)."""
    units = []

    def ref(m):
        v = lookup(m[1])
        if isinstance(v, dict):
            units.append(v["unit"])
            v = v["value"]
        return f"({float(v)!r})"

    expr = REF.sub(ref, text)

    def lit(m):
        if m[2]:
            units.append(m[2])
        return m[1]

    expr = re.sub(r"(?<![\w.])(\d*\.?\d+)(px|rem|em|ms|s)?\b", lit, expr)
    expr = expr.replace("^", "**")
    names = {"min": min, "max": max, "floor": math.floor, "ceil": math.ceil, "abs": abs,
             "round": lambda x: math.floor(x + 0.5), "sqrt": math.sqrt, "pow": pow,
             "roundTo": lambda x, d=0: math.floor(x * 10 ** d + 0.5) / 10 ** d, "__builtins__": {}}
    try:
        result = eval(expr, names)  # noqa: S307 -- fixture text, operators and the names above only
    except ZeroDivisionError:
        result = 0
    return result, (units[0] if units else None)


def is_math(text):
    return isinstance(text, str) and not ALIAS.match(text.strip()) and re.search(
        r"[*/+^]|[\d}]\s*-\s*[\d{(]|\w\(", text)


# ---------------------------------------------------------------- a graph of raw tokens, resolved per context


class Graph:
    """tokens: path -> (type, raw, extras) in one context; `value` resolves aliases, math and modifiers."""

    def __init__(self, tokens, flavor):
        self.tokens, self.flavor, self.cache = tokens, flavor, {}

    def type_of(self, path, seen=()):
        kind, raw, _ = self.tokens[path]
        if kind:
            return kind
        if isinstance(raw, str) and ALIAS.match(raw.strip()) and path not in seen:
            return self.type_of(ref_name(ALIAS.match(raw.strip())[1]), seen + (path,))
        return None

    def value(self, path, seen=()):
        if path in self.cache:
            return self.cache[path]
        if path in seen:
            raise ValueError("cycle " + " -> ".join(seen + (path,)))
        kind, raw, extra = self.tokens[path]
        kind = self.type_of(path)
        v = self.read(raw, kind, seen + (path,))
        mod = (extra or {}).get("modify")
        if mod and kind == "color":
            amount = mod.get("value")
            if isinstance(amount, str):
                if ALIAS.match(amount.strip()):
                    amount = self.value(ref_name(ALIAS.match(amount.strip())[1]), seen + (path,))
                    amount = amount["value"] if isinstance(amount, dict) else amount
                elif is_math(amount):
                    amount = math_eval(amount, lambda r: self.value(ref_name(r), seen + (path,)))[0]
                amount = float(amount)
            other = self.read(mod["color"], "color", seen + (path,)) if mod.get("color") else None
            v = modify(v, mod["type"], amount, mod.get("space", "srgb"), other)
        self.cache[path] = v
        return v

    def read(self, raw, kind, seen):
        if isinstance(raw, str) and ALIAS.match(raw.strip()):
            return self.value(ref_name(ALIAS.match(raw.strip())[1]), seen)
        if kind == "color":
            m = isinstance(raw, str) and re.fullmatch(r"rgba?\(\s*\{([^{}]+)\}\s*,\s*([\d.]+)(%?)\s*\)", raw.strip())
            if m:  # Tokens Studio's rgba({color}, alpha): the color with that alpha
                return dict(self.value(ref_name(m[1]), seen), alpha=float(m[2]) / (100 if m[3] else 1))
            return parse_color(raw)
        if kind in ("dimension", "duration", "number", "fontWeight") and is_math(raw):
            n, unit = math_eval(raw, lambda r: self.value(ref_name(r), seen))
            if kind == "number":
                return n
            if kind == "fontWeight":
                return n
            return dim(n, unit or ("px" if kind == "dimension" else "ms"))
        if kind in ("dimension", "duration"):
            if isinstance(raw, dict):
                return dim(raw["value"], raw["unit"])
            m = NUM_UNIT.match(str(raw))
            unit = m[2] or ("rem" if self.flavor == "sd" and kind == "dimension" else
                            "ms" if self.flavor == "sd" else "px")
            return dim(float(m[1]), unit)
        if kind == "number":
            if isinstance(raw, str):
                m = NUM_UNIT.match(raw)
                return float(m[1]) / 100 if m[2] == "%" else float(m[1])
            return raw
        if kind == "fontWeight":
            if isinstance(raw, (int, float)):
                return raw
            if re.fullmatch(r"\d+", raw.strip()):
                return int(raw)
            words = [w for w in raw.lower().split() if w not in ("italic", "expanded", "condensed")]
            return WEIGHT_WORDS["".join(words).replace("-", "")]
        if kind == "fontFamily":
            return raw if isinstance(raw, list) else [raw]
        if kind == "shadow":
            layers = []
            for item in raw if isinstance(raw, list) else [raw]:
                layer = {"color": self.read(item["color"], "color", seen)}
                for src, dst in (("x", "offsetX"), ("y", "offsetY"), ("blur", "blur"), ("spread", "spread")):
                    layer[dst] = self.read(item.get(src, item.get(dst)), "dimension", seen)
                if item.get("type") == "innerShadow" or item.get("inset"):
                    layer["inset"] = True
                layers.append(layer)
            return layers[0] if len(layers) == 1 else layers
        if kind == "border":
            return {"color": self.read(raw["color"], "color", seen), "width": self.read(raw["width"], "dimension", seen),
                    "style": raw["style"]}
        if kind == "typography":
            out = {}
            for member, mkind in (("fontFamily", "fontFamily"), ("fontWeight", "fontWeight"),
                                  ("fontSize", "dimension"), ("letterSpacing", "letterSpacing"),
                                  ("lineHeight", "lineHeight")):
                if member not in raw:
                    continue
                mraw = raw[member]
                if mkind == "letterSpacing":
                    out[member] = self.read(mraw, "dimension", seen) if ALIAS.match(str(mraw)) else ts_letter(mraw)
                elif mkind == "lineHeight":
                    text = str(mraw)
                    if ALIAS.match(text):  # a multiplier, or a size divided below
                        target = self.read(mraw, "lineHeights", seen)
                        text = f"{target['value']}{target['unit']}" if isinstance(target, dict) else str(target)
                    bare = NUM_UNIT.match(text) and not NUM_UNIT.match(text)[2]
                    if self.flavor != "sd" and bare and float(text) >= 4:
                        text += "px"  # Tokens Studio sets a bare line height in Figma as px
                    if text.endswith("%"):
                        out[member] = float(text[:-1]) / 100
                    elif text.endswith("px"):
                        size = raw.get("fontSize")
                        if size is not None:
                            # over the font size, an alias's value in this appearance
                            font = self.read(size, "dimension", seen)
                            px = font["value"] * (16 if font["unit"] == "rem" else 1)
                            out[member] = float(text[:-2]) / px
                    elif text.lower() != "auto":
                        out[member] = float(text)
                else:
                    out[member] = self.read(mraw, mkind, seen)
            return out
        return raw


def ts_letter(raw):
    text = str(raw)
    if text.endswith("%"):
        return dim(float(text[:-1]) / 100, "em")
    m = NUM_UNIT.match(text)
    return dim(float(m[1]), m[2] or "px")


# ---------------------------------------------------------------- formats


def dtcg_flatten(tree, inherited=None, path=()):
    out = {}
    gtype = tree.get("$type", inherited)
    for key, value in tree.items():
        if key.startswith("$") or not isinstance(value, dict):
            continue
        if "$value" in value:
            out[".".join(path + (key,))] = (value.get("$type", gtype), value["$value"], None)
        else:
            out.update(dtcg_flatten(value, gtype, path + (key,)))
    return out


FIGMA_SIZE_SCOPES = {"WIDTH_HEIGHT", "GAP", "CORNER_RADIUS", "STROKE_FLOAT", "EFFECT_FLOAT", "FONT_SIZE",
                     "LINE_HEIGHT", "LETTER_SPACING", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT"}


def figma_sizes(files):
    """The paths of Figma's number variables that its scopes make sizes in px: every file defining the path
    types it number with size scopes alone, and each value is a number or an alias to another such path."""
    found = {}
    def walk(tree, path=()):
        for key, value in tree.items():
            if key.startswith("$") or not isinstance(value, dict):
                continue
            if "$value" not in value:
                walk(value, path + (key,))
                continue
            scopes = (value.get("$extensions") or {}).get("com.figma.scopes") or []
            sized = value.get("$type") == "number" and scopes and set(scopes) <= FIGMA_SIZE_SCOPES
            found.setdefault(".".join(path + (key,)), []).append(value["$value"] if sized else None)
    for p in files:
        walk(load(p))
    sizes = {path for path, values in found.items() if all(v is not None for v in values)}
    while True:
        dropped = {path for path in sizes if any(
            isinstance(v, str) and not (v.startswith("{") and v.endswith("}") and v[1:-1] in sizes)
            or not isinstance(v, (str, int, float)) or isinstance(v, bool) for v in found[path])}
        if not dropped:
            return sizes
        sizes -= dropped


SD_TYPES = {"color": "color", "size": "dimension", "sizing": "dimension", "spacing": "dimension",
            "fontSize": "dimension", "dimension": "dimension", "time": "duration", "content": "string",
            "asset": "string", "number": "number", "duration": "duration", "string": "string"}
SD_CATEGORY = {"color": "color", "colors": "color", "size": "dimension", "spacing": "dimension", "space": "dimension",
               "dimension": "dimension", "time": "duration", "content": "string", "asset": "string",
               "opacity": "number"}


def sd_fits(kind, raw):
    if kind == "color":
        return isinstance(raw, str) and (raw.startswith("#") or raw.startswith(("rgb", "hsl")) or ALIAS.match(raw))
    if kind in ("dimension", "duration", "number"):
        return isinstance(raw, (int, float)) or bool(NUM_UNIT.match(str(raw))) or bool(ALIAS.match(str(raw)))
    return True


def sd_flatten(tree, path=()):
    out = {}
    for key, value in tree.items():
        if not isinstance(value, dict):
            continue
        if "value" in value:
            raw = value["value"]
            kind = SD_TYPES.get(value.get("type")) if value.get("type") else SD_CATEGORY.get(path[0] if path else key)
            if kind and not sd_fits(kind, raw):
                kind = "string"
            if not kind and not (isinstance(raw, str) and ALIAS.match(raw)):
                kind = ("number" if isinstance(raw, (int, float)) else
                        "color" if isinstance(raw, str) and raw.startswith(("#", "rgb(", "hsl(")) else "string")
            out[".".join(path + (key,))] = (kind, raw, None)
        else:
            out.update(sd_flatten(value, path + (key,)))
    return out


TS_TYPES = {**{t: "dimension" for t in TS_DIMENSION}, **{t: "string" for t in TS_STRING},
            "color": "color", "opacity": "number", "number": "number", "fontFamilies": "fontFamily",
            "fontWeights": "fontWeight", "typography": "typography", "boxShadow": "shadow", "border": "border",
            "letterSpacing": "letterSpacing", "lineHeights": "lineHeights", "composition": None}


def dollar_refs(raw):
    """Tokens Studio's `$colors.gray` as `{colors.gray}`, everywhere in a value."""
    if isinstance(raw, str):
        return re.sub(r"(?<![\w$])\$([A-Za-z_][^\s,(){}]*\w|[A-Za-z_])", r"{\1}", raw)
    if isinstance(raw, dict):
        return {k: dollar_refs(v) for k, v in raw.items()}
    if isinstance(raw, list):
        return [dollar_refs(v) for v in raw]
    return raw


def ts_flatten(tree, path=()):
    out = {}
    for key, value in tree.items():
        if key.startswith("$") or not isinstance(value, dict):
            continue
        if "value" in value or "$value" in value:
            raw = dollar_refs(value.get("$value", value.get("value")))
            tstype = value.get("$type", value.get("type"))
            kind = TS_TYPES.get(tstype, tstype)
            if kind is None:
                continue  # composition: left out
            if kind == "letterSpacing":
                kind, raw = ("dimension", raw) if ALIAS.match(str(raw)) else ("dimension", ts_letter(raw))
            if kind == "lineHeights":
                text = str(raw)
                if NUM_UNIT.match(text) and not NUM_UNIT.match(text)[2] and float(text) >= 4:
                    text = raw = text + "px"  # Tokens Studio sets a bare line height in Figma as px
                kind, raw = (("number", float(text[:-1]) / 100) if text.endswith("%") else
                             ("dimension", raw) if text.endswith("px") else ("number", raw))
            if kind == "string" and isinstance(raw, str) and re.fullmatch(r"\s*-?\d*\.?\d+\s*", raw):
                kind, raw = "number", float(raw)  # a number in a text token, as Tokens Studio's math reads it
            extra = (value.get("$extensions") or {}).get("studio.tokens")
            out[".".join(path + (key,))] = (kind, raw, extra)
        else:
            out.update(ts_flatten(value, path + (key,)))
    return out


def trait_of(names):
    """A group/collection whose contexts are named light and dark becomes `appearance`."""
    lower = [n.lower() for n in names]
    if len(names) == 2 and any("light" in n for n in lower) and any("dark" in n for n in lower):
        return "appearance", {n: ("light" if "light" in n.lower() else "dark") for n in names}
    return None, {n: n for n in names}


def tokens_studio(sets, themes, order):
    """Returns axes {trait: [values]} and contexts: list of (ctx dict, tokens, written paths)."""
    names = list(order or [])
    for theme in themes:
        names += [s for s in theme["selectedTokenSets"] if s not in names]
    names += sorted(s for s in sets if s not in names)
    groups = {}
    for theme in themes:
        groups.setdefault(theme.get("group", theme["name"]), []).append(theme)
    axes, choices = {}, []
    for group, members in groups.items():
        if len(members) == 1:
            continue
        trait, values = trait_of([m["name"] for m in members])
        trait = trait or group.replace(" ", "-")
        axes[trait] = [values[m["name"]] for m in members]
        choices.append((trait, [(values[m["name"]], m) for m in members]))
    contexts = []
    for combo in itertools.product(*[c[1] for c in choices]):
        ctx = {trait: value for (trait, _), (value, _) in zip(choices, combo)}
        chosen = [m for _, m in combo] + [ms[0] for ms in groups.values() if len(ms) == 1]
        state = {}
        for theme in chosen:
            for s, st in theme["selectedTokenSets"].items():
                if st in ("enabled", "source"):
                    state[s] = "enabled" if st == "enabled" or state.get(s) == "enabled" else "source"
        if not themes:
            state = {s: "enabled" for s in sets}
        tokens, written = {}, set()
        for s in names:
            if s in state and s in sets:
                flat = ts_flatten(sets[s])
                tokens.update(flat)
                if state[s] == "enabled":
                    written |= set(flat)
        contexts.append((ctx, tokens, written, "ts"))
    return axes, contexts


def read_fixture(fixture):
    config = yaml.safe_load((fixture / "swatch.yaml").read_text())
    entries = config["tokens"] if isinstance(config["tokens"], list) else [config["tokens"]]
    if len(entries) > 1 or isinstance(entries[0], dict):  # tokens: entries with trait values
        plain, by_value = {}, {}
        for entry in entries:
            if isinstance(entry, str):
                plain.update(dtcg_flatten(load(fixture / entry)))
            else:
                traits = {k: v for k, v in entry.items() if k != "path"}
                by_value[tuple(sorted(traits.items()))] = dtcg_flatten(load(fixture / entry["path"]))
        contexts = []
        axes = {}
        for key, flat in by_value.items():
            for t, v in key:
                axes.setdefault(t, [])
                if v not in axes[t]:
                    axes[t].append(v)
            contexts.append((dict(key), {**plain, **flat}, None, "dtcg"))
        return "tokens: entries with appearances", axes, contexts
    root = fixture / entries[0]
    if root.is_file():
        doc = load(root)
        sets = {k: v for k, v in doc.items() if not k.startswith("$")}
        return ("Tokens Studio file",) + tokens_studio(sets, doc.get("$themes", []),
                                                       doc.get("$metadata", {}).get("tokenSetOrder"))
    files = sorted(p for p in root.rglob("*.json"))
    if (root / "$themes.json").exists() or (root / "$metadata.json").exists():
        sets = {str(p.relative_to(root))[:-5]: load(p) for p in files if not p.name.startswith("$")}
        themes = load(root / "$themes.json") if (root / "$themes.json").exists() else []
        meta = load(root / "$metadata.json") if (root / "$metadata.json").exists() else {}
        return ("Tokens Studio folder",) + tokens_studio(sets, themes, meta.get("tokenSetOrder"))
    flat_names = [p.name[:-5].split(".") for p in files]
    if all(p.parent == root for p in files) and all(len(n) <= 2 for n in flat_names):
        collections = {}
        for p, n in zip(files, flat_names):
            collections.setdefault(n[0], []).append((n[1] if len(n) == 2 else "", p))
        multi = {c: m for c, m in collections.items() if len(m) >= 2}
        if len(multi) >= 1:
            plain = {}
            for c in sorted(c for c in collections if c not in multi):
                plain.update(dtcg_flatten(load(collections[c][0][1])))
            axes, choices = {}, []
            for c, modes in multi.items():
                modes = sorted(modes, key=lambda m: "light" not in m[0].lower())
                trait, values = trait_of([m for m, _ in modes])
                trait = trait or c.replace(" ", "-")
                axes[trait] = [values[m] for m, _ in modes]
                choices.append((trait, [(values[m], p) for m, p in modes]))
            sizes = figma_sizes(files)
            contexts = []
            for combo in itertools.product(*[c[1] for c in choices]):
                tokens = dict(plain)
                for _, p in combo:
                    tokens.update(dtcg_flatten(load(p)))
                for path in sizes & tokens.keys():
                    kind, raw, extra = tokens[path]
                    tokens[path] = ("dimension", f"{raw}px" if isinstance(raw, (int, float)) else raw, extra)
                contexts.append(({t: v for (t, _), (v, _) in zip(choices, combo)}, tokens, None, "dtcg"))
            return "Figma Variables export", axes, contexts
    tokens = {}
    for p in files:
        doc = load(p)
        tokens.update(sd_flatten(doc) if '"$value"' not in p.read_text() else dtcg_flatten(doc))
    return "Style Dictionary classic", {}, [({}, tokens, None, "sd")]


# ---------------------------------------------------------------- comparison


def equal(want, got, tol=1e-6):
    if isinstance(want, dict) and "linear" in want:
        if not isinstance(got, dict) or "colorSpace" not in got:
            return False
        return (want["space"] == got["colorSpace"] and abs(want["alpha"] - got["alpha"]) <= 1e-6 and
                all(abs(a - b) <= 1e-4 for a, b in zip(want["linear"], cm.linear_srgb(got))))
    if isinstance(want, dict) and isinstance(got, dict):
        return set(want) == set(got) and all(equal(want[k], got[k]) for k in want)
    if isinstance(want, list) and isinstance(got, list):
        return len(want) == len(got) and all(equal(a, b) for a, b in zip(want, got))
    if isinstance(want, (int, float)) and isinstance(got, (int, float)) and not isinstance(want, bool):
        return abs(want - got) <= tol * max(1, abs(want))
    return want == got


def show(v):
    if isinstance(v, dict) and "linear" in v:
        return "%s #%s a=%.4g" % (v["space"], "".join("%02X" % round(min(1, max(0, cm.from_linear(x))) * 255)
                                                   for x in v["linear"]), v["alpha"])
    if isinstance(v, dict) and "colorSpace" in v:
        return "%s %s" % (v["colorSpace"], v.get("hex"))
    return json.dumps(v, default=str)[:200]


def main():
    fixture, swatch = pathlib.Path(sys.argv[1]).resolve(), load(sys.argv[2])
    label, axes, contexts = read_fixture(fixture)
    traits = [t["name"] for t in swatch["traits"]]
    failures, checked, lines = 0, 0, []
    for trait, values in axes.items():
        names = {t["name"]: t["values"] for t in swatch["traits"]}
        if names.get(trait) != values:
            failures += 1
            lines.append(f"mismatch: trait '{trait}' {values} in the reference, Swatch has {names.get(trait)}")
    by_path = {t["path"]: t for t in swatch["tokens"]}
    for appearance in swatch["appearances"]:
        words = dict(zip(traits, appearance.split(" "))) if traits else {}
        match = [c for c in contexts if all(words.get(t) == v for t, v in c[0].items())]
        if len(match) != 1:
            failures += 1
            lines.append(f"mismatch: appearance '{appearance}' matches {len(match)} reference contexts")
            continue
        _, tokens, written, flavor = match[0]
        graph = Graph(tokens, flavor)
        expected = set(written if written is not None else tokens)
        for path in sorted(expected - set(by_path)):
            failures += 1
            lines.append(f"mismatch: '{path}' in '{appearance}' is in the reference, not in Swatch's output")
        for path, token in by_path.items():
            got = token["values"].get(appearance)
            try:
                want = graph.value(path) if path in expected else None
            except Exception as error:  # noqa: BLE001 -- reported as a mismatch
                want = f"<reference failed: {error!r}>"
            checked += 1
            if not equal(want, got):
                failures += 1
                lines.append(f"mismatch: '{path}' in '{appearance}': reference {show(want)}, swatch {show(got)}")
    for line in lines[:30]:
        print("  " + line)
    print(f"{fixture.name} ({label}): {checked} values checked, {failures} mismatches")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
