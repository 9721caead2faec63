@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Random Mustache templates and contexts from a seed, for the differential test: variables (escaped and
/// not), dotted and implicit names, sections and inverted sections, comments, transforms, with blanks and
/// line breaks around tags so the standalone-line rules are exercised.
struct RandomTemplate {
  private var random: ContextMutation

  init(seed: UInt64) { random = ContextMutation(seed: seed) }

  static let names = ["a", "b", "c", "list", "a.b", "b.c", "list.a", ".", ".a"]
  static let texts = ["x", " ", "  ", "\n", "\r\n", "\t", "}", "y\n", "=", "#"]
  /// Not `sorted` and `enumerated`: swift-mustache prints their entries as Swift tuples under `{{.}}`, where
  /// Swatch prints nothing (unit tests cover them).
  static let transforms = ["uppercased", "count", "empty", "reversed", "first", "last"]

  /// A template ending in a line break. swift-mustache differs from the specification on a last line of
  /// blanks (it drops them) and on lines holding several section or comment tags (it removes some of them
  /// as if each were alone), so section and comment tags are either alone on their line or between text.
  mutating func template() -> String {
    body(depth: 0) + "\n"
  }

  private mutating func body(depth: Int) -> String {
    (0..<random.below(6) + 1).map { _ in part(depth: depth) }.joined()
  }

  private mutating func part(depth: Int) -> String {
    switch random.below(depth < 3 ? 9 : 5) {
    case 0, 1: return Self.texts[random.below(Self.texts.count)]
    case 2: return "{{\(blank())\(name(listing: false))\(blank())}}"
    case 3:
      return ["{{{\(name(listing: false))}}}", "{{&\(name(listing: false))}}", "{{index()}}", "{{first()}}"][
        random.below(4)]
    case 4: return placed("{{! note }}")
    default:
      let name = self.name(listing: true)
      let sigil = random.below(2) == 0 ? "#" : "^"
      return placed("{{\(sigil)\(name)}}") + body(depth: depth + 1) + placed("{{/\(name)}}")
    }
  }

  /// `tag` alone on its line (blanks around it), or between text on both sides.
  private mutating func placed(_ tag: String) -> String {
    guard random.below(3) != 0 else { return "x\(tag)y" }
    return "\n\(blank())\(tag)\(blank())\(["\n", "\r\n"][random.below(2)])"
  }

  /// A name, sometimes transformed; `reversed` only where `listing` (swift-mustache prints a reversed list as
  /// Swift would, where Swatch prints nothing).
  private mutating func name(listing: Bool) -> String {
    let name = Self.names[random.below(Self.names.count)]
    guard random.below(5) == 0, name != ".", name != ".a" else { return name }
    let transforms = listing ? Self.transforms : Self.transforms.filter { $0 != "reversed" }
    return "\(transforms[random.below(transforms.count)])(\(name))"
  }

  private mutating func blank() -> String { random.below(3) == 0 ? " " : "" }

  mutating func context(depth: Int = 0) -> JSONValue {
    .object(["a", "b", "c", "list"].compactMap { key in random.below(4) == 0 ? nil : (key, value(depth: depth)) })
  }

  private mutating func value(depth: Int) -> JSONValue {
    switch random.below(depth < 2 ? 8 : 5) {
    case 0: return .string(ContextMutation.hostileStrings[random.below(ContextMutation.hostileStrings.count)])
    case 1: return .number(Double(random.below(400)) / 4 - 50)
    case 2: return .bool(random.below(2) == 0)
    case 3: return .null
    case 4: return .string(["x", "yes", "0"][random.below(3)])
    case 5: return context(depth: depth + 1)
    default:
      return .array(
        (0..<random.below(4)).map { _ in random.below(2) == 0 ? context(depth: depth + 1) : value(depth: depth + 1) })
    }
  }
}
