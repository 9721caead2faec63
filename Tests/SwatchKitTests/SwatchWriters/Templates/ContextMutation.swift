@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Seeded changes to a template context that keep its shape readable but put hostile values in it: strings
/// with delimiters, line breaks, markup and combining marks; flipped booleans; lists emptied, cut or
/// repeated; values replaced by null.
struct ContextMutation {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  static let hostileStrings = [
    "", " ", "{{x}}", "}}", "{{", "{{/a}}", "\n", "\r\n", "\r", "&<>\"'", "e\u{301}", "\u{2028}\u{2029}",
    "line\rlet x = 1 +", "*/ -->", "\u{0}", "👩‍👩‍👧", "\\", "#1C1C1EFF", String(repeating: "é", count: 300),
  ]

  /// SplitMix64.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

  /// `value` with about one in `rate` of its parts changed.
  mutating func mutate(_ value: JSONValue, rate: Int = 4) -> JSONValue {
    let change = below(rate) == 0
    switch value {
    case .string:
      return change ? .string(Self.hostileStrings[below(Self.hostileStrings.count)]) : value
    case .bool(let flag): return change ? .bool(!flag) : value
    case .number: return change ? (below(2) == 0 ? .null : .number(Double(below(2000)) / 8 - 100)) : value
    case .null: return value
    case .array(let items):
      var items = items.map { mutate($0, rate: rate) }
      if change {
        switch below(3) {
        case 0: items = []
        case 1: items = Array(items.prefix(1))
        default: items += items
        }
      }
      return .array(items)
    case .object(let pairs):
      return .object(pairs.map { ($0.0, below(rate * 8) == 0 ? .null : mutate($0.1, rate: rate)) })
    }
  }
}
