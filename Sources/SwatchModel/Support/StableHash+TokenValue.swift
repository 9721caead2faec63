extension StableHash {
  /// Mixes in `value` exactly: each case by a tag and its fields (numbers by their bits, units and texts by
  /// their UTF-8 bytes); composites, which are few, by their full reflection (every stored field, numbers in
  /// round-trip precision), which is the same in every process.
  package mutating func combine(_ value: TokenValue) {
    switch value {
    case .color(let color):
      combine(UInt64(1))
      combine(color.space.rawValue)
      combine(UInt64(color.components.count))
      for component in color.components { combine(number: component) }
      combine(number: color.alpha)
    case .dimension(let dimension):
      combine(UInt64(3))
      combine(number: dimension.value)
      combine(dimension.unit.rawValue)
    case .duration(let duration):
      combine(UInt64(4))
      combine(number: duration.value)
      combine(duration.unit.rawValue)
    case .number(let number):
      combine(UInt64(5))
      combine(number: number)
    case .fontWeight(let weight):
      combine(UInt64(6))
      combine(UInt64(bitPattern: Int64(weight)))
    case .string(let text):
      combine(UInt64(7))
      combine(text)
    case .fontFamily(let names):
      combine(UInt64(8))
      combine(UInt64(names.count))
      for name in names { combine(name) }
    case .cubicBezier(let curve):
      combine(UInt64(9))
      for number in [curve.x1, curve.y1, curve.x2, curve.y2] { combine(number: number) }
    default:
      combine(UInt64(2))
      combine(String(reflecting: value))
    }
  }
}
