// libFuzzer entry point for Swatch; built only by `scripts/fuzz.sh` (SWATCH_FUZZ=1 adds the target to
// Package.swift), never by a normal `swift build`.
//
// SWATCH_FUZZ_TARGET picks what the input is:
// - `tokens`: a token file → pipeline → every writer, rendered in memory;
// - `config`: a `swatch.yaml` beside a small `tokens/` folder → load → `build --check` (nothing written);
// - `resolver`: a `*.resolver.json` beside a small token file → load → resolve;
// - `template`: Mustache template text → added to the built-in library → rendered against a small graph.
// Inputs naming `allowOutside` are skipped, so a config cannot read `/dev/zero` and hang the run.

import Foundation
import SwatchKit

/// libFuzzer's driver, which its `main` would call; SwiftPM links an executable target's `main` to
/// `swatch_fuzz_main`, so that calls it instead.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

@_cdecl("swatch_fuzz_main")
public func swatchFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  var count = argc
  var arguments = argv
  return runFuzzerDriver(&count, &arguments, swatchFuzz)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func swatchFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  switch FuzzState.shared.target {
  case "config": FuzzState.shared.config(bytes)
  case "resolver": FuzzState.shared.resolver(bytes)
  case "template": FuzzState.shared.template(bytes)
  default: FuzzState.shared.tokens(bytes)
  }
  return 0
}

final class FuzzState: @unchecked Sendable {
  static let shared = FuzzState()

  let target = ProcessInfo.processInfo.environment["SWATCH_FUZZ_TARGET"] ?? "tokens"
  let folder: String
  let allWriters: SwatchConfig
  let graph: ResolvedTokenGraph

  static let sampleTokens = """
    palette:
      $type: color
      white: "#FFFFFF"
      ink: { $value: "#1C1C1E", $description: "Ink */ --> \\r x" }
    background:
      $type: color
      primary: { $value: "{palette.white}", $modes: { dark: "{palette.ink}", high-contrast: "#000 / 60%" } }
    space:
      $type: dimension
      small: 4px
      large: 1.5rem
    motion: { $type: duration, fast: 200ms }
    font: { $type: fontFamily, body: [Inter, "Helvetica Neue"] }

    """

  static let allWritersYAML = """
    outputs:
      - { writer: json, path: out/json }
      - { writer: json, path: out/nested, shape: nested }
      - { writer: json, path: out/dtcg, shape: dtcg }
      - { writer: swift, path: out/swift }
      - { writer: xcassets, path: out/xcassets }
      - { writer: css, path: out/css, references: true }
      - { writer: android, path: out/android }
      - { writer: compose, path: out/compose }
      - { writer: template, path: out/txt, template: example/tokens.txt.mustache }

    """

  init() {
    folder = NSTemporaryDirectory() + "swatch-fuzz-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder + "/tokens", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: folder + "/tokens/base.yaml", contents: Data(Self.sampleTokens.utf8))
    let json = ##"{"a": {"$type": "color", "$value": "#fff"}}"##
    _ = FileManager.default.createFile(atPath: folder + "/base.json", contents: Data(json.utf8))
    _ = FileManager.default.changeCurrentDirectoryPath(folder)
    let root = YAMLReader().read(Self.allWritersYAML, path: "swatch.yaml").root!
    allWriters = SwatchConfigParser().parse(root, baseDirectory: "").0
    graph = TokenPipeline(traits: .standard).resolve([SourceText(path: "base.yaml", text: Self.sampleTokens)]).resolved!
  }

  /// A token file through the pipeline and, if it resolves, every writer.
  func tokens(_ data: Data) {
    let text = String(decoding: data, as: UTF8.self)
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "fuzz.yaml", text: text)])
    render(result.diagnostics, sources: result.sources)
    guard let resolved = result.resolved else { return }
    let plan = BuildPlan.make(graph: resolved, config: allWriters, templates: .builtIn)
    _ = plan.files.reduce(0) { $0 + $1.contents.utf8.count }
    render(plan.diagnostics, sources: result.sources)
  }

  /// A configuration loaded and built with `--check`: reads the disk, writes nothing.
  func config(_ data: Data) {
    guard !skipped(data) else { return }
    _ = FileManager.default.createFile(atPath: "swatch.yaml", contents: data)
    let project = Project.load(configPath: "swatch.yaml", tokenPaths: [])
    let outcome = project.build(checkOnly: true)
    render(outcome.diagnostics, sources: outcome.sources)
  }

  /// A resolver document and the token files it names.
  func resolver(_ data: Data) {
    guard !skipped(data) else { return }
    _ = FileManager.default.createFile(atPath: "fuzz.resolver.json", contents: data)
    let project = Project.load(configPath: nil, tokenPaths: ["fuzz.resolver.json"])
    render(project.diagnostics, sources: project.sources)
  }

  /// A template rendered against the sample graph.
  func template(_ data: Data) {
    var library = TemplateLibrary.builtIn
    let diagnostics = library.add(String(decoding: data, as: UTF8.self), named: "fuzz.mustache", path: "fuzz.mustache")
    render(diagnostics, sources: SourceFileStore())
    _ = try? library.render("fuzz.mustache", context: TemplateContext.make(graph))
  }

  private func skipped(_ data: Data) -> Bool {
    data.range(of: Data("allowOutside".utf8)) != nil
  }

  /// Renders diagnostics too: quoting source lines and carets is code hostile input reaches.
  private func render(_ diagnostics: [Diagnostic], sources: SourceFileStore) {
    _ = DiagnosticRenderer(sources: sources).render(diagnostics).utf8.count
  }
}
