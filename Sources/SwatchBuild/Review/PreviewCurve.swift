/// A cubic Bézier timing curve drawn as a 64-pixel inline SVG: the preview's picture of an easing.
enum PreviewCurve {
  /// The curve from (0,0) to (1,1) through its two control points, y up; control points outside 0...1
  /// stay visible because the drawing has a margin of half its size above and below.
  static func svg(_ curve: CubicBezierValue) -> String {
    func point(_ x: Double, _ y: Double) -> String {
      PreviewSpecimen.number(8 + x * 48) + " " + PreviewSpecimen.number(56 - y * 48)
    }
    let path = "M\(point(0, 0)) C\(point(curve.x1, curve.y1)) \(point(curve.x2, curve.y2)) \(point(1, 1))"
    return "<svg class=\"specimen curve\" width=\"64\" height=\"64\" viewBox=\"0 0 64 64\" aria-hidden=\"true\">"
      + "<rect x=\"8\" y=\"8\" width=\"48\" height=\"48\" fill=\"none\" stroke=\"currentColor\" stroke-opacity=\".2\"/>"
      + "<path d=\"\(path)\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\"/></svg>"
  }
}
