/// Renders parsed templates against a context (a writer's typed objects, or JSON), appending UTF-8 bytes to
/// buffers of bounded size that are joined once, when the render is taken.
///
/// Names were split when the template was parsed and checked against the context's shape when it loaded; a
/// lookup walks the context stack comparing keys (a typed object's by its shape, where the render remembers
/// each tag's field position per type, `MustacheFieldCache`), with no casts and no conversion of the context.
/// Reads: a template, its partials and a context. Produces: bytes.
/// Reports: a render that nests deeper than `maximumDepth`, grows past `maximumSize`, takes more than
/// `maximumSteps`, or names a partial that does not exist (when `missingPartialsAreErrors`).
struct MustacheRenderer: Sendable {
  /// How deep sections and partials may nest while rendering, partials included.
  static let maximumDepth = 256
  /// The largest output one render may produce, in bytes: 256 MiB.
  static let maximumSize = 256 << 20
  /// The most steps (node lists entered, and nodes in them) one render may take: sections nested over long
  /// lists can take without end while writing nothing (`{{#tokens}}` nine deep over ten tokens is a billion
  /// items), which the size limit never sees. The built-in writers take about 0.2 steps per byte they write
  /// (867,000 for their largest file at 10,000 tokens in 8 appearances; about 17 million at 100,000 tokens in
  /// 16), and a release build takes about 7 s to reach the limit.
  static let maximumSteps = 64 << 20

  /// The template of each partial name, or nil when there is none.
  let partials: @Sendable (String) -> MustacheTemplate?
  /// Whether `{{name}}` escapes `&`, `<`, `>` and `"` as the Mustache specification does; Swatch's
  /// templates write code, so they never escape.
  var escapesHTML = false
  /// Whether a partial with no template is an error; the specification renders it as nothing.
  var missingPartialsAreErrors = true
  /// The size limit, `maximumSize` unless a test lowers it.
  var sizeLimit = MustacheRenderer.maximumSize
  /// The step limit, `maximumSteps` unless a test lowers it.
  var stepLimit = MustacheRenderer.maximumSteps
  /// The steps taken so far (`maximumSteps`).
  var steps = 0

  /// The rendered bytes after `sealed`, appended to as the render goes (`MustacheRenderer+Output.swift`).
  var buffer: [UInt8] = []
  /// Earlier rendered bytes, in order, in buffers that are full and no longer grow.
  var sealed: [[UInt8]] = []
  /// How many bytes `sealed` holds.
  var sealedCount = 0
  private var stack: [MustacheValue] = []
  private var sequence: MustacheSequencePosition?
  /// What indented partials put before each line; empty outside them.
  private(set) var indentation: [UInt8] = []
  var atLineStart = false
  private var depth = 0
  /// Whether this renderer renders one chunk of a long list (`MustacheRenderer+Chunks.swift`).
  var isChunk = false

  /// The last build's text of the file being rendered, by item key: a keyed list's item found there is copied,
  /// not rendered (`MustacheRenderer+Pieces.swift`).
  var previousPieces: MustachePieces?
  /// The reader of `previousPieces`' text when it is in a file, opened when the render starts; nil in a chunk.
  var previousReader: PreviousFileReader?
  /// Whether the render notes where each keyed item's text is in its output (`pieces`), for the next build.
  var recordsPieces = false
  /// Where each keyed item's text is in the output, in order.
  var pieces: [MustachePiece] = []
  /// The most pieces the render records, `maximumPieces` unless a test lowers it.
  var pieceLimit = MustacheRenderer.maximumPieces
  /// The output size past which the render writes to its spool, `spoolThreshold` unless a test lowers it.
  var spoolThreshold = MustacheRenderer.spoolThreshold
  /// Whether a copied item is rendered as well and compared with the copy (`SWATCH_VERIFY_REUSE=1`).
  var verifiesPieces = false
  /// Where in `previousPieces`, in offset order, the next item asked for most likely is: after the last one
  /// copied (`MustachePieces.range(_:cursor:)`).
  var pieceCursor = 0
  /// How many items were copied from `previousPieces`.
  var copiedCount = 0
  /// Opens the spool the output goes to once it is past `spoolThreshold`, instead of memory; nil, or a nil
  /// spool, keeps every byte in memory (`OutputSpool`).
  var openSpool: (@Sendable () -> (any OutputSpool)?)?
  /// The spool the output goes to, once opened: each sealed buffer is written there and dropped.
  var spool: (any OutputSpool)?
  /// Where the names of this render's tags are among its objects' fields (`MustacheFieldCache`).
  private var fieldCache = MustacheFieldCache()

  /// Creates a renderer reading partials from `partials`.
  init(partials: @escaping @Sendable (String) -> MustacheTemplate?) {
    self.partials = partials
  }

  /// Renders `template` against the JSON `context` into `output`, replacing what was there.
  mutating func render(_ template: MustacheTemplate, context: JSONValue) throws(MustacheRenderError) {
    try render(template, context: .json(context))
  }

  /// Renders `template` against `context` into `output`, replacing what was there.
  mutating func render(_ template: MustacheTemplate, context: MustacheValue) throws(MustacheRenderError) {
    discardOutput()
    pieceCursor = 0
    previousReader = previousPieces?.reader()
    stack = [context]
    sequence = nil
    indentation = []
    (depth, steps) = (0, 0)
    try render(template.nodes)
  }

  private mutating func render(_ nodes: [MustacheNode]) throws(MustacheRenderError) {
    steps += nodes.count + 1
    guard steps <= stepLimit else { throw .tooManySteps(limit: stepLimit) }
    for node in nodes {
      switch node {
      case .text(let bytes): appendText(bytes)
      case .variable(let name, let escaped):
        indentIfAtLineStart()
        resolve(name)?.append(to: &buffer, escapingHTML: escaped && escapesHTML)
      case .section(let name, let children, let inverted):
        try section(resolve(name), children, inverted: inverted)
      case .partial(let name, let indent, let position):
        try partial(name, indent, position)
      case .dynamicPartial(let name, let indent, let position):
        guard case .json(.string(let partial))? = resolve(name) else { continue }
        try self.partial(partial, indent, position)
      }
    }
    sealIfFull()
    guard outputCount <= sizeLimit else { throw .tooLarge(limit: sizeLimit) }
  }

  // MARK: Sections and partials

  private mutating func section(
    _ value: MustacheValue?, _ children: [MustacheNode], inverted: Bool
  ) throws(MustacheRenderError) {
    try enter()
    defer { depth -= 1 }
    let truthy = value?.isTruthy ?? false
    if inverted {
      guard !truthy else { return }
      // swift-mustache puts an empty list on the stack for the inverted section's `{{.}}`.
      switch value {
      case .json(.array)?, .list?, .items?: return try within(value!, sequence: nil, children)
      default: return try render(children)
      }
    }
    guard truthy, let value else { return }
    if case .items(let list) = value, let keyed = keying(list, children) {
      return try eachKeyed(list, children, keyed)
    }
    switch value {
    case .json(.bool), .bool: try render(children)
    case .json(.array(let items)) where rendersInChunks(items.count):
      try eachInChunks(MustacheItems(count: items.count) { .json(items[$0]) }, children)
    case .json(.array(let items)): try each(items.lazy.map(MustacheValue.json), count: items.count, children)
    case .list(let items): try each(items, count: items.count, children)
    case .items(let list) where rendersInChunks(list.count): try eachInChunks(list, children)
    case .items(let list): try each((0..<list.count).lazy.map(list.item), count: list.count, children)
    default: try within(value, sequence: nil, children)
    }
  }

  private mutating func each<S: Sequence<MustacheValue>>(
    _ items: S, count: Int, _ children: [MustacheNode]
  ) throws(MustacheRenderError) {
    for (index, item) in items.enumerated() {
      try within(item, sequence: MustacheSequencePosition(index: index, isLast: index == count - 1), children)
    }
  }

  mutating func within(
    _ value: MustacheValue, sequence: MustacheSequencePosition?, _ children: [MustacheNode]
  ) throws(MustacheRenderError) {
    let outer = self.sequence
    stack.append(value)
    self.sequence = sequence
    defer {
      stack.removeLast()
      self.sequence = outer
    }
    try render(children)
  }

  private mutating func partial(
    _ name: String, _ indent: [UInt8]?, _ position: SourcePosition
  ) throws(MustacheRenderError) {
    guard let template = partials(name) else {
      if missingPartialsAreErrors { throw .missingPartial(name, position) }
      return
    }
    try enter()
    let (outerIndentation, outerSequence) = (indentation, sequence)
    if let indent {
      indentation += indent
      atLineStart = true
    }
    sequence = nil
    defer {
      depth -= 1
      (indentation, sequence) = (outerIndentation, outerSequence)
    }
    try render(template.nodes)
  }

  private mutating func enter() throws(MustacheRenderError) {
    depth += 1
    guard depth <= Self.maximumDepth else { throw .tooDeep(limit: Self.maximumDepth) }
  }

  // MARK: Text

  /// Appends `bytes`; inside an indented partial, the indentation goes before each line's first byte.
  private mutating func appendText(_ bytes: [UInt8]) {
    guard !indentation.isEmpty else {
      buffer += bytes
      return
    }
    var start = 0
    while start < bytes.count {
      indentIfAtLineStart()
      let end = (bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count - 1) + 1
      buffer += bytes[start..<end]
      atLineStart = bytes[end - 1] == UInt8(ascii: "\n")
      start = end
    }
  }

  private mutating func indentIfAtLineStart() {
    guard atLineStart, !indentation.isEmpty else { return }
    buffer += indentation
    atLineStart = false
  }

  // MARK: Names

  /// The value `name` names: the top of the stack for `.`; otherwise the first part looked up from the top of
  /// the stack down (only the top for `.name`), the other parts inside it; then the transforms.
  private mutating func resolve(_ name: MustacheName) -> MustacheValue? {
    var value: MustacheValue?
    if name.isImplicit {
      value = stack.last
    } else if name.readsSequence {
      return sequence.flatMap { applying(name.transforms.dropLast(), to: $0.transformed(name.transforms.last!)) }
    } else if name.isAnchored {
      value = stack.last.flatMap { descend($0, name.parts[...]) }
    } else {
      value = lookUp(name)
    }
    return applying(name.transforms[...], to: value)
  }

  /// `lookUp(name.parts)`, finding the first part among a typed object's fields through `fieldCache`.
  private mutating func lookUp(_ name: MustacheName) -> MustacheValue? {
    var index = stack.count - 1
    while index >= 0 {
      if case .object(let object) = stack[index] {
        if let field = fieldCache.index(of: name, in: object), let child = object.field(field) {
          return descend(child, name.parts[1...])
        }
      } else if let child = stack[index].child(name.parts[0]) {
        return descend(child, name.parts[1...])
      }
      index -= 1
    }
    return nil
  }

  func lookUp(_ parts: [String]) -> MustacheValue? {
    var index = stack.count - 1
    while index >= 0 {
      if let child = stack[index].child(parts[0]) { return descend(child, parts[1...]) }
      index -= 1
    }
    return nil
  }

  private func descend(_ value: MustacheValue, _ parts: ArraySlice<String>) -> MustacheValue? {
    var value = value
    for part in parts {
      guard let child = value.child(part) else { return nil }
      value = child
    }
    return value
  }

  private func applying(_ transforms: ArraySlice<String>, to value: MustacheValue?) -> MustacheValue? {
    var value = value
    for transform in transforms.reversed() { value = value?.transformed(transform) }
    return value
  }
}

/// Why a render stopped.
enum MustacheRenderError: Error, Equatable {
  /// Sections and partials nested deeper than the limit (a partial that includes itself by a dynamic name).
  case tooDeep(limit: Int)
  /// The output grew past the limit, in bytes.
  case tooLarge(limit: Int)
  /// The render took more steps than the limit.
  case tooManySteps(limit: Int)
  /// A partial named by the context (`{{>*name}}`) has no template.
  case missingPartial(String, SourcePosition)
  /// An item copied from the last build's file differs from the item rendered (only when verifying reuse).
  case reuseMismatch(key: UInt64)
}
