"""An independent reading of DTCG 2025.10 resolvers, compared value by value with `swatch resolve --format json`.

Usage: corpora_reference.py RESOLVER.json SWATCH.json [MAPPING.json]

Written from the DTCG 2025.10 format and resolver modules, sharing no code with Swatch: for every combination
of modifier contexts it merges the sets and the chosen contexts' sources in `resolutionOrder` (a later token
replaces an earlier one), gives each token its own `$type` or its nearest group's (or its alias target's),
resolves aliases in that combination (a whole value or any member of a composite), and normalizes each value
to the shape Swatch prints: colors as colorSpace + components + alpha, dimensions and durations as
{value, unit}, font weights as numbers, font families as lists, composites as objects of such members (a
one-layer shadow as an object, `inset` only when true). Every token of Swatch's output must equal the
reference in every appearance, and the reference must hold no token Swatch lacks.

Beyond the 2025.10 schema it reads, as docs/resolver-input.md says Swatch does: a token that exists only in some
contexts is absent in the others (Swatch prints no value there), `alpha` beside `$value` replaces the color's
alpha, references inside a string token's text are replaced by their values' text, and tokens of a type DTCG
does not define (Primer's `custom-viewportRange`, which Swatch skips with `unsupportedTypes: skip`) are left
out. MAPPING.json is the `modifiers:` mapping of swatch.yaml as JSON: {modifier: {context: {trait: value}}}.
"""
import itertools
import json
import pathlib
import re
import sys

WEIGHTS = {"thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
           "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
           "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950}
MEMBER_TYPES = {
    "typography": {"fontFamily": "fontFamily", "fontSize": "dimension", "fontWeight": "fontWeight",
                   "letterSpacing": "dimension", "lineHeight": "number"},
    "border": {"color": "color", "width": "dimension", "style": "strokeStyle"},
    "shadow": {"color": "color", "offsetX": "dimension", "offsetY": "dimension", "blur": "dimension",
               "spread": "dimension", "inset": "boolean"},
    "transition": {"duration": "duration", "delay": "duration", "timingFunction": "cubicBezier"},
    "gradient": {"color": "color", "position": "number"},
}
ALIAS = re.compile(r"^\{([^{}]+)\}$")
EMBEDDED = re.compile(r"\{([^{}]+)\}")
DTCG_TYPES = {"color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number", "string",
              "typography", "border", "shadow", "transition", "gradient", "strokeStyle"}


def load(path):
    return json.loads(pathlib.Path(path).read_text())


def merge(into, tree):
    """Deep-merges a token tree: groups merge, a token replaces whatever was at its path."""
    for key, value in tree.items():
        if isinstance(value, dict) and "$value" not in value and isinstance(into.get(key), dict) \
                and "$value" not in into[key]:
            merge(into[key], value)
        else:
            into[key] = json.loads(json.dumps(value))


def sources_tree(sources, base, resolver):
    tree = {}
    for source in sources:
        ref = source.get("$ref") if isinstance(source, dict) else None
        if ref and ref.startswith("#/sets/"):
            merge(tree, sources_tree(resolver["sets"][ref[7:]]["sources"], base, resolver))
        elif ref:
            merge(tree, load(base / ref))
        else:
            merge(tree, source)
    return tree


def flatten(tree, inherited=None, path=()):
    tokens = {}
    group_type = tree.get("$type", inherited)
    for key, value in tree.items():
        if (key.startswith("$") and key != "$root") or not isinstance(value, dict):
            continue  # `$root` is the token DTCG 2025.10 lets a group hold under its own path
        if "$value" in value:
            raw = value["$value"]
            if "alpha" in value:  # Primer's `alpha` beside `$value`: the color's alpha replaced
                raw = {"$alphaOf": raw, "alpha": value["alpha"]}
            tokens[".".join(path + (key,))] = (value.get("$type"), group_type, raw)
        else:
            tokens.update(flatten(value, group_type, path + (key,)))
    return tokens


class Context:
    """The tokens of one combination of contexts, with types and aliases resolved on demand."""

    def __init__(self, tokens):
        self.tokens = tokens
        self.types, self.values = {}, {}

    def type_of(self, path, seen=()):
        if path in self.types:
            return self.types[path]
        own, group, value = self.tokens[path]
        found = own
        if not found and isinstance(value, str) and ALIAS.match(value) and path not in seen:
            found = self.type_of(ALIAS.match(value)[1], seen + (path,))
        found = found or group
        self.types[path] = found
        return found

    def value_of(self, path, seen=()):
        if path in self.values:
            return self.values[path]
        if path in seen:
            raise ValueError("alias cycle through " + " -> ".join(seen + (path,)))
        kind = self.type_of(path)
        value = self.read(self.tokens[path][2], kind, seen + (path,))
        self.values[path] = value
        return value

    def read(self, raw, kind, seen):
        """`raw` read as a `kind`, aliases (whole or per member) followed."""
        if isinstance(raw, dict) and "$alphaOf" in raw:
            return dict(self.read(raw["$alphaOf"], kind, seen), alpha=raw["alpha"])
        if isinstance(raw, str) and ALIAS.match(raw):
            return self.value_of(ALIAS.match(raw)[1], seen)
        if kind == "string" and isinstance(raw, str) and EMBEDDED.search(raw):
            return EMBEDDED.sub(lambda m: text_of(self.value_of(m[1], seen)), raw)
        if kind in ("typography", "border", "transition"):
            return {m: self.read(raw[m], t, seen) for m, t in MEMBER_TYPES[kind].items() if m in raw}
        if kind == "shadow":
            layers = []
            for item in raw if isinstance(raw, list) else [raw]:
                if isinstance(item, str) and ALIAS.match(item):
                    target = self.value_of(ALIAS.match(item)[1], seen)
                    layers += target if isinstance(target, list) else [target]
                    continue
                layer = {m: self.read(item[m], t, seen) for m, t in MEMBER_TYPES["shadow"].items() if m in item}
                if not layer.get("inset"):
                    layer.pop("inset", None)
                layers.append(layer)
            return layers[0] if len(layers) == 1 else layers
        if kind == "gradient":
            return [{m: self.read(stop[m], t, seen) for m, t in MEMBER_TYPES["gradient"].items()} for stop in raw]
        return literal(raw, kind)


def literal(raw, kind):
    if kind == "color":
        if isinstance(raw, str):
            digits = raw.lstrip("#")
            if len(digits) in (3, 4):
                digits = "".join(c * 2 for c in digits)
            channels = [int(digits[i:i + 2], 16) / 255 for i in range(0, len(digits), 2)]
            return {"colorSpace": "srgb", "components": channels[:3], "alpha": channels[3] if len(channels) > 3 else 1}
        return {"colorSpace": raw["colorSpace"], "components": [0 if c == "none" else c for c in raw["components"]],
                "alpha": raw.get("alpha", 1)}
    if kind in ("dimension", "duration"):
        if isinstance(raw, dict):
            return {"value": raw["value"], "unit": raw["unit"]}
        if raw == 0:
            return {"value": 0, "unit": "px"}
        m = re.fullmatch(r"\s*(-?[\d.]+(?:e-?\d+)?)([a-z%]+)\s*", raw)
        return {"value": float(m[1]), "unit": m[2]}
    if kind == "fontWeight":
        return WEIGHTS[raw] if isinstance(raw, str) else raw
    if kind == "fontFamily":
        # A name holding commas is a CSS font stack (docs/resolver-input.md): one family per comma outside
        # quotes, each unquoted.
        families = []
        for name in (raw if isinstance(raw, list) else [raw]):
            families += font_stack(name) if "," in name else [name]
        return families
    if kind == "strokeStyle":
        return raw if isinstance(raw, str) else {"dashArray": [literal(d, "dimension") for d in raw["dashArray"]],
                                                 "lineCap": raw["lineCap"]}
    return raw


def number_text(n):
    return str(int(n)) if float(n).is_integer() else repr(float(n))


def text_of(value):
    """A value's text inside a string: a dimension or duration as number + unit, a number as itself."""
    if isinstance(value, dict):
        return number_text(value["value"]) + value["unit"]
    return value if isinstance(value, str) else number_text(value)


def font_stack(text):
    parts, current, quote = [], "", None
    for ch in text:
        if quote:
            if ch == quote:
                quote = None
            else:
                current += ch
        elif ch in "'\"":
            quote = ch
        elif ch == ",":
            parts.append(current.strip())
            current = ""
        else:
            current += ch
    parts.append(current.strip())
    return [p for p in parts if p]


def equal(a, b):
    if isinstance(a, dict) and isinstance(b, dict):
        return set(a) == set(b) and all(equal(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(equal(x, y) for x, y in zip(a, b))
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool):
        return abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
    return a == b


def strip_hex(value):
    """Swatch's JSON leads colors with a derived `hex`; the reference compares the color's own fields."""
    if isinstance(value, dict):
        return {k: strip_hex(v) for k, v in value.items() if not (k == "hex" and "colorSpace" in value)}
    if isinstance(value, list):
        return [strip_hex(v) for v in value]
    return value


def main():
    resolver_path, swatch_path = pathlib.Path(sys.argv[1]), sys.argv[2]
    resolver, swatch = load(resolver_path), load(swatch_path)
    mapping = load(sys.argv[3]) if len(sys.argv) > 3 else {}
    base = resolver_path.parent
    modifiers = resolver.get("modifiers", {})
    order = [entry["$ref"] for entry in resolver["resolutionOrder"]]
    names = {t["name"]: t["values"] for t in swatch["traits"]}
    used = [ref[len("#/modifiers/"):] for ref in order if ref.startswith("#/modifiers/")]
    checked = failures = absent = 0
    skipped = set()
    swatch_paths = {t["path"] for t in swatch["tokens"]}
    for combo in itertools.product(*[list(modifiers[m]["contexts"]) for m in used]):
        chosen = dict(zip(used, combo))
        tree = {}
        for ref in order:
            if ref.startswith("#/sets/"):
                merge(tree, sources_tree(resolver["sets"][ref[7:]]["sources"], base, resolver))
            else:
                name = ref[len("#/modifiers/"):]
                merge(tree, sources_tree(modifiers[name]["contexts"][chosen[name]], base, resolver))
        context = Context(flatten(tree))
        unknown = {p for p in context.tokens if context.type_of(p) not in DTCG_TYPES}
        skipped |= unknown
        for path in unknown:
            del context.tokens[path]
        # Swatch's appearance name: trait values in trait order. A mapped modifier's context gives the trait
        # values MAPPING names (other traits keep their default, the first value). Otherwise a trait is named
        # after its modifier, its values the context names (qualified `modifier-context` when shared), unless
        # Swatch mapped the modifier onto another trait by default (`theme` with light and dark contexts
        # becomes `appearance`): then it is the modifier whose contexts are the trait's values. With no traits
        # the one appearance has Swatch's own name.
        values = {}
        for modifier, context_name in chosen.items():
            if modifier in mapping:
                values.update(mapping[modifier][context_name])
        for trait in swatch["traits"]:
            if trait["name"] in values:
                continue
            modifier = trait["name"] if trait["name"] in chosen else next(
                (m for m in used if m not in mapping and set(modifiers[m]["contexts"]) == set(trait["values"])), None)
            if modifier is None:
                values[trait["name"]] = trait["values"][0]
                continue
            context_name = chosen[modifier]
            qualified = f"{modifier}-{context_name}"
            values[trait["name"]] = qualified if qualified in names[trait["name"]] else context_name
        words = [values[trait["name"]] for trait in swatch["traits"]]
        appearance = " ".join(words) if swatch["traits"] else swatch["appearances"][0]
        for path in sorted(set(context.tokens) - swatch_paths):
            failures += 1
            if failures <= 20:
                print(f"mismatch: '{path}' in '{appearance}' is in the reference but not in Swatch's output")
        for token in swatch["tokens"]:
            got = strip_hex(token["values"].get(appearance))
            if got is None and token["path"] not in context.tokens and appearance in token.get("absent", []):
                absent += 1
            try:
                want = context.value_of(token["path"]) if token["path"] in context.tokens else None
            except (KeyError, ValueError) as error:
                want = f"<reference failed: {error}>"
            checked += 1
            if not equal(got, want):
                failures += 1
                if failures <= 20:
                    print(f"mismatch: '{token['path']}' in '{appearance}': swatch {json.dumps(got)[:300]}, "
                          f"reference {json.dumps(want)[:300]}")
    print(f"{resolver_path.name}: {checked} token x context values compared ({absent} absent in both), "
          f"{failures} mismatches; {len(skipped)} tokens of types DTCG does not define left out")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
