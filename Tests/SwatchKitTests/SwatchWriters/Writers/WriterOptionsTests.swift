import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Writers' options are typed values decoded when the configuration loads; problems are located there.
@Suite struct WriterOptionsTests {
  /// The configuration `outputs` (YAML lines under `outputs:`) gives, with its diagnostics.
  static func load(_ outputs: String) -> (SwatchConfig, [Diagnostic]) {
    let text = "tokens: [tokens]\noutputs:\n" + outputs
    let root = YAMLReader().read(text, path: "swatch.yaml").root
    return SwatchConfigParser().parse(root!, baseDirectory: "")
  }

  @Test func optionsAreTypedWhenTheConfigurationLoads() throws {
    let (config, diagnostics) = Self.load("  - { writer: swift, path: out, prefix: sw, access: internal }\n")
    #expect(diagnostics.isEmpty)
    let options = try #require(config.outputs.first?.writer.options as? SwiftWriter.Options)
    #expect(options.prefix == "sw" && options.access == .internal)
    // Keys the entry leaves out keep the defaults their properties declare.
    #expect(options.namespace == "SwatchColors" && options.file == "SwatchTokens" && options.style == .namespace)
  }

  @Test func anEntryWithoutOptionsGetsTheDefaults() throws {
    let (config, diagnostics) = Self.load("  - { writer: css, path: out }\n")
    #expect(diagnostics.isEmpty)
    let options = try #require(config.outputs.first?.writer.options as? CSSWriter.Options)
    #expect(options.prefix == "" && !options.references && options.file == "tokens")
  }

  @Test func anUnknownKeyIsReportedAtLoadWhereItIsWritten() {
    let (config, diagnostics) = Self.load("  - { writer: css, path: out, prefx: app }\n")
    #expect(diagnostics.map(\.id) == ["option.unknown"])
    #expect(diagnostics.first?.range?.start == SourcePosition(line: 3, column: 31))
    #expect(config.outputs.isEmpty)
  }

  @Test func aValueOfTheWrongTypeIsReportedAtTheValue() {
    let (_, diagnostics) = Self.load("  - { writer: css, path: out, references: maybe }\n")
    #expect(diagnostics.map(\.id) == ["option.invalid"])
    #expect(diagnostics.first?.message == "invalid option: expected true or false, found 'maybe'")
    #expect(diagnostics.first?.range?.start == SourcePosition(line: 3, column: 43))
  }

  /// An option written into generated code as it is (a name prefix, a type name, a package) is refused at its
  /// value when it holds more than a name: text in a configuration cannot add a CSS rule, an Android resource or
  /// Swift code (each of these was written as given, and compiled).
  @Test(arguments: [
    #"{ writer: css, path: out, prefix: "x: red; } body { color: red; --y" }"#,
    #"{ writer: android, path: out, prefix: 'in">#FFFF0000</color><color name="' }"#,
    #"{ writer: android, path: out, prefix: 1x }"#,
    #"{ writer: swift, path: out, namespace: "N/* injected */" }"#,
    #"{ writer: swift, path: out, tokensNamespace: class }"#,
    #"{ writer: swift, path: out, namespace: String }"#,
    #"{ writer: compose, path: out, package: com.example, drawables: "com.app.R; fun x" }"#,
  ])
  func anOptionWrittenIntoCodeMustBeAName(_ entry: String) throws {
    let (config, diagnostics) = Self.load("  - \(entry)\n")
    #expect(diagnostics.map(\.id) == ["option.invalid"])
    #expect(config.outputs.isEmpty)
    let column = try #require(diagnostics.first?.range?.start.column)
    let value = entry.split(separator: ",").last!.split(separator: ":", maxSplits: 1).last!.dropFirst()
    #expect(String(entry.dropFirst(column - 5)).hasPrefix(value.prefix(3)), "at column \(column)")
  }

  /// A file name option naming a path out of the output folder is one error at its value: an asset catalog
  /// named `../../esc` was an `output.path` error at the entry for each of its color sets.
  @Test(arguments: [
    #"{ writer: xcassets, path: out, catalog: "../../esc" }"#, #"{ writer: css, path: out, file: /etc/x }"#,
    #"{ writer: json, path: out, file: "a\\b" }"#, #"{ writer: swift, path: out, colorsFile: "../Colors" }"#,
    #"{ writer: template, path: out, template: t.mustache, file: "../t.txt" }"#,
  ])
  func aFileNameOptionStaysInTheOutputFolder(_ entry: String) throws {
    let (config, diagnostics) = Self.load("  - \(entry)\n")
    #expect(diagnostics.map(\.id) == ["option.invalid"])
    #expect(diagnostics.first?.message.contains("is no file name in the output folder") == true)
    #expect(config.outputs.isEmpty)
  }

  /// The colors' and the tokens' namespaces are two Swift types: one name for both is refused.
  @Test func oneNameForBothSwiftNamespacesIsRefused() {
    var options = SwiftWriter.Options()
    #expect(SwiftWriter.namespaceProblems(options, at: nil).isEmpty)
    options.namespace = options.tokensNamespace
    #expect(SwiftWriter.namespaceProblems(options, at: nil).map(\.id) == ["option.invalid"])
  }

  @Test func namesOfAnOptionWrittenIntoCodeAreAccepted() throws {
    let (config, diagnostics) = Self.load(
      """
        - { writer: css, path: a, prefix: ds-1_ }
        - { writer: android, path: b, prefix: ds_ }
        - { writer: swift, path: c, namespace: AppColors, tokensNamespace: App_Tokens2 }
        - { writer: compose, path: d, package: com.example, drawables: com.example.app }

      """)
    #expect(diagnostics.isEmpty)
    #expect(config.outputs.count == 4)
  }

  @Test func anEnumOptionAcceptsOnlyItsCasesAndNamesThem() {
    let (_, diagnostics) = Self.load("  - { writer: swift, path: out, access: open, style: [flat] }\n")
    #expect(
      diagnostics.map(\.message) == [
        "invalid option: expected one of 'public', 'internal', found 'open'",
        "invalid option: expected a string, found a sequence",
      ])
    #expect(diagnostics.first?.range?.start == SourcePosition(line: 3, column: 41))
  }

  @Test func everyBadKeyOfOneEntryIsReportedButNotTheKeysInsideABadValue() {
    let (_, diagnostics) = Self.load("  - { writer: css, path: out, prefix: {a: 1}, prefx: x, file: [y] }\n")
    #expect(diagnostics.map(\.id) == ["option.invalid", "option.unknown", "option.invalid"])
    #expect(diagnostics.map { $0.range?.start.column } == [39, 47, 63])
  }

  @Test func theTemplateWriterRequiresItsTemplate() {
    let (_, diagnostics) = Self.load("  - { writer: template, path: out }\n")
    #expect(diagnostics.map(\.message) == ["invalid option: missing key 'template'"])
    #expect(diagnostics.first?.range?.start == SourcePosition(line: 3, column: 5))
  }

  @Test func anUnknownWriterIsReportedAtLoadWithTheClosestName() {
    let (config, diagnostics) = Self.load("  - { writer: jsn, path: out }\n")
    #expect(diagnostics.map(\.id) == ["writer.unknown"])
    #expect(diagnostics.first?.notes.first?.message == "did you mean 'json'?")
    #expect(diagnostics.first?.range?.start == SourcePosition(line: 3, column: 15))
    #expect(config.outputs.isEmpty)
  }

  @Test func everyProblemInEveryEntryIsReportedInOneRun() {
    let (_, diagnostics) = Self.load(
      "  - { writer: css, path: a, prefx: x }\n  - { writer: swift, path: b, style: flat }\n"
        + "  - { writer: nope, path: c }\n")
    #expect(diagnostics.map(\.id) == ["option.unknown", "option.invalid", "writer.unknown"])
  }

  @Test func optionsOfAnotherWriterAreRefused() {
    let css = WriterRegistry.writer(named: "css")!
    #expect(css.configured(with: SwiftWriter.Options()) == nil)
    #expect(css.configured(with: CSSWriter.Options()) != nil)
  }

  @Test func keysAreUniqueInEveryWriter() {
    let lists = [
      SwiftWriter.Options.keys.map(\.key), ComposeWriter.Options.keys.map(\.key), CSSWriter.Options.keys.map(\.key),
      AndroidWriter.Options.keys.map(\.key), JSONWriter.Options.keys.map(\.key),
      XCAssetsWriter.Options.keys.map(\.key), TemplateWriter.Options.keys.map(\.key),
    ]
    for keys in lists { #expect(Set(keys).count == keys.count, "\(keys)") }
  }
}
