extension StableHash {
  /// Mixes in `value` exactly: a color by its space, components and alpha bits; any other value by its full
  /// reflection (every stored field, numbers in round-trip precision), which is the same in every process.
  package mutating func combine(_ value: TokenValue) {
    guard case .color(let color) = value else {
      combine(UInt64(2))
      return combine(String(reflecting: value))
    }
    combine(UInt64(1))
    combine(color.space.rawValue)
    combine(UInt64(color.components.count))
    for component in color.components { combine(number: component) }
    combine(number: color.alpha)
  }
}
