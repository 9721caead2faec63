/// The template context as typed objects: the tokens' fields and values are made as templates read them, so
/// no JSON tree of every token and value is built, held and freed. Rendering reads the objects from every
/// core, so they are immutable. The `tokens` list keys its items (`TemplateContext+Keys.swift`).
extension TemplateContext {
  /// What every object of one context reads: the graph, the tokens shown, the parts every token shares and
  /// the salt of the tokens' reuse keys.
  final class Data: Sendable {
    let graph: ResolvedTokenGraph
    /// The positions in `graph.tokens` of the tokens shown, in order.
    let tokens: [Int]
    let header: JSONValue
    let traits: JSONValue
    /// Each appearance's context, by index.
    let appearances: [JSONValue]
    /// What every token's reuse key mixes in besides its token (`keySalt(_:)`).
    let keySalt: UInt64
    /// The words of every token's path, which its `names` are made from (`ResolvedTokenGraph.pathWords`).
    let pathWords: [[String]]
    /// The hash of every token's record, which its reuse key holds (`ResolvedTokenGraph.recordKeys`).
    let recordKeys: [UInt64]

    init(_ graph: ResolvedTokenGraph, tokens: [Int]) {
      self.graph = graph
      pathWords = graph.pathWords
      recordKeys = graph.recordKeys
      self.tokens = tokens
      header = .array(GeneratedHeader.lines(for: graph).map(JSONValue.string))
      traits = .array(graph.traits.traits.map(TemplateContext.trait))
      appearances = graph.appearances.map(TemplateContext.appearance)
      keySalt = Self.keySalt(graph)
    }
  }

  /// The whole context.
  final class Root: MustacheObject {
    static var shape: MustacheShape { TemplateContext.shape }
    let data: Data

    init(data: Data) { self.data = data }

    func field(_ index: Int) -> MustacheValue? {
      switch index {
      case 0: return .json(data.header)
      case 1: return .json(.array(data.graph.sourceFiles.sorted().map(JSONValue.string)))
      case 2: return .json(data.traits)
      case 3: return .json(.array(data.appearances))
      default:
        let data = data
        return .items(
          MustacheItems(count: data.tokens.count, key: { data.tokenKey($0) }) { .object(Token(data: data, row: $0)) })
      }
    }
  }

  /// One token, by its row among the tokens shown.
  final class Token: MustacheObject {
    static var shape: MustacheShape { TemplateContext.tokenShape }
    /// The field index of the first `is<Type>` flag, and of the field after the last.
    private static let flags = 3..<(3 + TokenType.allCases.count)
    let data: Data
    let row: Int

    init(data: Data, row: Int) { (self.data, self.row) = (data, row) }

    func field(_ index: Int) -> MustacheValue? {
      let token = data.graph.tokens[data.tokens[row]]
      if Self.flags.contains(index) {
        return TokenType.allCases[index - Self.flags.lowerBound] == token.type ? .bool(true) : nil
      }
      // Past the flags, fields are numbered as if the flags were one.
      switch index < Self.flags.lowerBound ? index : index - Self.flags.count + 1 {
      case 0: return .text(token.path.string)
      case 1: return .object(Names(words: data.pathWords[data.tokens[row]]))
      case 2: return .text(token.type.rawValue)
      case 4: return .bool(token.isConstant)
      case 5: return .bool(row == data.tokens.count - 1)
      case 6: return .object(Value(token.values[0], appearance: nil))
      case 7:
        let (values, appearances) = (token.values, data.appearances)
        return .items(
          MustacheItems(count: appearances.count) { .object(Value(values[$0], appearance: appearances[$0])) })
      case 8: return token.description.map(MustacheValue.text)
      case 9: return token.deprecation.map { .json(TemplateContext.deprecation($0)) }
      default: return token.extensions.map(MustacheValue.json)
      }
    }
  }

  /// A name in every style, from its words.
  final class Names: MustacheObject {
    static var shape: MustacheShape { TemplateContext.namesShape }
    let words: [String]

    init(words: [String]) { self.words = words }

    func field(_ index: Int) -> MustacheValue? {
      .text(NameStyle.allCases[index].name(fromWords: words))
    }
  }
}
