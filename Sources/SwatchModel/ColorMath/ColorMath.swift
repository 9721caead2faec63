/// The color science constants and formulas behind `ColorValue.converted(to:)`, from CSS Color 4's sample
/// code (section 18, "Sample code for color conversions") and Björn Ottosson's OKLab.
///
/// Everything meets in CIE XYZ with the D65 white point, the space all four of Swatch's spaces share, so no
/// chromatic adaptation is needed. Gamma-encoded RGB is linearised with the sRGB transfer function, which
/// Display P3 shares; the curve is extended by symmetry to negative values, as CSS does, so colors outside a
/// gamut survive a round trip.
package enum ColorMath {
  typealias Vector = SIMD3<Double>

  /// A 3×3 matrix stored by rows.
  struct Matrix: Sendable {
    var rows: (Vector, Vector, Vector)

    init(_ r0: Vector, _ r1: Vector, _ r2: Vector) {
      rows = (r0, r1, r2)
    }

    static func * (matrix: Matrix, vector: Vector) -> Vector {
      Vector((matrix.rows.0 * vector).sum(), (matrix.rows.1 * vector).sum(), (matrix.rows.2 * vector).sum())
    }
  }

  static let linearSRGBToXYZ = Matrix(
    Vector(506752 / 1_228_815, 87881 / 245763, 12673 / 70218),
    Vector(87098 / 409605, 175762 / 245763, 12673 / 175545),
    Vector(7918 / 409605, 87881 / 737289, 1_001_167 / 1_053_270))

  static let xyzToLinearSRGB = Matrix(
    Vector(12831 / 3959, -329 / 214, -1974 / 3959),
    Vector(-851781 / 878810, 1_648_619 / 878810, 36519 / 878810),
    Vector(705 / 12673, -2585 / 12673, 705 / 667))

  static let linearP3ToXYZ = Matrix(
    Vector(608311 / 1_250_200, 189793 / 714400, 198249 / 1_000_160),
    Vector(35783 / 156275, 247089 / 357200, 198249 / 2_500_400),
    Vector(0, 32229 / 714400, 5_220_557 / 5_000_800))

  static let xyzToLinearP3 = Matrix(
    Vector(446124 / 178915, -333277 / 357830, -72051 / 178915),
    Vector(-14852 / 17905, 63121 / 35810, 423 / 17905),
    Vector(11844 / 330415, -50337 / 660830, 316169 / 330415))

  // The OKLab matrices are CSS Color 4's, with each inverse the numeric inverse of its forward matrix
  // (checked in ColorConversionTests) so that a round trip through OKLCH returns the color it started from.
  static let xyzToLMS = Matrix(
    Vector(0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
    Vector(0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
    Vector(0.0481771893596242, 0.2642395317527308, 0.6335478284694309))

  static let lmsToXYZ = Matrix(
    Vector(1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
    Vector(-0.04057574521480089, 1.112286803280317, -0.07171105806551642),
    Vector(-0.07637293667466002, -0.4214933324022432, 1.5869240198367816))

  static let lmsToOKLab = Matrix(
    Vector(0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
    Vector(1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
    Vector(0.0259040424655478, 0.7827717124575296, -0.8086757549230774))

  static let okLabToLMS = Matrix(
    Vector(1.0000000000000000, 0.3963377773761749, 0.2158037573099136),
    Vector(1.0000000000000000, -0.1055613458156586, -0.0638541728258133),
    Vector(1.0000000000000000, -0.0894841775298119, -1.2914855480194092))
}
