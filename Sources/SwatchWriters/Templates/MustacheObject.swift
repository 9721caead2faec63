/// A typed context object: a writer's context made of Swift objects, whose fields are those of its shape and
/// are computed when a template reads them, instead of a JSON tree built in full before rendering.
///
/// Lookups behave exactly as for the object's JSON form (`MustacheValue.json`): a field the object has no
/// value for is absent, and the lookup goes on in the enclosing contexts. Objects are classes so that a context
/// value stays one reference wide wherever the renderer copies it.
public protocol MustacheObject: AnyObject, Sendable {
  /// The object's documented shape.
  static var shape: MustacheShape { get }

  /// The value of the field at `index` in `shape.fields`, or nil when this object has none.
  func field(_ index: Int) -> MustacheValue?
}

extension MustacheObject {
  /// The value of the field called `name`, or nil.
  @inline(__always)
  func child(named name: String) -> MustacheValue? {
    guard let index = Self.shape.index(of: name) else { return nil }
    return field(index)
  }

  /// Every field the object has a value for, in its shape's order.
  var presentFields: [(String, MustacheValue)] {
    Self.shape.fields.indices.compactMap { index in field(index).map { (Self.shape.fields[index].name, $0) } }
  }
}

/// A list of context values made as templates reach them: a section over it renders each item in turn,
/// and long ones in chunks on every core.
public protocol MustacheList: AnyObject, Sendable {
  /// How many items the list has.
  var count: Int { get }

  /// The item at `index`, from 0 to `count - 1`.
  func item(_ index: Int) -> MustacheValue

  /// The reuse key of the item at `index`, or nil when the list keys none (the default).
  ///
  /// A key is a `StableHash` of everything the item's JSON form is made from: two items with the same key,
  /// in this build or the last one, have the same JSON form, every nested field included, wherever they stand
  /// in the list. A section whose body reads only its item then renders the same bytes for both, so the
  /// renderer copies an item's text from the last build's file instead of rendering it
  /// (`MustacheRenderer+Pieces.swift`).
  func key(_ index: Int) -> UInt64?
}

extension MustacheList {
  /// No keys.
  public func key(_ index: Int) -> UInt64? { nil }
}

/// A list whose items, and their reuse keys if any, functions make from their positions.
public final class MustacheItems: MustacheList {
  public let count: Int
  private let make: @Sendable (Int) -> MustacheValue
  private let makeKey: (@Sendable (Int) -> UInt64)?

  /// A list of `count` items, item `index` being `make(index)`; with `key`, its reuse key is `key(index)`
  /// (see `MustacheList.key(_:)` for what a key must cover).
  public init(
    count: Int, key: (@Sendable (Int) -> UInt64)? = nil, _ make: @escaping @Sendable (Int) -> MustacheValue
  ) {
    self.count = count
    self.make = make
    self.makeKey = key
  }

  public func item(_ index: Int) -> MustacheValue { make(index) }

  public func key(_ index: Int) -> UInt64? { makeKey?(index) }
}
