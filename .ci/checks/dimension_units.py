"""The documented reading of dimension units (docs: units beyond DTCG 2025.10), written apart from Swatch's code.

Points-only platforms (Android, Compose, Swift) take px, pt, dp and a unitless 0 as one point each and rem as
16; a token with any dimension in em, %, vw or vh is left out there, except a typography's letterSpacing in em,
which Android and Compose write in em. CSS writes every unit as is, dp as px; a browser reads pt as 4/3 px.
"""
POINTS = {"px": 1, "pt": 1, "dp": 1, "": 1, "rem": 16}
RELATIVE = {"em", "%", "vw", "vh"}
CSS_PX = {"px": 1, "dp": 1, "": 1, "rem": 16, "pt": 4 / 3, "em": 16}


def points(d):
    return d["value"] * POINTS[d["unit"]]


def css_px(d):
    return d["value"] * CSS_PX[d["unit"]]


def dimensions(value, letter_spacing=False):
    """Every {value, unit} in a resolved value (durations too), with whether it is a typography's letterSpacing."""
    if isinstance(value, dict) and set(value) == {"value", "unit"}:
        yield value, letter_spacing
    elif isinstance(value, dict):
        for key, member in value.items():
            yield from dimensions(member, key == "letterSpacing")
    elif isinstance(value, list):
        for member in value:
            yield from dimensions(member)


def left_out(values, em_letter_spacing):
    """Whether a points-only writer leaves out a token with these values (one per appearance)."""
    return any(d["unit"] in RELATIVE and not (em_letter_spacing and spacing and d["unit"] == "em")
               for v in values for d, spacing in dimensions(v))
