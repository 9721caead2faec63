import Foundation

/// The constants and formulas of the DTCG color spaces beyond sRGB, Display P3, HSL and OKLCH: CSS Color 4's
/// predefined RGB spaces (each with its own primaries and transfer curve), CIE Lab and LCH, OKLab, HWB and CIE
/// XYZ. Spaces defined under the D50 white point (Lab, LCH, ProPhoto RGB, XYZ D50) meet the others in XYZ D65
/// through CSS Color 4's Bradford adaptation.
extension ColorMath {
  static let linearA98ToXYZ = Matrix(
    Vector(573536 / 994567, 263643 / 1_420_810, 187206 / 994567),
    Vector(591459 / 1_989_134, 6_239_551 / 9_945_670, 374412 / 4_972_835),
    Vector(53769 / 1_989_134, 351524 / 4_972_835, 4_929_758 / 4_972_835))

  static let xyzToLinearA98 = Matrix(
    Vector(1_829_569 / 896150, -506331 / 896150, -308931 / 896150),
    Vector(-851781 / 878810, 1_648_619 / 878810, 36519 / 878810),
    Vector(16779 / 1_248_040, -147721 / 1_248_040, 1_266_979 / 1_248_040))

  static let linearRec2020ToXYZ = Matrix(
    Vector(63_426_534 / 99_577_255, 20_160_776 / 139_408_157, 47_086_771 / 278_816_314),
    Vector(26_158_966 / 99_577_255, 472_592_308 / 697_040_785, 8_267_143 / 139_408_157),
    Vector(0, 19_567_812 / 697_040_785, 295_819_943 / 278_816_314))

  static let xyzToLinearRec2020 = Matrix(
    Vector(30_757_411 / 17_917_100, -6_372_589 / 17_917_100, -4_539_589 / 17_917_100),
    Vector(-19_765_991 / 29_648_200, 47_925_759 / 29_648_200, 467509 / 29_648_200),
    Vector(792561 / 44_930_125, -1_921_689 / 44_930_125, 42_328_811 / 44_930_125))

  /// ProPhoto RGB's primaries, to XYZ under its own white point, D50.
  static let linearProPhotoToXYZD50 = Matrix(
    Vector(0.7977666449006423, 0.13518129740053308, 0.0313477341283922),
    Vector(0.2880748288194013, 0.711835234241873, 0.00008993693872564),
    Vector(0, 0, 0.8251046025104602))

  static let xyzD50ToLinearProPhoto = Matrix(
    Vector(1.3457868816471583, -0.25557208737979464, -0.05110186497554526),
    Vector(-0.5446307051249019, 1.5082477428451468, 0.02052744743642139),
    Vector(0, 0, 1.2119675456389452))

  /// Bradford chromatic adaptation from the D50 white point to D65, and back.
  static let xyzD50ToD65 = Matrix(
    Vector(0.955473421488075, -0.02309845494876471, 0.06325924320057072),
    Vector(-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
    Vector(0.012314014864481998, -0.020507649298898964, 1.330365926242124))

  static let xyzD65ToD50 = Matrix(
    Vector(1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
    Vector(0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
    Vector(-0.009243040646204504, 0.015055191490298152, 0.7518742814281371))

  /// The D50 white point in XYZ, from its chromaticity (0.3457, 0.3585).
  static let whiteD50 = Vector(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)

  /// Each component of `vector` through `curve`, mirrored for negative values, as CSS extends every transfer
  /// curve so colors outside a gamut survive a round trip.
  static func mirrored(_ vector: Vector, _ curve: (Double) -> Double) -> Vector {
    Vector(
      copysign(curve(abs(vector.x)), vector.x), copysign(curve(abs(vector.y)), vector.y),
      copysign(curve(abs(vector.z)), vector.z))
  }

  /// Adobe RGB (1998): a pure power curve of 563/256.
  static func linearizedA98(_ encoded: Vector) -> Vector { mirrored(encoded) { pow($0, 563 / 256) } }
  static func encodedA98(_ linear: Vector) -> Vector { mirrored(linear) { pow($0, 256 / 563) } }

  /// ProPhoto RGB: a power of 1.8 with a linear segment near black.
  static func linearizedProPhoto(_ encoded: Vector) -> Vector {
    mirrored(encoded) { $0 <= 16 / 512 ? $0 / 16 : pow($0, 1.8) }
  }
  static func encodedProPhoto(_ linear: Vector) -> Vector {
    mirrored(linear) { $0 >= 1 / 512 ? pow($0, 1 / 1.8) : 16 * $0 }
  }

  /// Rec. 2020: display-referred, BT.1886's reference curve, a pure power of 2.4, as CSS Color 4 defines it
  /// (BT.2020's camera curve, which some browsers still decode with, gives lighter mid tones).
  static func linearizedRec2020(_ encoded: Vector) -> Vector { mirrored(encoded) { pow($0, 2.4) } }
  static func encodedRec2020(_ linear: Vector) -> Vector { mirrored(linear) { pow($0, 1 / 2.4) } }

  /// CIE Lab's constants: κ and ε as CSS Color 4 writes them, exact fractions.
  private static let labKappa = 24389.0 / 27
  private static let labEpsilon = 216.0 / 24389

  /// CIE Lab `[L, a, b]` (D50) to XYZ D50.
  static func xyzD50(fromLab lab: Vector) -> Vector {
    let f1 = (lab.x + 16) / 116
    let f0 = lab.y / 500 + f1
    let f2 = f1 - lab.z / 200
    func inverse(_ f: Double) -> Double { f * f * f > labEpsilon ? f * f * f : (116 * f - 16) / labKappa }
    let y = lab.x > labKappa * labEpsilon ? f1 * f1 * f1 : lab.x / labKappa
    return Vector(inverse(f0), y, inverse(f2)) * whiteD50
  }

  /// XYZ D50 to CIE Lab `[L, a, b]`.
  static func lab(fromXYZD50 xyz: Vector) -> Vector {
    let scaled = xyz / whiteD50
    func f(_ value: Double) -> Double { value > labEpsilon ? cbrt(value) : (labKappa * value + 16) / 116 }
    let (f0, f1, f2) = (f(scaled.x), f(scaled.y), f(scaled.z))
    return Vector(116 * f1 - 16, 500 * (f0 - f1), 200 * (f1 - f2))
  }

  /// HWB `[h, w, b]` (degrees, 0...100, 0...100) to sRGB, CSS Color 4's `hwbToRgb`: whiteness and blackness
  /// summing to 100 or more give a gray.
  static func srgb(fromHWB hwb: Vector) -> Vector {
    let (white, black) = (hwb.y / 100, hwb.z / 100)
    guard white + black < 1 else {
      let gray = white / (white + black)
      return Vector(gray, gray, gray)
    }
    return srgb(fromHSL: Vector(hwb.x, 100, 50)) * (1 - white - black) + Vector(repeating: white)
  }

  /// sRGB to HWB `[h, w, b]`: the hue HSL gives, the smallest channel as whiteness and one minus the largest
  /// as blackness.
  static func hwb(fromSRGB rgb: Vector) -> Vector {
    Vector(hsl(fromSRGB: rgb).x, rgb.min() * 100, (1 - rgb.max()) * 100)
  }
}
