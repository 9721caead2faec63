/// A typography's font stack (`[Inter, -apple-system, sans-serif]`) as a native app on Apple's platforms reads
/// it: the families to look for, in order, up to the first name that stands for the system font, and that
/// font's design. (A browser maps the generic names to fonts of its own, `serif` to Times; an app has the
/// system font's designs.)
///
/// A CSS generic or system keyword (`system-ui`, `-apple-system`, `serif`, `ui-monospace`) names no font a
/// platform can load, and neither does the system font's own name (`SF Pro Text`, `New York`, `SF Mono`:
/// private faces that `UIFont(name:size:)` does not return). Looked up by name, they fail and the next name
/// wins, so a stack written for the web (`SF Pro Text, -apple-system, Helvetica Neue`) would draw in Helvetica
/// Neue. Each stops the search at the system font instead, in its design: `serif` and `New York` the serif
/// design, `monospace` and `SF Mono` the monospaced one, `ui-rounded` and `SF Pro Rounded` the rounded one.
struct AppleFontStack: Equatable {
  /// The system font's designs (`UIFontDescriptor.SystemDesign`, SwiftUI's `Font.Design`).
  enum Design: String, Sendable {
    case standard, serif, monospaced, rounded

    /// The design as SwiftUI's `Font.Design` names it.
    var swiftUIName: String { self == .standard ? "default" : rawValue }
  }

  /// The families to look for, in order, before the system font, as written (empty names skipped).
  let families: [String]
  /// The system font's design when none of `families` is installed.
  let design: Design
  /// The name that stood for the system font, lowercased and trimmed (`cursive`, `-apple-system`); nil when
  /// none did.
  let systemName: String?

  /// The stack `names` reads, lowercased names compared.
  init(_ names: [String]) {
    var families: [String] = []
    var (design, systemName) = (Design.standard, String?.none)
    for name in names {
      let key = name.trimmingWhitespace().lowercased()
      if let system = Self.systemNames[key] {
        (design, systemName) = (system, key)
        break
      }
      if !key.isEmpty { families.append(name) }
    }
    (self.families, self.design, self.systemName) = (families, design, systemName)
  }

  /// The names that stand for the system font, lowercased, with its design: CSS's generic and system families
  /// and the system fonts' own names.
  static let systemNames: [String: Design] = {
    var names: [String: Design] = [:]
    for name in [
      "system-ui", "-apple-system", "blinkmacsystemfont", "ui-sans-serif", "sans-serif", "cursive", "fantasy",
      "emoji", "math", "fangsong", ".applesystemuifont", "sf pro", "sf pro text", "sf pro display", "sf ui text",
      "sf ui display", "sf compact", "sf compact text", "sf compact display", "san francisco",
    ] {
      names[name] = .standard
    }
    for name in ["serif", "ui-serif", "new york"] { names[name] = .serif }
    for name in ["monospace", "ui-monospace", "sf mono"] { names[name] = .monospaced }
    for name in ["ui-rounded", "sf pro rounded", "sf compact rounded"] { names[name] = .rounded }
    return names
  }()
}
