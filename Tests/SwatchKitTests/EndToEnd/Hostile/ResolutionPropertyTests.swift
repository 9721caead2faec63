import Foundation
import PropertyBased
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Resolution on random token graphs equals a brute-force reading of README's "Traits and appearances" rule,
/// written here independently; and output bytes do not depend on file order or on how tokens are split
/// into files. (The working directory and the number of cores: `.ci/checks/hostile-input.sh`.)
@Suite struct ResolutionPropertyTests {
  /// One random token: a `$value` and `$modes` entries, each a literal color or an alias to an earlier token.
  struct Token {
    var value: Ref
    var modes: [(requirements: [Int: Int], value: Ref)]
  }

  enum Ref {
    case color(String)
    case alias(Int)
  }

  static let traits = TraitSet.standard

  /// A random acyclic graph of 1–12 tokens, from a list of random numbers.
  static func graph(_ numbers: [UInt32]) -> [Token] {
    var iterator = numbers.makeIterator()
    func next(_ bound: Int) -> Int { Int(iterator.next() ?? 0) % bound }
    let count = 1 + next(12)
    return (0..<count).map { index in
      func ref() -> Ref {
        index > 0 && next(2) == 0
          ? .alias(next(index)) : .color(String(format: "#%06X", next(0xFFFFFF)))
      }
      var modes: [(requirements: [Int: Int], value: Ref)] = []
      for _ in 0..<next(5) {
        var requirements: [Int: Int] = [:]
        for trait in 0..<3 where next(2) == 0 { requirements[trait] = next(2) }
        guard !requirements.isEmpty, !modes.contains(where: { $0.requirements == requirements }) else { continue }
        modes.append((requirements, ref()))
      }
      return Token(value: ref(), modes: modes)
    }
  }

  /// The README rule, by brute force: in appearance `values` (one per trait), `$value` weighs 0 and a key
  /// whose values all hold weighs the sum of 2^(T−1−i) over its traits; the heaviest wins; an alias takes
  /// its target's value in the same appearance.
  static func expected(_ tokens: [Token], token: Int, values: [Int]) -> String {
    var best = (weight: 0, ref: tokens[token].value)
    for mode in tokens[token].modes where mode.requirements.allSatisfy({ values[$0.key] == $0.value }) {
      let weight = mode.requirements.keys.reduce(0) { $0 + (1 << (3 - 1 - $1)) }
      if weight > best.weight { best = (weight, mode.value) }
    }
    switch best.ref {
    case .color(let hex): return hex + "FF"
    case .alias(let target): return expected(tokens, token: target, values: values)
    }
  }

  static func yaml(_ ref: Ref) -> String {
    switch ref {
    case .color(let hex): return "\"\(hex)\""
    case .alias(let target): return "\"{g.t\(target)}\""
    }
  }

  /// Each token as a YAML document of its own, so they can be split into files in any way.
  static func documents(_ tokens: [Token]) -> [String] {
    tokens.enumerated().map { index, token in
      var text = "g:\n  t\(index):\n    $type: color\n    $value: \(yaml(token.value))\n"
      if !token.modes.isEmpty { text += "    $modes:\n" }
      for mode in token.modes {
        let words = mode.requirements.sorted { $0.key < $1.key }.map { traits.traits[$0.key].values[$0.value] }
        text += "      \(words.joined(separator: " ")): \(yaml(mode.value))\n"
      }
      return text
    }
  }

  static let numbers = Gen<UInt32>.value(in: 0...UInt32.max).array(of: 64...64)

  @Test func resolutionEqualsTheBruteForceRule() async {
    await propertyCheck(count: 100, input: Self.numbers) { numbers in
      let tokens = Self.graph(numbers)
      let text = Self.documents(tokens).joined().replacingOccurrences(of: "\ng:\n", with: "\n")
      let result = TokenPipeline(traits: Self.traits).resolve([SourceText(path: "t.yaml", text: text)])
      guard let graph = result.resolved else {
        Issue.record("\(result.diagnostics.map(\.message)) for\n\(text)")
        return
      }
      for (index, _) in tokens.enumerated() {
        let resolved = graph.token("g.t\(index)")!
        for appearance in graph.appearances {
          guard case .color(let color) = resolved.values[appearance.index] else { continue }
          let want = Self.expected(tokens, token: index, values: appearance.values)
          #expect(color.hexRGBA == want, "g.t\(index) in \(appearance.name)\n\(text)")
        }
      }
    }
  }

  @Test func outputDoesNotDependOnFileOrderOrSplitting() async {
    let config = YAMLReader().read(
      "outputs:\n  - { writer: css, path: css }\n  - { writer: swift, path: swift }\n"
        + "  - { writer: android, path: android }\n  - { writer: json, path: json, shape: nested }\n",
      path: "swatch.yaml"
    ).root!
    let parsed = SwatchConfigParser().parse(config, baseDirectory: "").0
    func build(_ files: [SourceText]) -> [String: String]? {
      guard let graph = TokenPipeline(traits: Self.traits).resolve(files).resolved else { return nil }
      let plan = BuildPlan.make(graph: graph, config: parsed, templates: .builtIn)
      // The header lists the source files; only what follows it must match.
      return Dictionary(uniqueKeysWithValues: plan.files.map { ($0.path, Self.withoutSources($0.contents)) })
    }
    await propertyCheck(count: 40, input: Self.numbers) { numbers in
      let documents = Self.documents(Self.graph(numbers))
      let whole = build([
        SourceText(path: "all.yaml", text: documents.joined().replacingOccurrences(of: "\ng:\n", with: "\n"))
      ])
      var order = Array(documents.indices)
      var generator = SplitMix(seed: UInt64(numbers.last ?? 0))
      order.shuffle(using: &generator)
      var files: [SourceText] = []
      for (position, index) in order.enumerated() {
        if files.isEmpty || Int(numbers[position] % 3) == 0 {
          files.append(SourceText(path: "f\(files.count).yaml", text: ""))
        }
        files[files.count - 1].text +=
          documents[index].hasPrefix("g:\n") && !files[files.count - 1].text.isEmpty
          ? String(documents[index].dropFirst(3)) : documents[index]
      }
      #expect(build(files) == whole, "\(files.map(\.path)) in shuffled order")
    }
  }

  /// `text` without its header's `Sources:` list: the lines from `Sources:` to the first line that is
  /// not an indented file name.
  static func withoutSources(_ text: String) -> String {
    var lines: [Substring] = []
    var skipping = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.contains("Sources:") {
        skipping = true
        continue
      }
      if skipping, line.contains(".yaml") { continue }
      skipping = false
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}

/// The seeded `SplitMix` of the diff tests, usable for `shuffle(using:)`.
extension SplitMix: RandomNumberGenerator {}
