import Foundation

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// One golden fixture: a folder under `Fixtures/Cases/` holding `tokens/…`, an optional `swatch.yaml` and
/// `expected/…`, the files Swatch must produce for it. This is the one golden harness: pipeline dumps,
/// diagnostics, lint reports, template contexts and every writer's output (at its `outputs:` path) are all
/// cases here.
///
/// Paths inside a case are relative to the case folder (`tokens/palette.yaml`), so rendered diagnostics read
/// the same on every machine.
struct GoldenCase: Sendable, CustomStringConvertible {
  /// The case folder's name, which says what it covers.
  let name: String
  /// The case folder.
  let directory: URL

  var description: String { name }

  /// The folder holding every case, found from this file's place in the source tree so `UPDATE_GOLDENS=1`
  /// can rewrite the fixtures themselves rather than a copy in the build folder.
  static let casesDirectory = TestPaths.fixtures.appendingPathComponent("Cases", isDirectory: true)

  /// Every case, sorted by name.
  static var all: [GoldenCase] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: casesDirectory.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map {
      GoldenCase(name: $0, directory: casesDirectory.appendingPathComponent($0, isDirectory: true))
    }
  }

  var expectedDirectory: URL { directory.appendingPathComponent("expected", isDirectory: true) }

  /// The files the case produces today, by path relative to `expected/`.
  ///
  /// `diagnostics.txt` holds the rendered diagnostics when there are any; `lint.txt` and `lint.json` what
  /// `swatch lint` reports when `swatch.yaml` has a `lint:` section; `resolved.txt` holds the resolved
  /// graph's dump and `context.json` the template context (see docs/templates.md) when resolution succeeded;
  /// every file the case's `outputs:` render sits at its output path, when there are no errors (the
  /// writers' warnings follow the pipeline's in `diagnostics.txt`).
  func actualFiles() throws -> [String: String] {
    let run = try self.run()
    var files: [String: String] = [:]
    if !run.diagnostics.isEmpty {
      files["diagnostics.txt"] = DiagnosticRenderer(sources: run.sources).render(run.diagnostics)
    }
    if let resolved = run.resolved, let config = run.config, config.lint.range != nil {
      let report = Linter(graph: resolved, config: config).run()
      files["lint.txt"] = DiagnosticRenderer(sources: run.sources).render(report.diagnostics)
      files["lint.json"] = JSONSerializer().string(from: report.jsonValue)
    }
    if let resolved = run.resolved {
      files["resolved.txt"] = resolved.dump
      files["context.json"] = JSONSerializer().string(from: TemplateContext.make(resolved))
      if let config = run.config, !run.diagnostics.containsErrors {
        var templates = RepositoryTemplates.library
        let recorder = TemplateContextRecorder()
        templates.recorder = recorder
        let plan = BuildPlan.make(graph: resolved, config: config, templates: templates, images: run.images)
        for (name, context) in recorder.recorded {
          files["contexts/\(name).json"] = JSONSerializer().string(from: context)
        }
        let all = (run.diagnostics + plan.diagnostics).sorted()
        files["diagnostics.txt"] = all.isEmpty ? nil : DiagnosticRenderer(sources: run.sources).render(all)
        for file in plan.files { files[file.path] = file.binary.map(GoldenFiles.text(of:)) ?? file.contents }
      }
    }
    // A resolver's files are read by their full paths: show them relative to the case, as everywhere else.
    return files.mapValues { $0.replacingOccurrences(of: directory.path + "/", with: "") }
  }

  /// The files in `expected/`, by relative path.
  func expectedFiles() throws -> [String: String] {
    try GoldenFiles.read(under: expectedDirectory)
  }

  /// What the case's configuration and tokens give, the way `Project.load` would: a configuration with
  /// errors stops the run before the tokens are read; a `tokens:` resolver replaces the traits; image files
  /// are read from the case folder.
  func run() throws -> (
    resolved: ResolvedTokenGraph?, diagnostics: [Diagnostic], sources: SourceFileStore, config: SwatchConfig?,
    images: ImageFiles
  ) {
    var (resolved, diagnostics, sources, config) = try resolve()
    guard let graph = resolved else { return (nil, diagnostics, sources, config, ImageFiles()) }
    let confinement = PathConfinement(directory: directory.path, allowOutside: config?.allowOutside ?? false)
    let (images, imageDiagnostics) = ImageLoader.load(graph, confinement: confinement, base: directory.path)
    diagnostics = (diagnostics + imageDiagnostics).sorted()
    if imageDiagnostics.containsErrors { resolved = nil }
    return (resolved, diagnostics, sources, config, images)
  }

  private func resolve() throws -> (
    resolved: ResolvedTokenGraph?, diagnostics: [Diagnostic], sources: SourceFileStore, config: SwatchConfig?
  ) {
    let configURL = directory.appendingPathComponent("swatch.yaml")
    guard FileManager.default.fileExists(atPath: configURL.path) else {
      let result = TokenPipeline(traits: .standard).resolve(try tokenSources())
      return (result.resolved, result.diagnostics, result.sources, nil)
    }
    let configText = try String(contentsOf: configURL, encoding: .utf8)
    let (root, yamlDiagnostics) = YAMLReader().read(configText, path: "swatch.yaml")
    let parsed = root.map { SwatchConfigParser().parse($0, baseDirectory: "") }
    var diagnostics = yamlDiagnostics + (parsed?.1 ?? [])
    var sources = SourceFileStore()
    guard !diagnostics.containsErrors else {
      sources.add(path: "swatch.yaml", text: configText)
      return (nil, diagnostics.sorted(), sources, nil)
    }
    var config = parsed?.0
    var input = TokenInput(plain: try tokenSources())
    if let sourceValues = config?.tokenSourceValues, !sourceValues.isEmpty, let paths = config?.tokenSources {
      // Sources with trait values are read from disk by their full paths, as a tool export is.
      let sources = paths.map { path in
        (path: directory.path + "/" + path, values: sourceValues.first { $0.path == path })
      }
      let loaded = ToolExportLoader().load(sources, traits: config?.traits ?? .standard, confinement: .none)
      diagnostics += loaded.diagnostics
      if let loadedInput = loaded.input, let traits = loaded.traits {
        input = loadedInput
        config?.traits = traits
      }
    }
    let named = config?.tokenSources ?? []
    let tokensFolder = named.count == 1 ? directory.appendingPathComponent(named[0]).path : ""
    let toolFormat = named.count == 1 ? ToolExportLoader.detect([tokensFolder]) : nil
    if let resolver = config?.tokenSources.first(where: ResolverLoader.isResolver) ?? toolFormat.map({ _ in "" }) {
      // A design tool's export is read from disk by its full path; `actualFiles` shows paths relative to the case.
      let loaded =
        if let toolFormat {
          ToolExportLoader().load(tokensFolder, format: toolFormat, mappings: config?.modifiers ?? [])
        } else { loadResolver(resolver, config: config) }
      diagnostics += loaded.diagnostics
      for text in [loaded.resolver].compactMap({ $0 }) + loaded.descriptions {
        sources.add(path: text.path, text: text.text)
      }
      guard let loadedInput = loaded.input, let traits = loaded.traits else {
        sources.add(path: "swatch.yaml", text: configText)
        return (nil, diagnostics.sorted(), sources, nil)
      }
      input = loadedInput
      config?.traits = traits
    }
    let pipeline = TokenPipeline(
      traits: config?.traits ?? .standard, unsupportedTypes: config?.unsupportedTypes ?? .error,
      keepGoing: config?.keepGoing ?? false)
    let result = pipeline.resolve(input)
    sources.merge(result.sources)
    sources.add(path: "swatch.yaml", text: configText)
    return (result.resolved, (diagnostics + result.diagnostics).sorted(), sources, config)
  }

  /// The resolver `tokens:` names, with every file read from the case folder but named by its path relative to
  /// the case, as `Project.load` names it when run in the project's folder (so diagnostics sort the same way).
  private func loadResolver(_ path: String, config: SwatchConfig?) -> ResolverLoader.Result {
    let root = directory.path
    let loader = ResolverLoader { relative in
      FileManager.default.contents(atPath: root + "/" + relative).map { .success(String(decoding: $0, as: UTF8.self)) }
    }
    return loader.load(path, mappings: config?.modifiers ?? [])
  }

  /// Every token file under `tokens/`, sorted the way `TokenSourceLoader` sorts a folder.
  func tokenSources() throws -> [SourceText] {
    let files = try GoldenFiles.read(under: directory.appendingPathComponent("tokens", isDirectory: true))
    let tokenFiles = files.filter { path, _ in
      let ext = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
      return TokenSourceLoader.extensions.contains(ext)
    }
    return tokenFiles.keys
      .sorted { $0.split(separator: "/").lexicographicallyPrecedes($1.split(separator: "/")) }
      .map { SourceText(path: "tokens/" + $0, text: tokenFiles[$0]!) }
  }
}
