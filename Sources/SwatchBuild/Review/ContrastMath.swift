import Foundation

/// Contrast between two colors as WCAG 2.x and APCA measure it, on the 8-bit sRGB values the writers emit.
///
/// Colors go through `srgb8`, the CSS gamut mapping every writer uses, so a ratio can be checked by hand
/// from the hex `swatch resolve` prints. Compositing happens in gamma-encoded sRGB, as browsers and UIKit
/// blend: `alpha * foreground + (1 - alpha) * background`, per channel, on 0...1 values.
public enum ContrastMath {
  /// An opaque sRGB color with channels in 0...1.
  public struct RGB: Hashable, Sendable {
    /// The channels, gamma-encoded.
    public var red: Double, green: Double, blue: Double

    /// Creates a color from gamma-encoded channels.
    public init(red: Double, green: Double, blue: Double) {
      (self.red, self.green, self.blue) = (red, green, blue)
    }
  }

  /// `color` as 8-bit sRGB (the writers' gamut mapping), alpha-composited over the opaque `base`.
  public static func composite(_ color: ColorValue, over base: RGB) -> RGB {
    let bytes = color.srgb8
    let alpha = Double(bytes.alpha) / 255
    func blend(_ channel: UInt8, _ under: Double) -> Double { alpha * Double(channel) / 255 + (1 - alpha) * under }
    return RGB(
      red: blend(bytes.red, base.red), green: blend(bytes.green, base.green), blue: blend(bytes.blue, base.blue))
  }

  /// `color` as opaque 8-bit sRGB, its alpha ignored.
  public static func opaque(_ color: ColorValue) -> RGB {
    let bytes = color.srgb8
    return RGB(red: Double(bytes.red) / 255, green: Double(bytes.green) / 255, blue: Double(bytes.blue) / 255)
  }

  /// WCAG 2.x relative luminance: each channel linearized with the sRGB transfer function (threshold
  /// 0.04045), then weighted 0.2126, 0.7152, 0.0722.
  public static func relativeLuminance(_ color: RGB) -> Double {
    func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }

  /// The WCAG 2.x contrast ratio `(L1 + 0.05) / (L2 + 0.05)`, lighter over darker: 1 to 21.
  public static func wcagRatio(_ first: RGB, _ second: RGB) -> Double {
    let (a, b) = (relativeLuminance(first), relativeLuminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// APCA 0.0.98G-4g lightness contrast Lc of `text` on `background`: positive for dark text on a light
  /// background, negative for light on dark, 0 below the low clip. Roughly -108 to 106.
  ///
  /// Constants from the APCA reference implementation (apca-w3 0.1.9, "0.0.98G-4g" base).
  public static func apcaContrast(text: RGB, background: RGB) -> Double {
    let (textY, backgroundY) = (apcaLuminance(text), apcaLuminance(background))
    guard abs(backgroundY - textY) >= 0.0005 else { return 0 }
    if backgroundY > textY {
      let sapc = (pow(backgroundY, 0.56) - pow(textY, 0.57)) * 1.14
      return sapc < 0.1 ? 0 : (sapc - 0.027) * 100
    }
    let sapc = (pow(backgroundY, 0.65) - pow(textY, 0.62)) * 1.14
    return sapc > -0.1 ? 0 : (sapc + 0.027) * 100
  }

  /// APCA's screen luminance: a simple 2.4 power per channel, the sRGB coefficients, then the soft clamp
  /// of near-black (threshold 0.022, exponent 1.414).
  static func apcaLuminance(_ color: RGB) -> Double {
    let y = 0.2126729 * pow(color.red, 2.4) + 0.7151522 * pow(color.green, 2.4) + 0.0721750 * pow(color.blue, 2.4)
    return y > 0.022 ? y : y + pow(0.022 - y, 1.414)
  }
}
