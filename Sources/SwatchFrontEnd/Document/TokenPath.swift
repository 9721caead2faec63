/// A token's or group's place in the tree: its names from the root, joined by `.` when written.
///
/// Paths sort name by name, so `a.b` sorts next to `a` rather than after `a-b`; output order follows
/// this everywhere.
public struct TokenPath: Hashable, Sendable {
  /// The names from the root down.
  public let components: [String]
  /// The names joined by `.`, as aliases write them.
  public let string: String

  /// Creates a path from its names.
  public init(_ components: [String]) {
    self.components = components
    self.string = components.joined(separator: ".")
  }

  /// The path of the group that holds this one, or nil at the top level.
  public var parent: TokenPath? {
    components.count > 1 ? TokenPath(Array(components.dropLast())) : nil
  }

  /// The path one level down, named `name`.
  ///
  /// Extends the joined string rather than joining every name again: every token's path is made this way.
  public func appending(_ name: String) -> TokenPath {
    var longer = [String]()
    longer.reserveCapacity(components.count + 1)
    longer.append(contentsOf: components)
    longer.append(name)
    return TokenPath(components: longer, string: components.isEmpty ? name : string + "." + name)
  }

  /// A path whose `string` is already `components` joined by `.`.
  private init(components: [String], string: String) {
    self.components = components
    self.string = string
  }

  /// The last name.
  public var name: String { components.last ?? "" }

  public static func == (lhs: TokenPath, rhs: TokenPath) -> Bool { lhs.string == rhs.string }
  public func hash(into hasher: inout Hasher) { hasher.combine(string) }
}

extension TokenPath: Comparable {
  public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
    lhs.components.lexicographicallyPrecedes(rhs.components)
  }
}

extension TokenPath: CustomStringConvertible {
  public var description: String { string }
}
