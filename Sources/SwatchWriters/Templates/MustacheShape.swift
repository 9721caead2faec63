/// The documented type of a template context: its fields by name, each with what it holds. Templates are
/// checked against their writer's shape when they load, so a name no context has is a located error
/// (`template.unknown-name`) instead of an empty string in the output.
///
/// A shape describes what templates may read, not how it is stored: the value of a field may be a typed
/// object (`MustacheObject`), built as the template reads it, or JSON, such as a formatted value shared by
/// every token that has it. docs/templates.md lists every shape.
public final class MustacheShape: Sendable {
  /// What a field holds.
  public indirect enum Kind: Sendable {
    /// Text or a number: printed, never entered by a dotted name.
    case text
    /// A flag: renders a section or not.
    case flag
    /// An object of the given shape.
    case object(MustacheShapeReference)
    /// A list of the given kind.
    case list(Kind)
    /// Any JSON, such as a token's `extensions`: names inside it are not checked.
    case json
  }

  /// One field: its name, what it holds, and whether every object of the shape has it.
  public struct Field: Sendable {
    /// The name templates use.
    public var name: String
    /// What the field holds.
    public var kind: Kind
  }

  /// The name docs/templates.md gives the shape, such as `Token`.
  public let name: String
  /// The fields, in the order contexts list them.
  public let fields: [Field]
  /// The fields' names and their lengths in UTF-8 bytes, apart, for the lookups rendering makes.
  private let names: [String]
  private let lengths: [Int]

  /// Creates a shape named `name` with `fields`, each a name and its kind.
  public init(_ name: String, _ fields: [(String, Kind)]) {
    self.name = name
    self.fields = fields.map { Field(name: $0.0, kind: $0.1) }
    names = fields.map(\.0)
    lengths = names.map(\.utf8.count)
  }

  /// The position of the field called `name`, comparing lengths first as JSON lookups do.
  public func index(of name: String) -> Int? {
    let length = name.utf8.count
    return lengths.withUnsafeBufferPointer { lengths in
      for index in lengths.indices where lengths[index] == length && names[index] == name { return index }
      return nil
    }
  }

  /// The kind of the field called `name`, or nil when the shape has no such field.
  public func kind(of name: String) -> Kind? { index(of: name).map { fields[$0].kind } }
}

/// A shape named where it is needed and made when first read, so shapes can refer to each other (a value's
/// members are values) and to shapes declared after them.
public struct MustacheShapeReference: Sendable {
  private let make: @Sendable () -> MustacheShape

  /// A reference to the shape `make` returns.
  public init(_ make: @escaping @Sendable () -> MustacheShape) { self.make = make }

  /// The shape.
  public var shape: MustacheShape { make() }
}

extension MustacheShape.Kind {
  /// An object of `shape`, made when first read.
  public static func object(_ shape: @autoclosure @escaping @Sendable () -> MustacheShape) -> Self {
    .object(MustacheShapeReference(shape))
  }

  /// A list of objects of `shape`.
  public static func list(of shape: @autoclosure @escaping @Sendable () -> MustacheShape) -> Self {
    .list(.object(MustacheShapeReference(shape)))
  }
}
