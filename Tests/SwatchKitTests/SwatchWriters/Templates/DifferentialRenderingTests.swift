import Mustache
import PropertyBased
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Swatch's renderer against swift-mustache, byte for byte: every built-in template over the contexts of
/// every golden case, over hostile changes of them, and random templates over random contexts.
@Suite struct DifferentialRenderingTests {
  static let oracle = try! SwiftMustacheOracle.library(RepositoryTemplates.templates)

  private func expectSameOutput(_ template: String, _ context: JSONValue, _ label: String) {
    let ours = try? RepositoryTemplates.library.render(template, context: context)
    let theirs = SwiftMustacheOracle.render(template, in: Self.oracle, context: context)
    #expect(ours != nil, "\(label): Swatch did not render \(template)")
    #expect(ours == theirs, "\(label): \(template) differs\n\(firstDifference(ours ?? "", theirs ?? ""))")
  }

  @Test func everyBuiltInTemplateHasAContext() {
    let rendered = Set(DifferentialFixtures.contexts.map(\.1))
    #expect(rendered == Set(RepositoryTemplates.templates.keys))
    #expect(DifferentialFixtures.contexts.count > 100)
  }

  @Test func builtInTemplatesOverGoldenContexts() {
    for (golden, template, context) in DifferentialFixtures.contexts {
      expectSameOutput(template, context, golden)
    }
  }

  /// Four mutations of each of the hundred-odd contexts, changing from one part in two to one in eight; every
  /// context and mutation has a seed of its own.
  @Test func builtInTemplatesOverHostileContexts() {
    for (index, (golden, template, context)) in DifferentialFixtures.contexts.enumerated() {
      for round in 0..<4 {
        var mutation = ContextMutation(seed: UInt64(index * 4 + round))
        expectSameOutput(template, mutation.mutate(context, rate: 2 + 2 * round), "\(golden) seed \(index * 4 + round)")
      }
    }
  }

  @Test func randomTemplatesOverRandomContexts() async {
    await propertyCheck(count: 400, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var random = RandomTemplate(seed: seed)
      let template = random.template()
      let context = random.context()
      var ours = TemplateLibrary()
      guard ours.add(template, named: "t", path: "t").isEmpty else {
        Issue.record("seed \(seed): Swatch does not parse \(template.debugDescription)")
        return
      }
      let oracle = try SwiftMustacheOracle.library(["t": template])
      let theirs = SwiftMustacheOracle.render("t", in: oracle, context: context)
      let rendered = try? ours.render("t", context: context)
      #expect(
        rendered == theirs,
        """
        seed \(seed): \(template.debugDescription) over \(JSONSerializer().string(from: context))
        swatch: \((rendered ?? "(failed)").debugDescription)
        oracle: \((theirs ?? "(nil)").debugDescription)
        """)
    }
  }

  private func firstDifference(_ a: String, _ b: String) -> String {
    let (left, right) = (
      a.split(separator: "\n", omittingEmptySubsequences: false),
      b.split(separator: "\n", omittingEmptySubsequences: false)
    )
    for (line, (x, y)) in zip(left, right).enumerated() where x != y {
      return "line \(line + 1):\n  swatch: \(x.debugDescription)\n  oracle: \(y.debugDescription)"
    }
    return "lengths \(left.count) and \(right.count) lines"
  }
}
