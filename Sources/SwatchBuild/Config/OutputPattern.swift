/// A token path pattern from an output's `include:` or `exclude:`: dot-separated segments, each matching one
/// name of a token path, where `*` stands for any characters within that name (`*` alone matches any one name,
/// `*Primary` any name ending in `Primary`). A pattern that matches a group matches every token beneath it, so
/// `palette` and `palette.*` both match `palette.blue.500`.
public struct OutputPattern: Sendable {
  /// The pattern as written.
  public let text: String
  /// Each segment's literal pieces around its `*`s: `["", "Primary"]` for `*Primary`.
  private let segments: [[Substring]]

  /// Reads `text`, or returns nil when it is empty or has an empty segment (`a..b`, `.a`, `a.`).
  public init?(_ text: String) {
    let segments = text.split(separator: ".", omittingEmptySubsequences: false)
    guard !segments.contains(where: \.isEmpty) else { return nil }
    self.text = text
    self.segments = segments.map { $0.split(separator: "*", omittingEmptySubsequences: false) }
  }

  /// Whether `path`, or one of the groups holding it, matches.
  public func matches(_ path: TokenPath) -> Bool {
    let names = path.components
    guard names.count >= segments.count else { return false }
    return zip(segments, names).allSatisfy { Self.matches($0, Substring($1)) }
  }

  /// Whether `name` is the pieces in order, with any characters where the `*`s were.
  private static func matches(_ pieces: [Substring], _ name: Substring) -> Bool {
    guard pieces.count > 1 else { return pieces[0] == name }
    guard name.hasPrefix(pieces[0]), name.dropFirst(pieces[0].count).hasSuffix(pieces[pieces.count - 1]) else {
      return false
    }
    var rest = name.dropFirst(pieces[0].count).dropLast(pieces[pieces.count - 1].count)
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
      guard let found = rest.firstRange(of: piece) else { return false }
      rest = rest[found.upperBound...]
    }
    return true
  }
}
