/// The seeds of this file's keys, each domain hashed once rather than per item.
private let mustacheItemSeed = StableHash("mustache.item 1")

/// The piece cache: a section over a keyed list (`MustacheList.key(_:)`) whose body reads nothing but its item
/// copies each item's text from the last build's file when the item's key is found there, instead of
/// rendering it. After a one-token edit nearly every item of every list is copied.
///
/// A copied text is the text the item would render when three things hold, and the key covers each:
/// - the item's JSON form is the same: the list's key for it promises that;
/// - the body is the same: its nodes, with the partials it includes by name expanded, are hashed;
/// - every name in the body reads the same outside the item: each name the body looks up (a name the item
///   lacks falls through to the enclosing contexts) is looked up in those contexts once per section, and its
///   value hashed. A name that outside the item is a typed object or list, which no hash covers, keys only
///   the items that have it themselves. A body that includes a partial named by the context or a missing one
///   is not keyed; neither is a list inside an indented partial. A body that reads its position (`index()`,
///   `first()`, `last()`) keys each item with its position too.
///
/// Reads: the list's keys, the last build's pieces. Produces: copied texts, and where each keyed item's text is
/// in this render's output (`pieces`), which the build keeps for the next one. Reports: with
/// `verifiesPieces`, a copy that differs from the rendered item (`reuseMismatch`).
///
/// Keyed lists nest: inside an item that is rendered, a keyed list copies its own items; an item that is copied
/// brings the pieces of the items inside it along, so they are there for the build after.
extension MustacheRenderer {
  /// The most pieces a render records, 64 MB of them: past it the render records none, so that a list of
  /// many empty items cannot make the build hold more pieces than it holds text. At 100,000 tokens the Swift
  /// colors file, 55 MB, has 450,000.
  static let maximumPieces = 1 << 22

  /// Stops recording pieces once there are more than `pieceLimit`, dropping those recorded.
  mutating func limitPieces() {
    if recordsPieces, pieces.count > pieceLimit { stopRecordingPieces() }
  }

  /// Stops recording pieces and drops those recorded.
  mutating func stopRecordingPieces() {
    recordsPieces = false
    pieces = []
  }

  /// How a section over a keyed list keys its items: the salt shared by every item, and whether the body
  /// reads the item's position.
  struct KeyedSection: Sendable {
    let salt: UInt64
    let readsPosition: Bool
    /// Names the body reads that, outside the item, name a typed object or list, which no salt covers: an item
    /// is keyed only when it has each of them itself, so the lookup never leaves it.
    let itemMustHave: [String]

    /// Whether the item at `index` of `items` has every name of `itemMustHave`.
    func covers(_ items: some MustacheList, _ index: Int) -> Bool {
      guard !itemMustHave.isEmpty else { return true }
      let item = items.item(index)
      return itemMustHave.allSatisfy { item.child($0) != nil }
    }

    /// The key of an item whose list key is `itemKey`, at `position`.
    func key(_ itemKey: UInt64, _ position: MustacheSequencePosition) -> UInt64 {
      var hash = mustacheItemSeed
      hash.combine(salt)
      hash.combine(itemKey)
      if readsPosition {
        hash.combine(UInt64(position.index))
        hash.combine(flag: position.isLast)
      }
      return hash.value
    }
  }

  /// How the section with `children` over `list` keys its items, or nil when it renders them as before: the
  /// list has no keys, the render neither copies nor records, or the body reads what no key covers.
  func keying(_ list: some MustacheList, _ children: [MustacheNode]) -> KeyedSection? {
    guard list.count > 0, indentation.isEmpty, recordsPieces || previousPieces != nil,
      list.key(0) != nil
    else { return nil }
    var reads = MustacheBodyReads(partials: partials)
    reads.add(children)
    guard reads.isClosed else { return nil }
    var salt = reads.hash
    salt.combine(flag: escapesHTML)
    var itemMustHave: [String] = []
    for name in reads.names.sorted() {
      salt.combine(name)
      var value = salt
      if MustacheBodyReads.combine(lookUp([name]), into: &value) {
        salt = value
      } else {
        itemMustHave.append(name)
      }
    }
    return KeyedSection(salt: salt.value, readsPosition: reads.readsPosition, itemMustHave: itemMustHave)
  }

  /// Renders `children` once per item of `list`, copying each item whose key the last build's file has.
  mutating func eachKeyed(
    _ list: some MustacheList, _ children: [MustacheNode], _ keyed: KeyedSection
  ) throws(MustacheRenderError) {
    if rendersInChunks(list.count), !copiesInOrder(list, keyed) { return try eachInChunks(list, children, keyed) }
    for index in 0..<list.count { try renderItem(list, index, children, keyed) }
  }

  /// Whether the items of `list` are copied one after the other from a last build's text read from its file,
  /// rather than rendered in chunks on every core (which copy nothing from a file, `PreviousFileReader`): when
  /// the file has the first and the last item. Copying is cheaper than rendering on every core; a list none
  /// of whose items is found (a template edited) renders in chunks as before.
  private func copiesInOrder(_ list: some MustacheList, _ keyed: KeyedSection) -> Bool {
    guard previousReader != nil, let previous = previousPieces else { return false }
    return [0, list.count - 1].allSatisfy { index in
      let position = MustacheSequencePosition(index: index, isLast: index == list.count - 1)
      guard keyed.covers(list, index), let itemKey = list.key(index) else { return false }
      return previous.range(keyed.key(itemKey, position)) != nil
    }
  }

  /// Whether the render copied items from a file it has not proven to be the one its pieces index: it reads
  /// the rest of the file and checks it now (`PreviousFileReader.finish()`), once, when anything was copied.
  /// A render that did must be done again without copies.
  mutating func copiedUnproven() -> Bool {
    guard let reader = previousReader else { return false }
    previousReader = nil
    return copiedCount > 0 && !reader.finish()
  }

  /// Renders item `index` of `items` with `children`, or copies its text when `keyed` and the last build's
  /// file has its key; notes where a keyed item's text is when recording.
  mutating func renderItem(
    _ items: some MustacheList, _ index: Int, _ children: [MustacheNode], _ keyed: KeyedSection?
  ) throws(MustacheRenderError) {
    let position = MustacheSequencePosition(index: index, isLast: index == items.count - 1)
    guard let keyed, keyed.covers(items, index), let itemKey = items.key(index) else {
      return try within(items.item(index), sequence: position, children)
    }
    let key = keyed.key(itemKey, position)
    let start = outputCount
    // The item's piece goes before those of the items inside it, so pieces are recorded in offset order and the
    // next build need not sort (nor copy) them.
    let first = pieces.count
    if let previous = previousPieces, let (range, holdsOthers) = previous.range(key, cursor: &pieceCursor),
      let text = previous.text(range) ?? previousReader?.text(range)
    {
      if verifiesPieces { try verify(text, key: key, items.item(index), position, children) }
      if recordsPieces, holdsOthers {
        pieces += previous.pieces(inside: range).map { $0.moved(by: start - range.lowerBound) }
      }
      buffer += text
      copiedCount += 1
      sealIfFull()
    } else {
      try within(items.item(index), sequence: position, children)
    }
    if recordsPieces { pieces.insert(MustachePiece(key: key, offset: start, length: outputCount - start), at: first) }
    limitPieces()
  }

  /// Renders the item apart and checks it is `text`, the copy.
  private func verify(
    _ text: ArraySlice<UInt8>, key: UInt64, _ item: MustacheValue, _ position: MustacheSequencePosition,
    _ children: [MustacheNode]
  ) throws(MustacheRenderError) {
    var probe = self
    probe.discardOutput()
    probe.buffer = []
    probe.pieces = []
    probe.previousPieces = nil
    probe.previousReader = nil
    probe.recordsPieces = false
    (probe.spool, probe.openSpool) = (nil, nil)
    try probe.within(item, sequence: position, children)
    guard probe.takeOutput().elementsEqual(text) else { throw .reuseMismatch(key: key) }
  }
}

/// What a section body reads: its nodes hashed, with fixed partials expanded; the first part of every name
/// it looks up through the context stack; whether it reads its item's position; and whether it is closed, its
/// whole text known from its nodes (no partial named by the context, none missing).
struct MustacheBodyReads {
  let partials: @Sendable (String) -> MustacheTemplate?
  var hash = StableHash("mustache.body 1")
  var names: Set<String> = []
  var readsPosition = false
  var isClosed = true
  private var expanding: Set<String> = []

  init(partials: @escaping @Sendable (String) -> MustacheTemplate?) { self.partials = partials }

  /// Adds `nodes`.
  mutating func add(_ nodes: [MustacheNode]) {
    hash.combine(UInt64(nodes.count))
    for node in nodes { add(node) }
  }

  private mutating func add(_ node: MustacheNode) {
    switch node {
    case .text(let bytes):
      hash.combine(UInt64(1))
      bytes.withUnsafeBytes { hash.combine(bytes: $0) }
    case .variable(let name, let escaped):
      hash.combine(UInt64(2))
      hash.combine(flag: escaped)
      read(name)
    case .section(let name, let children, let inverted):
      hash.combine(UInt64(3))
      hash.combine(flag: inverted)
      read(name)
      add(children)
    case .partial(let name, let indentation, _):
      hash.combine(UInt64(4))
      hash.combine(name)
      hash.combine(flag: indentation != nil)
      (indentation ?? []).withUnsafeBytes { hash.combine(bytes: $0) }
      expand(name)
    case .dynamicPartial:
      isClosed = false
    }
  }

  private mutating func read(_ name: MustacheName) {
    hash.combine(name.text)
    if name.readsSequence {
      readsPosition = true
    } else if !name.isImplicit, !name.isAnchored {
      names.insert(name.parts[0])
    }
  }

  /// Adds the nodes of the partial `name` once: a partial it includes again adds only its name.
  private mutating func expand(_ name: String) {
    guard !expanding.contains(name) else { return }
    guard let template = partials(name) else {
      isClosed = false
      return
    }
    expanding.insert(name)
    add(template.nodes)
    expanding.remove(name)
  }

  /// Mixes `value`, read outside the item, into `hash`; false when it is a typed object or list, which no
  /// hash covers (`hash` is then partly mixed, and to be dropped).
  static func combine(_ value: MustacheValue?, into hash: inout StableHash) -> Bool {
    switch value {
    case nil: hash.combine(UInt64(0))
    case .text(let text):
      hash.combine(UInt64(1))
      hash.combine(text)
    case .int(let number):
      hash.combine(UInt64(2))
      hash.combine(UInt64(bitPattern: Int64(number)))
    case .bool(let flag):
      hash.combine(UInt64(3))
      hash.combine(flag: flag)
    case .json(let json):
      hash.combine(UInt64(4))
      hash.combine(String(reflecting: json))
    case .pair(let entry):
      hash.combine(UInt64(5))
      hash.combine(entry.key)
      hash.combine(String(reflecting: entry.value))
    case .list(let items):
      hash.combine(UInt64(6))
      hash.combine(UInt64(items.count))
      return items.allSatisfy { combine($0, into: &hash) }
    case .object, .items:
      return false
    }
    return true
  }
}
