import Foundation
import PropertyBased
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// No description or name, whatever characters it holds, changes a generated file's
/// structure beyond the comment or string it lands in.
@Suite struct InjectionPropertyTests {
  /// Line terminators, control characters, comment closers and quotes that target languages treat specially.
  static let specials = [
    "\r", "\n", "\r\n", "\u{85}", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}", "\0", "\u{7F}", "\u{9F}", "\t",
    "*/", "/*", "-->", "--", "<!--", "]]>", "\"", "\\", "'", "`", "\u{202E}", "\u{2066}", "{", "}", "$", "#",
  ]

  /// Strings mixing any Unicode scalar with the specials.
  static let hostileText = Gen<UInt32>.value(in: 0...0x10FFFF).array(of: 1...24).map { codes in
    var text = ""
    for code in codes {
      if code % 3 == 0 {
        text += specials[Int(code / 3) % specials.count]
      } else if let scalar = Unicode.Scalar(code) {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  static let config = """
    outputs:
      - { writer: json, path: json, shape: dtcg }
      - { writer: swift, path: swift }
      - { writer: xcassets, path: xcassets }
      - { writer: css, path: css }
      - { writer: android, path: android }
      - { writer: compose, path: compose }

    """

  /// `text` as a YAML double-quoted scalar with every scalar escaped, so any text survives reading.
  static func yamlQuoted(_ text: String) -> String {
    "\"" + text.unicodeScalars.map { String(format: "\\U%08X", $0.value) }.joined() + "\""
  }

  /// Every output file of a two-token project, in memory; nil when the tokens have errors.
  static func outputs(description: String, name: String) -> [String: String]? {
    let tokens = """
      c:
        $type: color
        zeta: "#123456"
        \(yamlQuoted(name)):
          $value: "#112233"
          $modes: { dark: "#445566" }
          $description: \(yamlQuoted(description))

      """
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: tokens)])
    guard let graph = result.resolved, !result.diagnostics.containsErrors else { return nil }
    let root = YAMLReader().read(config, path: "swatch.yaml").root!
    let plan = BuildPlan.make(
      graph: graph, config: SwatchConfigParser().parse(root, baseDirectory: "").0, templates: .builtIn)
    guard !plan.diagnostics.containsErrors else { return nil }
    return Dictionary(uniqueKeysWithValues: plan.files.map { ($0.path, $0.contents) })
  }

  /// Whether `scalar` may not appear in a generated file: a line terminator other than LF, or a control
  /// or bidirectional formatting character other than LF and tab.
  static func isStray(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\n" && (CommentText.isLineBreak(scalar) || CommentText.isHidden(scalar))
  }

  /// The problems with `hostile` against `plain`, the same project with a plain placeholder.
  static func differences(_ hostile: [String: String], _ plain: [String: String], placeholder: String) -> [String] {
    var problems: [String] = []
    for (path, text) in plain.sorted(by: { $0.key < $1.key }) {
      guard let other = hostile[path] else {
        problems.append("\(path) missing")
        continue
      }
      if !path.hasSuffix(".json"), let bad = other.unicodeScalars.first(where: Self.isStray) {
        problems.append("\(path) holds U+\(String(bad.value, radix: 16))")
      }
      var plainLines = text.split(separator: "\n", omittingEmptySubsequences: false)
      var hostileLines = other.split(separator: "\n", omittingEmptySubsequences: false)
      if path.hasSuffix(".swift") {
        // A description's lines each become a `///` line there; only code lines must match.
        plainLines.removeAll { $0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }
        hostileLines.removeAll { $0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }
      }
      guard plainLines.count == hostileLines.count else {
        problems.append("\(path): \(hostileLines.count) lines, not \(plainLines.count)")
        continue
      }
      for (a, b) in zip(plainLines, hostileLines) where a != b && !a.contains(placeholder) {
        problems.append("\(path): line '\(a)' became '\(b)'")
      }
      if path.hasSuffix(".json"), (try? JSONSerialization.jsonObject(with: Data(other.utf8))) == nil {
        problems.append("\(path) is not JSON")
      }
    }
    return problems
  }

  @Test func descriptionsStayInsideTheirComments() async throws {
    let plain = try #require(Self.outputs(description: "PLACEHOLDER", name: "accent"))
    await propertyCheck(count: 60, input: Self.hostileText) { description in
      guard let hostile = Self.outputs(description: description, name: "accent") else {
        Issue.record("a description made the project fail: \(description.debugDescription)")
        return
      }
      let problems = Self.differences(hostile, plain, placeholder: "PLACEHOLDER")
      #expect(problems.isEmpty, "\(description.debugDescription): \(problems.prefix(3))")
    }
  }

  @Test func namesAreRejectedOrStayIdentifiers() async throws {
    await propertyCheck(count: 60, input: Self.hostileText) { name in
      guard let hostile = Self.outputs(description: "d", name: name) else { return }
      for (path, text) in hostile where !path.hasSuffix(".json") {
        let bad = text.unicodeScalars.first(where: Self.isStray)
        #expect(bad == nil, "\(name.debugDescription) put U+\(String(bad?.value ?? 0, radix: 16)) in \(path)")
      }
      let plain = try #require(Self.outputs(description: "d", name: "accent"))
      for (path, text) in plain where path.hasSuffix(".swift") || path.hasSuffix(".kt") || path.hasSuffix(".css") {
        let count = hostile[path]?.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(
          count == text.split(separator: "\n", omittingEmptySubsequences: false).count,
          "\(name.debugDescription) in \(path)")
      }
    }
  }

  @Test func commentTextSplitsAtEveryTerminatorOnce() {
    #expect(
      CommentText.lines("a\r\nb\rc\nd\u{85}e\u{2028}f\u{2029}g\u{0B}h\u{0C}i") == [
        "a", "b", "c", "d", "e", "f", "g", "h", "i",
      ])
    #expect(CommentText.singleLine("x\u{0}y\u{202E}z\tw") == "x\u{FFFD}y\u{FFFD}z\tw")
    #expect(KotlinName.comment("a */ b /* c\rd") == "a * / b / * c d")
    #expect(AndroidValue.commentSafe("a---> b-") == "a- - -&gt; b- ")
    #expect(CSSName.escapedString("a\"\n\u{2028}b") == "a\\\"\\a \\2028 b")
    #expect(CSSName.comment("x */ y\r") == "x * / y ")
  }
}
