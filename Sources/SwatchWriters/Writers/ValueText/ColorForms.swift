/// The forms of a color that templates for other platforms need besides hex text: a packed ARGB integer
/// literal (Flutter's `Color(0xFF341E80)`, Android's `0xFF341E80`), sRGB components from 0 to 1 and from 0
/// to 255, and Display P3 components for a wide gamut color, documented in `docs/templates.md`.
///
/// Every form comes from the same gamut-mapped sRGB color as `hex`, so `argb`, `hex` and the 0–255 components
/// always agree; the P3 components are the ones Swift and the asset catalog write (`AppleColor`).
public enum ColorForms {
  /// The context fields of `color`, in order: `argb`, `red`, `green`, `blue`, `alpha` (0–1, rounded to 6
  /// decimals), `red255`, `green255`, `blue255`, `alpha255` (the bytes of `hex`), `isWideGamut`, and `p3`
  /// (`red`, `green`, `blue`, `alpha`, 0–1) when the color is wide gamut (`CSSValue.isWideGamut`).
  public static func fields(of color: ColorValue) -> [(String, JSONValue)] {
    let bytes = color.srgb8
    let srgb = color.gamutMapped(to: .srgb).clipped
    let alpha = ColorValue.clamped(color.alpha)
    var fields: [(String, JSONValue)] = [
      ("argb", .string(HexText.string((bytes.alpha, bytes.red, bytes.green, bytes.blue), prefix: "0x")))
    ]
    fields += components(srgb.components, alpha: alpha)
    fields += [
      ("red255", .number(Double(bytes.red))), ("green255", .number(Double(bytes.green))),
      ("blue255", .number(Double(bytes.blue))), ("alpha255", .number(Double(bytes.alpha))),
    ]
    let isWideGamut = CSSValue.isWideGamut(color)
    fields.append(("isWideGamut", .bool(isWideGamut)))
    if isWideGamut {
      fields.append(("p3", .object(components(AppleColor(color).components, alpha: alpha))))
    }
    return fields
  }

  /// `red`, `green`, `blue` and `alpha`, each rounded to 6 decimals: far below what a display shows, and the
  /// same text on every machine whatever its math library's last bit.
  private static func components(_ rgb: [Double], alpha: Double) -> [(String, JSONValue)] {
    zip(["red", "green", "blue", "alpha"], rgb + [alpha]).map { ($0, .number(rounded($1))) }
  }

  /// `value` rounded to 6 decimals.
  static func rounded(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
}
