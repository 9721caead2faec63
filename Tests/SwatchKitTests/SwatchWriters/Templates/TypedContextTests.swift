import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// A typed context renders exactly as its JSON form does, with Swatch's renderer and with swift-mustache: the
/// example templates, and a template that reads every field of every shape, over token sets with every type,
/// descriptions, deprecations and extensions.
@Suite struct TypedContextTests {
  static let cases = ["composites-all-writers", "deprecated-outputs", "build-json", "adaptive-values", "lint-rules"]

  static func graph(_ name: String) throws -> ResolvedTokenGraph {
    let folder = TestPaths.fixtures.appendingPathComponent("Cases/\(name)/tokens")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map {
      SourceText(path: $0, text: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
    }
    return try #require(TokenPipeline(traits: .standard).resolve(files).resolved)
  }

  /// A template reading every field of `shape`, and inside each object and list every field of its shape,
  /// `depth` levels down; each level also reads names of the enclosing contexts.
  static func everyField(_ shape: MustacheShape, depth: Int = 4) -> String {
    shape.fields.map { field in
      let name = field.name
      switch field.kind {
      case .text: return "\(name)=[{{\(name)}}] "
      case .flag: return "{{#\(name)}}\(name)+{{/\(name)}}{{^\(name)}}\(name)-{{/\(name)}} "
      case .json: return "{{#\(name)}}(json {{.}}){{/\(name)}} "
      case .object(let reference):
        guard depth > 0 else { return "" }
        let inner = everyField(reference.shape, depth: depth - 1)
        return "{{#\(name)}}<\(inner) files={{#sourceFiles}}{{.}}{{/sourceFiles}}>{{/\(name)}}\n"
      case .list(let item):
        guard depth > 0 else { return "{{count(\(name))}}" }
        guard case .object(let reference) = item else { return "{{#\(name)}}{{index()}}:{{.}},{{/\(name)}}\n" }
        return "{{#\(name)}}{{index()}}<\(everyField(reference.shape, depth: depth - 1))>{{/\(name)}}\n"
      }
    }.joined()
  }

  @Test(arguments: cases) func typedAndJSONFormsRenderTheSame(_ name: String) throws {
    let graph = try Self.graph(name)
    let typed = TemplateContext.typed(graph)
    let json = typed.json
    var library = TemplateLibrary.builtIn
    #expect(library.add(Self.everyField(TemplateContext.shape), named: "every", path: "every").isEmpty)
    #expect(library.nameDiagnostics(of: "every", against: TemplateContext.shape).isEmpty)
    let oracle = try SwiftMustacheOracle.library(["every": Self.everyField(TemplateContext.shape)])
    let fromJSON = try library.render("every", context: json)
    #expect(try library.render("every", context: typed) == fromJSON)
    #expect(SwiftMustacheOracle.render("every", in: oracle, context: json) == fromJSON)
    #expect(fromJSON.count > 2_000 * graph.tokens.count / 10, "the template reads little: \(fromJSON.count) bytes")
    for example in library.names where example.hasPrefix("example/") {
      #expect(try library.render(example, context: typed) == library.render(example, context: json), "\(example)")
    }
  }

  @Test func theJSONFormIsTheDocumentedContext() throws {
    let graph = try Self.graph("deprecated-outputs")
    guard case .object(let root) = TemplateContext.make(graph),
      case .array(let tokens)? = root.first(where: {
        $0.0 == "tokens"
      })?.1, case .object(let token) = tokens[0]
    else {
      Issue.record("no tokens")
      return
    }
    #expect(root.map(\.0) == ["header", "sourceFiles", "traits", "appearances", "tokens"])
    // Every key of a token is a field of its shape, in the shape's order, the token's own type flag only.
    let order = TemplateContext.Token.declaration.shape.fields.map(\.name)
    let keys = token.map(\.0)
    #expect(keys.compactMap { order.firstIndex(of: $0) } == keys.compactMap { order.firstIndex(of: $0) }.sorted())
    #expect(keys.count(where: { $0.hasPrefix("is") && $0 != "isConstant" && $0 != "isLast" }) == 1)
  }
}
