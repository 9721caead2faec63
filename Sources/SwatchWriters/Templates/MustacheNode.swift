/// One node of a parsed Mustache template. Text is kept as UTF-8 bytes, ready to append to the output.
enum MustacheNode: Sendable {
  /// Literal text.
  case text([UInt8])
  /// `{{name}}` (`escaped`) or `{{{name}}}` / `{{&name}}`.
  case variable(MustacheName, escaped: Bool)
  /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `inverted`.
  case section(MustacheName, [MustacheNode], inverted: Bool)
  /// `{{> name}}`. `indentation` is the blank text before a standalone tag, prefixed to each line of the
  /// partial; nil for a tag inside a line.
  case partial(String, indentation: [UInt8]?, at: SourcePosition)
  /// `{{>*name}}`: the partial's name is the value of `name` in the context.
  case dynamicPartial(MustacheName, indentation: [UInt8]?, at: SourcePosition)
}

/// A template that does not parse: what is wrong and where.
struct MustacheSyntaxError: Error, Equatable, Sendable {
  /// What is wrong, lowercase with no trailing period.
  let message: String
  /// Where, in the template's own text.
  let position: SourcePosition
}

/// A parsed template: its nodes, and every partial it names by a fixed name, for the checks made when a
/// library loads.
struct MustacheTemplate: Sendable {
  /// The nodes, in order.
  let nodes: [MustacheNode]

  /// Parses `text`.
  init(_ text: String) throws(MustacheSyntaxError) {
    var parser = MustacheParser(text)
    nodes = try parser.parse()
  }

  /// The fixed partial names, in order, with where each tag is.
  var partials: [(name: String, position: SourcePosition)] {
    var found: [(String, SourcePosition)] = []
    Self.collectPartials(nodes, into: &found)
    return found
  }

  /// How many nodes the template has, nested ones included.
  var nodeCount: Int { Self.count(nodes) }

  private static func collectPartials(_ nodes: [MustacheNode], into found: inout [(String, SourcePosition)]) {
    for node in nodes {
      switch node {
      case .section(_, let children, _): collectPartials(children, into: &found)
      case .partial(let name, _, let position): found.append((name, position))
      default: continue
      }
    }
  }

  private static func count(_ nodes: [MustacheNode]) -> Int {
    nodes.reduce(nodes.count) { total, node in
      guard case .section(_, let children, _) = node else { return total }
      return total + count(children)
    }
  }
}
