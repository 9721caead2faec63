import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// A build after any sequence of edits, with whatever state the last build left (intact or damaged), and in a
/// process that keeps what it built before (`--watch`: documents, the resolved graph patched, the tables writers
/// carry from it), writes exactly what a clean `--force` build of the same sources writes, byte for byte,
/// manifests included.
@Suite struct RebuildPropertyTests {
  /// The sources a random edit changes: tokens, a template, writer options, which outputs exist.
  struct Sources {
    var colors: [String: (light: String, dark: String?, description: String?)] = [
      "red": ("#FF0000", nil, nil), "green": ("#00FF00", "#004400", "Go"), "blue": ("#0000FF", nil, nil),
      "gray": ("#808080", "#202020", nil),
    ]
    /// Semantic names and the palette color each aliases.
    var aliases: [String: String] = ["accent": "blue", "danger": "red"]
    var template = "{{#tokens}}{{path}} {{#values}}{{css}} {{/values}}\n{{/tokens}}"
    var prefix = "sw"
    var outputs: Set<String> = ["json", "css", "swift", "xcassets", "template", "android"]

    var tokens: String {
      var text = "palette:\n  $type: color\n"
      for (name, color) in colors.sorted(by: { $0.key < $1.key }) {
        text += "  \(name):\n    $value: \"\(color.light)\"\n"
        if let dark = color.dark { text += "    $modes:\n      dark: \"\(dark)\"\n" }
        if let description = color.description { text += "    $description: \(description)\n" }
      }
      text += "semantic:\n  $type: color\n"
      for (name, target) in aliases.sorted(by: { $0.key < $1.key }) { text += "  \(name): \"{palette.\(target)}\"\n" }
      return text
    }

    var config: String {
      let lines = [
        "json": "  - { writer: json, path: out/json }",
        "css": "  - { writer: css, path: out/css, prefix: \(prefix) }",
        "swift": "  - { writer: swift, path: out/swift }",
        "xcassets": "  - { writer: xcassets, path: out/assets }",
        "template": "  - { writer: template, template: list.txt.mustache, path: out/list }",
        "android": "  - { writer: android, path: out/android, prefix: \(prefix) }",
      ]
      let outputs = lines.filter { self.outputs.contains($0.key) }.sorted { $0.key < $1.key }.map(\.value)
      return "tokens: [tokens]\ntemplates: templates\ntraits:\n  appearance: [light, dark]\noutputs:\n"
        + outputs.joined(separator: "\n") + "\n"
    }

    var files: [String: String] {
      ["swatch.yaml": config, "tokens/colors.yaml": tokens, "templates/list.txt.mustache": template]
    }

    /// One random edit.
    mutating func edit(using rng: inout SplitMix) {
      let hex = { (rng: inout SplitMix) in String(format: "#%06X", Int.random(in: 0..<0x100_0000, using: &rng)) }
      let name = colors.keys.sorted().randomElement(using: &rng)!
      switch Int.random(in: 0..<10, using: &rng) {
      case 0: colors[name]!.light = hex(&rng)
      case 1: colors[name]!.dark = colors[name]!.dark == nil ? hex(&rng) : nil
      case 2: colors[name]!.description = ["A", "Longer words here", nil].randomElement(using: &rng)!
      case 3: colors["c\(Int.random(in: 0..<99, using: &rng))"] = (hex(&rng), nil, nil)
      case 4 where colors.count > 2 && !aliases.values.contains(name): colors[name] = nil
      case 5 where !aliases.values.contains(name):
        colors["r\(Int.random(in: 0..<99, using: &rng))"] = colors.removeValue(forKey: name)
      case 6: aliases[aliases.keys.sorted().randomElement(using: &rng)!] = name
      case 7:
        template = [
          "{{#tokens}}{{path}} {{#values}}{{css}} {{/values}}\n{{/tokens}}",
          "{{#tokens}}{{index()}}: {{path}}{{^isLast}},{{/isLast}}\n{{/tokens}}", "{{#tokens}}[{{path}}]\n{{/tokens}}",
        ].randomElement(using: &rng)!
      case 8: prefix = prefix == "sw" ? "app" : "sw"
      default:
        let output = ["json", "css", "swift", "xcassets", "template", "android"].randomElement(using: &rng)!
        if outputs.contains(output), outputs.count > 1 { outputs.remove(output) } else { outputs.insert(output) }
      }
    }
  }

  /// Every file below `out/` of `project`, by path relative to it.
  static func outputs(_ project: TemporaryProject) -> [String: Data] {
    let names = FileManager.default.enumerator(atPath: project.root + "/out")?.allObjects as? [String] ?? []
    var files: [String: Data] = [:]
    for name in names {
      guard let data = FileManager.default.contents(atPath: project.root + "/out/" + name), !name.hasSuffix("/")
      else { continue }
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: project.root + "/out/" + name, isDirectory: &isFolder)
      if !isFolder.boolValue { files[name] = data }
    }
    return files
  }

  /// Writes `sources` into `project`, dated a moment ago so the state's trust is exercised, not bypassed.
  static func write(_ sources: Sources, to project: TemporaryProject, at time: Int64) throws {
    for (path, text) in sources.files where project.read(path) != text {
      try project.write(text, to: path)
      project.setModificationTime(of: path, to: time)
    }
  }

  /// Builds as `swatch build` does, removed outputs pruned too; with `documents`, as each rebuild of
  /// `swatch build --watch` does.
  static func build(
    _ project: TemporaryProject, documents: DocumentMemory? = nil, loaded: (Project) -> Void = { _ in }
  ) -> BuildOutcome {
    let stampPath = BuildStamp.path(configPath: project.root + "/swatch.yaml")
    let last = BuildStamp.load(at: stampPath, key: PreviousBuildTests.key)?.0
    let outcome = PreviousBuildTests.build(project, documents: documents, loaded: loaded)
    if let folders = last?.outputFolders, !outcome.diagnostics.containsErrors {
      let loaded = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
      let owned = outcome.ownedFiles
      #expect(!Project.pruneRemovedOutputs(folders, of: loaded, owned: owned, lockTimeout: 5).containsErrors)
    }
    return outcome
  }

  /// Damages `count` random bytes of one random file of the state folder.
  static func damage(_ project: TemporaryProject, count: Int, using rng: inout SplitMix) {
    let folder = project.root + "/" + StateFolder.name
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    guard let name = names.randomElement(using: &rng),
      var bytes = FileManager.default.contents(atPath: folder + "/" + name).map(Array.init), !bytes.isEmpty
    else { return }
    for _ in 0..<count { bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng) }
    _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(bytes))
  }

  /// `iterations` random edits, each followed by a build compared with a clean forced build; with `damaging`,
  /// three bytes of the state are damaged before each build; with `watching`, every build shares one memory as
  /// a watching process's do. Returns how many builds patched the last resolved graph.
  @discardableResult
  static func run(seed: UInt64, iterations: Int, damaging: Bool, watching: Bool = false) throws -> Int {
    var rng = SplitMix(seed: seed)
    var sources = Sources()
    let project = try TemporaryProject(files: sources.files)
    defer { project.remove() }
    project.backdate()
    let documents = watching ? DocumentMemory() : nil
    #expect(!build(project, documents: documents).diagnostics.containsErrors)
    var patched = 0
    for step in 0..<iterations {
      sources.edit(using: &rng)
      try write(sources, to: project, at: BuildStamp.now() - 2_000_000_000 + Int64(step))
      if damaging { damage(project, count: 3, using: &rng) }
      let rebuilt = build(project, documents: documents) { if $0.resolved?.remadeTokens != nil { patched += 1 } }
      let clean = try TemporaryProject(files: sources.files)
      defer { clean.remove() }
      let full = PreviousBuildTests.build(clean, force: true)
      #expect(rebuilt.diagnostics.map(\.id) == full.diagnostics.map(\.id), "seed \(seed) step \(step)")
      let (mine, theirs) = (outputs(project), outputs(clean))
      #expect(mine.keys.sorted() == theirs.keys.sorted(), "seed \(seed) step \(step)")
      for (path, data) in theirs where mine[path] != data {
        Issue.record("seed \(seed) step \(step): \(path) differs from a clean --force build")
      }
    }
    return patched
  }

  @Test(arguments: [1, 2] as [UInt64])
  func aRebuildAfterRandomEditsWritesWhatACleanBuildWrites(seed: UInt64) throws {
    try Self.run(seed: seed, iterations: 10, damaging: false)
  }

  @Test(arguments: [3, 4] as [UInt64])
  func aRebuildAfterDamagedStateWritesWhatACleanBuildWrites(seed: UInt64) throws {
    try Self.run(seed: seed, iterations: 10, damaging: true)
  }

  @Test(arguments: [5, 6] as [UInt64])
  func aWatchingRebuildWritesWhatACleanBuildWrites(seed: UInt64) throws {
    let patched = try Self.run(seed: seed, iterations: 12, damaging: false, watching: true)
    // Value edits keep the structure: a run that never patched would prove nothing about the patch.
    #expect(patched >= 3, "seed \(seed): only \(patched) patched rebuilds")
  }
}
