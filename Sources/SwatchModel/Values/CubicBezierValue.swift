/// A cubic Bézier timing curve's two control points, `[x1, y1, x2, y2]` with x in 0...1.
public struct CubicBezierValue: Hashable, Sendable {
  public var x1: Double, y1: Double, x2: Double, y2: Double

  /// Creates a curve from its control points.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
  }
}
