"""Color conversions for the CSS checks, written apart from Swatch's Swift code so they check it independently.

OKLCH → OKLab → linear sRGB with Björn Ottosson's matrices, HSL → sRGB by CSS Color 4's formula, linear sRGB
↔ XYZ (D65) ↔ linear Display P3 with CSS Color 4's matrices, and CSS Color 4's gamut mapping (section 13.2)
for colors outside Display P3.
"""
import math

SRGB_TO_XYZ = [[0.41239079926595934, 0.357584339383878, 0.1804807884018343],
               [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
               [0.01933081871559182, 0.11919477979462598, 0.9505321522496607]]
XYZ_TO_P3 = [[2.4934969119414254, -0.9313836179191239, -0.40271078445071684],
             [-0.8294889695615747, 1.7626640603183463, 0.023624685841943577],
             [0.03584583024378447, -0.07617238926804182, 0.9568845240076872]]
P3_TO_XYZ = [[0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
             [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
             [0.0, 0.04511338185890264, 1.043944368900976]]
XYZ_TO_SRGB = [[3.2409699419045226, -1.537383177570094, -0.4986107602930034],
               [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
               [0.05563007969699366, -0.20397695888897652, 1.0569715142428786]]


def multiply(matrix, vector):
    return [sum(m * v for m, v in zip(row, vector)) for row in matrix]


def to_linear(c):
    sign, c = (-1 if c < 0 else 1), abs(c)
    return sign * (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)


def from_linear(c):
    sign, c = (-1 if c < 0 else 1), abs(c)
    return sign * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def oklab_to_linear_srgb(L, a, b):
    l_ = L + 0.3963377774 * a + 0.2158037573 * b
    m_ = L - 0.1055613458 * a - 0.0638541728 * b
    s_ = L - 0.0894841775 * a - 1.2914855480 * b
    l, m, s = l_ ** 3, m_ ** 3, s_ ** 3
    return [4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s]


def linear_srgb_to_oklab(r, g, b):
    l = 0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b
    m = 0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b
    s = 0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b
    l_, m_, s_ = (math.copysign(abs(x) ** (1 / 3), x) for x in (l, m, s))
    return [0.2104542553 * l_ + 0.7936177850 * m_ - 0.0040720468 * s_,
            1.9779984951 * l_ - 2.4285922050 * m_ + 0.4505937099 * s_,
            0.0259040371 * l_ + 0.7827717662 * m_ - 0.8086757660 * s_]


def linear_srgb(value) -> list:
    """The linear sRGB components (unbounded) of a resolved color (`swatch resolve --format json`)."""
    space, c = value["colorSpace"], value["components"]
    if space == "srgb":
        return [to_linear(x) for x in c]
    if space == "display-p3":
        return multiply(XYZ_TO_SRGB, multiply(P3_TO_XYZ, [to_linear(x) for x in c]))
    if space == "hsl":
        h, s, l = c[0] % 360, c[1] / 100, c[2] / 100
        def f(n):
            k = (n + h / 30) % 12
            return l - s * min(l, 1 - l) * max(-1, min(k - 3, 9 - k, 1))
        return [to_linear(f(n)) for n in (0, 8, 4)]
    L, C, h = c
    return oklab_to_linear_srgb(L, C * math.cos(math.radians(h)), C * math.sin(math.radians(h)))


def in_unit(components, epsilon=1e-6):
    return all(-epsilon <= x <= 1 + epsilon for x in components)


def is_wide_gamut(value) -> bool:
    """Whether Swatch writes the color as Display P3: a Display P3 token, or an HSL or OKLCH color outside sRGB."""
    if value["colorSpace"] == "display-p3":
        return True
    if value["colorSpace"] == "srgb":
        return False
    return not in_unit([from_linear(x) for x in linear_srgb(value)])


def linear_to_p3(linear):
    return [from_linear(x) for x in multiply(XYZ_TO_P3, multiply(SRGB_TO_XYZ, linear))]


def delta_e_ok(p3_a, p3_b):
    def lab(p3):
        return linear_srgb_to_oklab(*multiply(XYZ_TO_SRGB, multiply(P3_TO_XYZ, [to_linear(x) for x in p3])))
    return math.dist(lab(p3_a), lab(p3_b))


def display_p3(value) -> list:
    """The color's Display P3 components, brought into P3 by CSS Color 4's gamut mapping when outside it."""
    if value["colorSpace"] == "display-p3":
        return [min(max(x, 0), 1) for x in value["components"]]
    p3 = linear_to_p3(linear_srgb(value))
    if in_unit(p3):
        return [min(max(x, 0), 1) for x in p3]
    L, a, b = linear_srgb_to_oklab(*linear_srgb(value))
    if L >= 1:
        return [1, 1, 1]
    if L <= 0:
        return [0, 0, 0]
    hue, chroma = math.atan2(b, a), math.hypot(a, b)

    def at(c):
        return linear_to_p3(oklab_to_linear_srgb(L, c * math.cos(hue), c * math.sin(hue)))

    clip = lambda p: [min(max(x, 0), 1) for x in p]  # noqa: E731
    if delta_e_ok(clip(p3), p3) < 0.02:
        return clip(p3)
    low, high, low_in, clipped = 0.0, chroma, True, clip(p3)
    while high - low > 0.0001:
        mid = (low + high) / 2
        candidate = at(mid)
        if low_in and in_unit(candidate):
            low = mid
            continue
        clipped = clip(candidate)
        e = delta_e_ok(clipped, candidate)
        if e < 0.02:
            if 0.02 - e < 0.0001:
                return clipped
            low_in, low = False, mid
        else:
            high = mid
    return clipped


def p3_to_srgb(p3) -> list:
    """Display P3 components as (unbounded) sRGB components."""
    return [from_linear(x) for x in multiply(XYZ_TO_SRGB, multiply(P3_TO_XYZ, [to_linear(c) for c in p3]))]


def srgb_to_p3(srgb) -> list:
    """sRGB components as Display P3 components."""
    return linear_to_p3([to_linear(c) for c in srgb])
