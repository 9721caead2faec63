/// A node of a parsed YAML (or JSON) document, with the source range of its text.
///
/// The tree is fully built: anchors are expanded into copies of the nodes they name, and every mapping
/// keeps its pairs in source order, keys being nodes with ranges of their own so diagnostics can point
/// at a name rather than at its value.
public struct YAMLNode: Sendable {
  /// What a node holds.
  public enum Kind: Sendable {
    /// A leaf with its text and how it was written.
    case scalar(YAMLScalar)
    /// Key-value pairs in source order. Keys are unique: the reader reports duplicates.
    case mapping([YAMLPair])
    /// Items in source order.
    case sequence([YAMLNode])
  }

  /// What the node holds.
  public var kind: Kind
  /// Where the node's text is, from its first character to just past its last.
  public var range: SourceRange
  /// What few nodes carry (a tag, a scalar's escapes, a value part), kept out of line so every node stays small:
  /// nodes are copied at every stage of reading.
  private var rare: Rare?

  /// The node's explicit tag, such as `!!str`, when one was written.
  public var tag: String? { rare?.tag }

  /// The escapes of a quoted scalar on one line whose text is shorter than what is written, in order; nil when
  /// each character of the text is written as itself (most scalars).
  public var escapes: [YAMLScalar.Escape]? { rare?.escapes }

  /// For an alias Swatch wrote in place of a DTCG 2025.10 pointer (`{"$ref": "#/type/base/$value/fontSize"}`,
  /// `PointerReferences`), the steps into the token's value after `$value` (`["fontSize"]`; none for a pointer to
  /// the whole token), so its names are taken as written; nil for every node a file holds.
  public var valuePart: [String]? { rare?.valuePart }

  /// Creates a node.
  public init(
    _ kind: Kind, range: SourceRange, tag: String? = nil, escapes: [YAMLScalar.Escape]? = nil,
    valuePart: [String]? = nil
  ) {
    self.kind = kind
    self.range = range
    if tag != nil || escapes != nil || valuePart != nil {
      rare = Rare(tag: tag, escapes: escapes, valuePart: valuePart)
    }
  }

  /// A tag, escapes and a value part, shared by the copies of a node.
  private final class Rare: Sendable {
    let tag: String?
    let escapes: [YAMLScalar.Escape]?
    let valuePart: [String]?

    init(tag: String?, escapes: [YAMLScalar.Escape]?, valuePart: [String]?) {
      self.tag = tag
      self.escapes = escapes
      self.valuePart = valuePart
    }
  }

  /// The file's column of the character at `offset` of the scalar's text (in Unicode scalars; the text's length
  /// for just past its end), for a text starting at column `first`: exact across escapes on the scalar's line.
  public func column(ofOffset offset: Int, textStartingAt first: Int) -> Int {
    guard let escape = escapes?.last(where: { $0.offset < offset }) else { return first + offset }
    return escape.columnAfter + (offset - escape.offset - 1)
  }

  /// This node holding `kind`, with its range, tag and escapes.
  public func replacing(_ kind: Kind) -> YAMLNode {
    var node = self
    node.kind = kind
    return node
  }
}

/// A scalar's text and the style it was written in.
public struct YAMLScalar: Hashable, Sendable {
  /// How a scalar was written; a plain scalar may be a number, a boolean or null, a quoted one never is.
  public enum Style: Sendable {
    case plain, singleQuoted, doubleQuoted, literal, folded
  }

  /// An escape in a quoted scalar written on one line (`\u0041`, `\n`, `''`): the offset in the text, in Unicode
  /// scalars, of the character it stands for, and the file's column just past it (`YAMLNode.escapes`).
  public struct Escape: Sendable {
    public var offset: Int
    public var columnAfter: Int
  }

  /// The scalar's text after YAML unescaping and folding.
  public var text: String
  /// How it was written.
  public var style: Style

  /// Creates a scalar.
  public init(_ text: String, style: Style) {
    self.text = text
    self.style = style
  }

  /// Whether the scalar is written plain, where YAML and JSON read `1`, `true` and `null` as non-strings.
  public var isPlain: Bool { style == .plain }
}

/// One key-value pair of a mapping.
public struct YAMLPair: Sendable {
  /// The key node; Swatch only accepts scalar keys.
  public var key: YAMLNode
  /// The value node.
  public var value: YAMLNode

  /// Creates a pair.
  public init(key: YAMLNode, value: YAMLNode) {
    self.key = key
    self.value = value
  }
}

extension YAMLNode {
  /// The scalar, if this node is one.
  public var scalar: YAMLScalar? {
    if case .scalar(let scalar) = kind { return scalar }
    return nil
  }

  /// The pairs, if this node is a mapping.
  public var pairs: [YAMLPair]? {
    if case .mapping(let pairs) = kind { return pairs }
    return nil
  }

  /// The items, if this node is a sequence.
  public var items: [YAMLNode]? {
    if case .sequence(let items) = kind { return items }
    return nil
  }

  /// The scalar's text, for a key or a string value.
  public var text: String? { scalar?.text }

  /// Whether this node is a plain null (`~`, `null` or nothing) with no tag.
  public var isNull: Bool {
    guard let scalar, scalar.isPlain, tag == nil else { return false }
    return scalar.text.isEmpty || scalar.text == "~" || scalar.text == "null" || scalar.text == "Null"
      || scalar.text == "NULL"
  }

  /// A short word for the node's kind, for messages: "mapping", "sequence" or "scalar".
  public var kindName: String {
    switch kind {
    case .scalar: return "scalar"
    case .mapping: return "mapping"
    case .sequence: return "sequence"
    }
  }

  /// The value paired with the scalar key `key`, if this is a mapping that has one.
  public subscript(key: String) -> YAMLNode? {
    pairs?.first { $0.key.text == key }?.value
  }

  /// The tree with each node `rewrite` gives a node for replaced by it, and the others' children rewritten so;
  /// keys are kept.
  func rewriting(_ rewrite: (YAMLNode) -> YAMLNode?) -> YAMLNode {
    if let rewritten = rewrite(self) { return rewritten }
    var copy = self
    switch kind {
    case .scalar: return self
    case .mapping(let pairs):
      copy.kind = .mapping(pairs.map { YAMLPair(key: $0.key, value: $0.value.rewriting(rewrite)) })
    case .sequence(let items): copy.kind = .sequence(items.map { $0.rewriting(rewrite) })
    }
    return copy
  }

  /// Every scalar below this node (itself, if it is one) with the key of the nearest pair holding it, a list's
  /// items taking their list's key: the last written first.
  func scalarsWithKeys() -> [(node: YAMLNode, key: String?)] {
    var found: [(node: YAMLNode, key: String?)] = []
    var work: [(node: YAMLNode, key: String?)] = [(self, nil)]
    while let (next, key) = work.popLast() {
      switch next.kind {
      case .mapping(let pairs): work += pairs.map { ($0.value, $0.key.text) }
      case .sequence(let items): work += items.map { ($0, key) }
      case .scalar: found.append((next, key))
      }
    }
    return found
  }

  /// This mapping without its pair at `index`, at the same range; any other node as it is.
  func removingPair(at index: Int) -> YAMLNode {
    guard var pairs else { return self }
    pairs.remove(at: index)
    var copy = self
    copy.kind = .mapping(pairs)
    return copy
  }
}
