/// Turns libyaml events into a node tree with an explicit stack of open collections.
struct YAMLTreeBuilder {
  /// An open collection. Its items and pairs are stored fields rather than an enum payload, so appending
  /// to the top frame mutates its array in place instead of taking it out and putting it back.
  private struct Frame {
    var isMapping: Bool
    /// A sequence's items so far.
    var items: [YAMLNode] = []
    /// A mapping's pairs so far.
    var pairs: [YAMLPair] = []
    /// A mapping's key still waiting for its value.
    var key: YAMLNode?
    var start: SourcePosition
    var anchor: String?
    var tag: String?
    /// Nodes in this collection's subtree so far, itself included.
    var weight: Int = 1
  }

  /// The file's path, interned once for every range in the file.
  private let fileID: SourceFileID
  let expansionLimit: Int
  private(set) var diagnostics: [Diagnostic] = []
  /// Whether the text is JSON, whose objects may repeat a key: the later one is read, as `JSON.parse` and every
  /// JSON tool read it, with a warning, where YAML makes it an error.
  var readsJSON = false
  private(set) var root: YAMLNode?
  private(set) var isFinished = false
  private var stack: [Frame] = []
  private var anchors: [String: (node: YAMLNode, weight: Int)] = [:]
  private var expanded = 0
  private var documents = 0

  init(path: String, expansionLimit: Int) {
    self.fileID = SourceFileID(path)
    self.expansionLimit = expansionLimit
  }

  mutating func consume(_ event: YAMLEvent) {
    let range = SourceRange(fileID: fileID, start: event.start, end: event.end)
    switch event.kind {
    case .streamStart, .documentEnd: break
    case .streamEnd: isFinished = true
    case .documentStart:
      documents += 1
      if documents == 2 {
        diagnostics.append(Diagnostic(.yamlMultipleDocuments, at: range))
      }
    case .scalar(let scalar, let anchor, let tag, let escapes):
      reportTag(tag, at: range)
      attach(YAMLNode(.scalar(scalar), range: range, tag: tag, escapes: escapes), weight: 1, anchor: anchor)
    case .mappingStart(let anchor, let tag):
      guard checkDepth(at: range) else { return }
      reportTag(tag, at: range)
      stack.append(Frame(isMapping: true, start: event.start, anchor: anchor, tag: tag))
    case .sequenceStart(let anchor, let tag):
      guard checkDepth(at: range) else { return }
      reportTag(tag, at: range)
      stack.append(Frame(isMapping: false, start: event.start, anchor: anchor, tag: tag))
    case .mappingEnd, .sequenceEnd:
      close(at: event.end)
    case .alias(let name):
      expandAlias(name, range: range)
    }
  }

  /// Warns about an explicit tag: Swatch reads a value by its token type, never by its tag, so
  /// `!!int "#112233"` is still a color and the tag would mislead a reader.
  private mutating func reportTag(_ tag: String?, at range: SourceRange) {
    guard let tag else { return }
    diagnostics.append(Diagnostic(.yamlTag(tag), at: range))
  }

  /// Whether one more collection may open; past `maximumDepth` the file is rejected, since every later
  /// stage (and freeing the tree) walks it, and no token file nests anywhere near that deep.
  private mutating func checkDepth(at range: SourceRange) -> Bool {
    guard stack.count >= YAMLReader.maximumDepth else { return true }
    diagnostics.append(Diagnostic(.yamlTooDeep(YAMLReader.maximumDepth), at: range))
    isFinished = true
    return false
  }

  private mutating func close(at end: SourcePosition) {
    let frame = stack.removeLast()
    let range = SourceRange(fileID: fileID, start: frame.start, end: end)
    if frame.isMapping {
      let pairs = reportDuplicateKeys(frame.pairs)
      attach(YAMLNode(.mapping(pairs), range: range, tag: frame.tag), weight: frame.weight, anchor: frame.anchor)
    } else {
      attach(YAMLNode(.sequence(frame.items), range: range, tag: frame.tag), weight: frame.weight, anchor: frame.anchor)
    }
  }

  private mutating func expandAlias(_ name: String, range: SourceRange) {
    guard let target = anchors[name] else {
      diagnostics.append(Diagnostic(.yamlUnknownAnchor(name), at: range))
      attach(YAMLNode(.scalar(YAMLScalar("", style: .plain)), range: range), weight: 1, anchor: nil)
      return
    }
    expanded += target.weight
    guard expanded <= expansionLimit else {
      diagnostics.append(Diagnostic(.yamlExpansionLimit(expansionLimit), at: range))
      isFinished = true
      return
    }
    attach(target.node, weight: target.weight, anchor: nil)
  }

  /// Adds a finished node to the open collection, or makes it the document's root.
  private mutating func attach(_ node: YAMLNode, weight: Int, anchor: String?) {
    if let anchor { anchors[anchor] = (node, weight) }
    guard !stack.isEmpty else {
      if documents <= 1 { root = node }
      return
    }
    let top = stack.count - 1
    stack[top].weight += weight
    guard stack[top].isMapping else { return stack[top].items.append(node) }
    guard let key = stack[top].key.take() else {
      stack[top].key = node
      return
    }
    stack[top].pairs.append(YAMLPair(key: key, value: node))
  }

  /// Reports non-scalar keys and keys written twice, and gives the pairs to keep: all of them, but in JSON only
  /// the last of a repeated key's. Most mappings hold a few keys, compared pairwise; only a large one pays for
  /// hashing every key.
  private mutating func reportDuplicateKeys(_ pairs: [YAMLPair]) -> [YAMLPair] {
    var seen: [String: Int] = [:]
    var repeated = false
    if pairs.count > Self.pairwiseLimit { seen.reserveCapacity(pairs.count) }
    for (position, pair) in pairs.enumerated() {
      guard let key = pair.key.text else {
        diagnostics.append(Diagnostic(.yamlNonScalarKey, at: pair.key.range))
        continue
      }
      if key == "<<", pair.key.scalar?.isPlain == true {
        diagnostics.append(Diagnostic(.yamlMergeKey, at: pair.key.range))
        continue
      }
      guard let first = firstPosition(of: key, before: position, in: pairs, seen: &seen) else { continue }
      let note = Diagnostic.Note("first defined here", at: pairs[first].key.range)
      guard readsJSON else {
        diagnostics.append(Diagnostic(.yamlDuplicateKey(key), at: pair.key.range, notes: [note]))
        continue
      }
      diagnostics.append(Diagnostic(.jsonDuplicateKey(key), at: pair.key.range, notes: [note]))
      repeated = true
    }
    guard repeated else { return pairs }
    // Each key's last pair, in one pass: a key repeated thousands of times costs no more than once.
    var last: [String: Int] = [:]
    for (position, pair) in pairs.enumerated() { if let key = pair.key.text { last[key] = position } }
    return pairs.enumerated().filter { position, pair in pair.key.text.map { last[$0] == position } ?? true }.map(\.1)
  }

  /// Mappings with at most this many pairs look for duplicates pairwise rather than with a dictionary.
  private static let pairwiseLimit = 16

  /// Where `key` was first written among the pairs before `position`, if it was; for a large mapping `seen`
  /// remembers each key's first position.
  private func firstPosition(of key: String, before position: Int, in pairs: [YAMLPair], seen: inout [String: Int])
    -> Int?
  {
    guard pairs.count > Self.pairwiseLimit else {
      return pairs[..<position].firstIndex { $0.key.text == key }
    }
    if let first = seen[key] { return first }
    seen[key] = position
    return nil
  }
}
