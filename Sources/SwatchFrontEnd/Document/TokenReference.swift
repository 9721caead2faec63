/// A reference to a token or group written as DTCG 2025.10 allows outside `$value`: a curly-brace path
/// (`{color.blue}`) or a JSON Pointer into the same document (`#/color/blue`, `#/color/blue/$value`).
///
/// `$ref` on a token and `$extends` on a group are read with it, where a pointer names a whole token or group; a
/// pointer into a value's parts (`#/color/blue/$value/components/0`), in a `$value` or a token's `$ref`, is read
/// with `part(_:)` (`PointerReferences`).
enum TokenReference {
  /// The path `text` names, or why it names none.
  static func path(_ text: String) -> Result<TokenPath, Problem> {
    if text.hasPrefix("{") && text.hasSuffix("}") && text.count >= 2 {
      guard let path = ValueSyntax.aliasPath(text) else { return .failure(.malformed) }
      return names(path.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }
    guard text.hasPrefix("#/") else { return .failure(.malformed) }
    var names = unescapedNames(text)
    if let valueAt = names.firstIndex(of: "$value") {
      if valueAt < names.count - 1, names[(valueAt + 1)...].contains(where: \.isEmpty) { return .failure(.emptyStep) }
      guard valueAt == names.count - 1 else { return .failure(.insideValue) }
      names.removeLast()
    }
    return Self.names(names)
  }

  /// The token a pointer into its value's parts names and the steps after `$value`
  /// (`#/color/blue/$value/components/0`: `color.blue` and `["components", "0"]`); nil for any other text, or a
  /// pointer whose token path `path(_:)` refuses.
  static func part(_ text: String) -> (TokenPath, steps: [String])? {
    guard text.hasPrefix("#/") else { return nil }
    let names = unescapedNames(text)
    guard let valueAt = names.firstIndex(of: "$value"), valueAt < names.count - 1,
      case .success(let path) = Self.names(Array(names[..<valueAt]))
    else { return nil }
    let steps = Array(names[(valueAt + 1)...])
    guard !steps.contains(where: \.isEmpty) else { return nil }
    return (path, steps)
  }

  /// The names of the pointer `text` (`#/a/b`), with `~1` read as `/` and `~0` as `~` (most names have neither).
  private static func unescapedNames(_ text: String) -> [String] {
    text.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map { name in
      guard name.utf8.contains(UInt8(ascii: "~")) else { return String(name) }
      return name.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
  }

  /// The path of `names`, each of which must be a name a document could hold.
  private static func names(_ names: [String]) -> Result<TokenPath, Problem> {
    guard !names.isEmpty, !names.contains(where: \.isEmpty) else { return .failure(.malformed) }
    let reserved: Set<UInt8> = [UInt8(ascii: "."), UInt8(ascii: "{"), UInt8(ascii: "}")]
    let bad = names.first { ($0.hasPrefix("$") && $0 != "$root") || $0.utf8.contains(where: reserved.contains) }
    if let bad { return .failure(.badName(bad)) }
    return .success(TokenPath(names))
  }

  /// Why a reference names nothing.
  enum Problem: Error, Equatable {
    /// Neither `{path}` nor `#/path`, or an empty name.
    case malformed
    /// A pointer into a value's parts.
    case insideValue
    /// A pointer into a value's parts with an empty step (`#/c/$value/components/`, `#/c/$value//0`).
    case emptyStep
    /// A name no token or group may have.
    case badName(String)

    var reason: String {
      switch self {
      case .malformed: "expected '{path.to.token}' or a JSON pointer such as '#/path/to/token'"
      case .insideValue: "it points into a value's parts, where a token or group is expected"
      case .emptyStep: "a step after '$value' is empty ('//', or a '/' at the end)"
      case .badName(let name): "'\(name)' cannot name a token or group"
      }
    }
  }
}
