/// Turns libyaml events into a node tree with an explicit stack of open collections.
struct YAMLTreeBuilder {
  private enum Open {
    case mapping(pairs: [YAMLPair], key: YAMLNode?)
    case sequence([YAMLNode])
  }

  private struct Frame {
    var open: Open
    var start: SourcePosition
    var anchor: String?
    var tag: String?
    /// Nodes in this collection's subtree so far, itself included.
    var weight: Int
  }

  /// The file's path, interned once for every range in the file.
  private let fileID: SourceFileID
  let expansionLimit: Int
  private(set) var diagnostics: [Diagnostic] = []
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
    case .scalar(let scalar, let anchor, let tag):
      attach(YAMLNode(.scalar(scalar), range: range, tag: tag), weight: 1, anchor: anchor)
    case .mappingStart(let anchor, let tag):
      guard checkDepth(at: range) else { return }
      stack.append(Frame(open: .mapping(pairs: [], key: nil), start: event.start, anchor: anchor, tag: tag, weight: 1))
    case .sequenceStart(let anchor, let tag):
      guard checkDepth(at: range) else { return }
      stack.append(Frame(open: .sequence([]), start: event.start, anchor: anchor, tag: tag, weight: 1))
    case .mappingEnd, .sequenceEnd:
      close(at: event.end)
    case .alias(let name):
      expandAlias(name, range: range)
    }
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
    switch frame.open {
    case .mapping(let pairs, _):
      reportDuplicateKeys(pairs)
      attach(YAMLNode(.mapping(pairs), range: range, tag: frame.tag), weight: frame.weight, anchor: frame.anchor)
    case .sequence(let items):
      attach(YAMLNode(.sequence(items), range: range, tag: frame.tag), weight: frame.weight, anchor: frame.anchor)
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
    stack[stack.count - 1].weight += weight
    switch stack[stack.count - 1].open {
    case .mapping(var pairs, let key):
      stack[stack.count - 1].open = .sequence([])  // drop the reference so `pairs` is not copied
      if let key {
        pairs.append(YAMLPair(key: key, value: node))
        stack[stack.count - 1].open = .mapping(pairs: pairs, key: nil)
      } else {
        stack[stack.count - 1].open = .mapping(pairs: pairs, key: node)
      }
    case .sequence(var items):
      stack[stack.count - 1].open = .sequence([])
      items.append(node)
      stack[stack.count - 1].open = .sequence(items)
    }
  }

  /// Reports non-scalar keys and keys written twice. Most mappings hold a few keys, compared pairwise;
  /// only a large one pays for hashing every key.
  private mutating func reportDuplicateKeys(_ pairs: [YAMLPair]) {
    var seen: [String: Int] = [:]
    if pairs.count > Self.pairwiseLimit { seen.reserveCapacity(pairs.count) }
    for (position, pair) in pairs.enumerated() {
      guard let key = pair.key.text else {
        diagnostics.append(Diagnostic(.yamlNonScalarKey, at: pair.key.range))
        continue
      }
      guard let first = firstPosition(of: key, before: position, in: pairs, seen: &seen) else { continue }
      diagnostics.append(
        Diagnostic(
          .yamlDuplicateKey(key), at: pair.key.range, notes: [.init("first defined here", at: pairs[first].key.range)]))
    }
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
