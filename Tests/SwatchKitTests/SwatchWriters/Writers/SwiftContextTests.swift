import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// The Swift context as typed objects: every string any field gives is one clean line, whichever list or
/// token it comes from, so a description or name cannot end a comment in the Swift output.
@Suite struct SwiftContextTests {
  static let hostile = "a\nb\r\nc\u{85}d\u{2028}e\u{2029}f\u{0B}g\u{0C}h\u{0}i\u{1B}j\u{202E}k\u{7F}l */ m"

  /// A context whose descriptions, deprecation messages and string values hold `hostile`, and whose names
  /// hold comment closers and quotes (line breaks and control characters in a name are `name.invalid`).
  static func context() throws -> SwiftContext {
    let text = InjectionPropertyTests.yamlQuoted(hostile)
    let name = InjectionPropertyTests.yamlQuoted("odd*/ \"q\" \\ `x` name")
    let yaml = """
      c:
        $type: color
        \(name):
          $value: "#112233"
          $modes: { dark: "#445566" }
          $description: \(text)
          $deprecated: \(text)
        plain: { $value: "#778899", $description: \(text) }
      d:
        $type: dimension
        \(name): { $value: 4px, $modes: { dark: 8px }, $description: \(text) }
      s:
        $type: string
        \(name): { $value: \(text), $description: \(text) }

      """
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: yaml)])
    let graph = try #require(result.resolved)
    let names = PlatformNames.assign(graph, writer: "swift", output: nil) { SwiftIdentifier.tokenMember($0) }.0
    return SwiftContext(graph: graph, names: names, options: .init())
  }

  /// Every string in `value`, with where it is.
  static func strings(_ value: JSONValue, at path: String = "") -> [(String, String)] {
    switch value {
    case .string(let text): return [(path, text)]
    case .array(let items): return items.indices.flatMap { strings(items[$0], at: "\(path)[\($0)]") }
    case .object(let fields): return fields.flatMap { strings($1, at: path + "." + $0) }
    case .null, .bool, .number: return []
    }
  }

  @Test func everyStringOfEveryFieldIsOneCleanLine() throws {
    let all = Self.strings(try Self.context().json)
    #expect(all.count > 100)
    let dirty = all.filter { CommentText.singleLine($0.1) != $0.1 }
    #expect(dirty.map(\.0) == [])
    // The hostile text reached the doc lines (one line per line of the description), the deprecation
    // message and the string literal (escaped), cleaned.
    let accessorDoc = all.filter { $0.0.hasPrefix(".colors[0].accessorDoc") }.map(\.1)
    #expect(accessorDoc.prefix(3) == [" a", " b", " c"])
    #expect(all.filter { $0.0.hasPrefix(".dynamics[0].doc") }.map(\.1).prefix(2) == [" a", " b"])
    #expect(all.contains { $0.0 == ".colors[0].deprecated" && $0.1.contains("\\n") })
    #expect(all.contains { $0.0.hasSuffix("].value") && $0.1.hasPrefix("\"a\\nb\\r\\nc\\u{85}d\\u{2028}e") })
  }

  @Test func typedFieldsAreTheirJSONFormAndAbsentFieldsAreNil() throws {
    let value = try Self.context().value
    guard case .object(let root) = value else {
      Issue.record("the context is not a typed object")
      return
    }
    guard case .items(let colors)? = root.field(SwiftContext.shape.index(of: "colors")!) else {
      Issue.record("colors is not a typed list")
      return
    }
    #expect(colors.count == 2)
    guard case .object(let plain) = colors.item(1) else {
      Issue.record("a color is not a typed object")
      return
    }
    #expect(plain.field(SwiftContext.Color.declaration.shape.index(of: "deprecated")!) == nil)
    #expect(plain.field(SwiftContext.Color.declaration.shape.index(of: "row")!)?.json == .number(1))
  }
}
